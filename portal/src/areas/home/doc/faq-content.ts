// Frequently asked questions about this portal, in both languages (lazy-loaded with the FAQ page).
import type { Language } from '../../../i18n/language';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const en: FaqItem[] = [
  {
    id: 'forgot-password',
    question: 'I forgot my password. What can I do?',
    answer:
      'Ask the administrator of your enterprise (or the platform) to reset it. You then sign in with the temporary password and the portal asks you to choose a new one of 8-18 letters, digits and punctuation.',
  },
  {
    id: 'captcha',
    question: 'The verification code is not accepted.',
    answer: 'Codes are single use and expire. Select the image to get a new code and type it exactly as shown.',
  },
  {
    id: 'expired',
    question: 'Why was I sent back to the sign-in page?',
    answer:
      'Your session expired or was ended (for example by signing out in another tab). Sign in again; the portal returns to the page you were on if your role can still open it.',
  },
  {
    id: 'missing-menu',
    question: 'A menu entry my colleague has is missing for me.',
    answer:
      'The menu shows only the pages your role may open. If you open a page without its permission, the portal says “Sorry, you are not authorised to access this page”. Ask your administrator for the permission.',
  },
  {
    id: 'batch-failed',
    question: 'Why did my whole batch state change fail?',
    answer:
      'A batch takes at most 10,000 cards, all from the same operator and in the same initial state, moving to one target state. If any card breaks these rules, the whole batch fails so that no card is left half-changed.',
  },
  {
    id: 'usage-units',
    question: 'How is data usage counted and shown?',
    answer:
      'Usage is shown in KB, MB, GB, TB and PB in steps of 1024, with two decimals. Months follow the Asia/Shanghai calendar, so the numbers of a month close at midnight Beijing time.',
  },
  {
    id: 'logo',
    question: 'My logo is refused.',
    answer:
      'Use exactly one jpg or png file of at most 1500 KB (1,536,000 bytes). A file renamed to .png that is not really an image is refused too.',
  },
  {
    id: 'language',
    question: 'How do I change the language?',
    answer: 'Use the language button in the header or on the sign-in page. The portal remembers your choice in this browser.',
  },
  {
    id: 'register',
    question: 'How does a new company get an account?',
    answer:
      'Select “Apply for one” on the sign-in page and fill in the company, contact and login details. The account can sign in once the platform approves the application.',
  },
];

const zh: FaqItem[] = [
  {
    id: 'forgot-password',
    question: '忘记密码怎么办？',
    answer:
      '请联系本企业（或平台）的管理员重置密码。使用临时密码登录后，平台会要求您设置 8-18 位字母、数字和标点符号组成的新密码。',
  },
  {
    id: 'captcha',
    question: '验证码总是提示错误？',
    answer: '验证码只能使用一次且会过期。点击图片换一张新验证码，并按图片所示准确输入。',
  },
  {
    id: 'expired',
    question: '为什么被退回到登录页？',
    answer:
      '会话已过期或已结束（例如在另一个标签页中退出了登录）。重新登录后，如果您的角色仍有权限，平台会回到您之前所在的页面。',
  },
  {
    id: 'missing-menu',
    question: '同事能看到的菜单，我为什么看不到？',
    answer: '菜单只显示您的角色有权打开的页面。没有权限时打开页面会提示“抱歉，您无权访问此页面”。请联系管理员开通权限。',
  },
  {
    id: 'batch-failed',
    question: '为什么批量变更状态整批失败？',
    answer:
      '一个批次最多 10000 张卡，这些卡须属于同一运营商、初始状态相同，并变更为同一目标状态。只要有一张卡不符合，整批失败，避免部分卡变更、部分卡未变更。',
  },
  {
    id: 'usage-units',
    question: '流量如何统计和显示？',
    answer: '流量以 KB、MB、GB、TB、PB 显示，按 1024 进位，保留两位小数。月份按北京时间计算，每月数据在北京时间零点截止。',
  },
  {
    id: 'logo',
    question: '上传 Logo 被拒绝？',
    answer: '请只选择一个 jpg 或 png 文件，大小不超过 1500 KB（1,536,000 字节）。改名为 .png 但实际不是图片的文件也会被拒绝。',
  },
  { id: 'language', question: '如何切换语言？', answer: '点击页面顶部或登录页的语言按钮。浏览器会记住您的选择。' },
  {
    id: 'register',
    question: '新企业如何获得账号？',
    answer: '在登录页点击“申请账号”，填写企业、联系人和登录信息。平台审核通过后即可登录。',
  },
];

/** The FAQ in the reader's language. */
export const faqContent = (language: Language): FaqItem[] => (language === 'zh-CN' ? zh : en);
