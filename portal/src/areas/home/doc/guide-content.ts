// The user guide: a manager edition (roles 1000/2000) and a customer edition, each in Chinese and
// English. Lazy-loaded with the guide page, so the texts never weigh on the first load.
import type { Language } from '../../../i18n/language';
import type { GuideEdition } from './guide-version';

export interface GuideSection {
  id: string;
  title: string;
  paragraphs: string[];
  steps?: string[];
}

export interface Guide {
  title: string;
  intro: string;
  sections: GuideSection[];
}

type Parts = Record<string, GuideSection>;

const en: Parts = {
  about: {
    id: 'about',
    title: 'What the portal does',
    paragraphs: [
      'The connectivity management portal (CMP) manages IoT cellular SIM cards from China Mobile, China Unicom and China Telecom: their lifecycle, rate plans, usage and bills, in one place.',
      'Every card has a lifecycle state: start (60), test (61), pending activation (62), stock (63), activated (64), deactivated (65), invalid (66), cancelled (67) and forced shutdown (68).',
    ],
  },
  'sign-in': {
    id: 'sign-in',
    title: 'Signing in',
    paragraphs: [
      'Open the portal and enter your login name, your password and the verification code shown in the image. Select the image to get a new code.',
      'Passwords have 8 to 18 letters, digits and punctuation marks. If an administrator reset your password, the portal asks you for a new one right after signing in.',
      'A session ends when you sign out from the account menu (top right) or when it expires; you are then taken back to the sign-in page. A new company can apply for an account from the sign-in page; the platform reviews each application.',
    ],
  },
  home: {
    id: 'home',
    title: 'The home overview',
    paragraphs: [
      'Home › Overview shows the cards you are responsible for: total and active cards, the data used this month against last month and against the quota, the cards per lifecycle state and per operator, the usage of the last 12 months and of each day of a month, and the five cards and customers that used the most data.',
      'Data sizes are shown in KB, MB, GB, TB and PB in steps of 1024 with two decimals; usage months follow the Asia/Shanghai calendar.',
    ],
  },
  batch: {
    id: 'batch',
    title: 'Changing the state of many cards',
    paragraphs: [
      'A batch state change moves up to 10,000 cards to one target state in a single operation. The cards must belong to the same operator and share the same initial state; otherwise the whole batch fails.',
    ],
    steps: [
      'Select the cards (at most 10,000) or paste their ICCIDs.',
      'Choose the target state and confirm.',
      'The change runs in the background; open the batch to follow its counters and see the result of every card.',
    ],
  },
  language: {
    id: 'language',
    title: 'Languages',
    paragraphs: [
      'The portal speaks Chinese and English. Use the language button in the header (or on the sign-in page) to switch; the choice is remembered in this browser. Without a stored choice a Chinese browser gets Chinese and every other browser English.',
    ],
  },
  logo: {
    id: 'logo',
    title: 'Your logo',
    paragraphs: [
      'Account menu › Logo setting replaces the logo at the top of the menu for your organisation. Choose exactly one jpg or png file of at most 1500 KB (1,536,000 bytes); other files are refused before they are uploaded.',
    ],
  },
  announcements: {
    id: 'announcements',
    title: 'Announcements',
    paragraphs: [
      'Shortcuts › Announcements publishes a message in Chinese and English that scrolls in the header of every user until its end date. Long messages scroll; short ones stand still.',
    ],
  },
};

const zh: Parts = {
  about: {
    id: 'about',
    title: '平台简介',
    paragraphs: [
      '物联网连接管理平台（CMP）集中管理中国移动、中国联通和中国电信的物联网卡：卡的生命周期、资费套餐、流量使用和账单。',
      '每张卡都有生命周期状态：初始（60）、测试（61）、待激活（62）、库存（63）、已激活（64）、已停用（65）、失效（66）、已销户（67）和强制停机（68）。',
    ],
  },
  'sign-in': {
    id: 'sign-in',
    title: '登录',
    paragraphs: [
      '打开平台，输入登录名、密码以及图片中的验证码。点击验证码图片可以换一张。',
      '密码为 8-18 位字母、数字和标点符号。如果管理员重置了您的密码，登录后平台会要求您立即设置新密码。',
      '在右上角的账户菜单中选择“退出登录”，或会话过期后，平台会回到登录页。新企业可以在登录页申请账号，平台审核通过后即可登录。',
    ],
  },
  home: {
    id: 'home',
    title: '首页概览',
    paragraphs: [
      '“首页 › 概览”展示您负责的卡：卡总数和已激活卡数、本月用量与上月及套餐额度的对比、各生命周期状态和各运营商的卡数、近 12 个月和某月每天的用量，以及用量最多的 5 张卡和 5 个客户。',
      '流量以 KB、MB、GB、TB、PB 显示，按 1024 进位，保留两位小数；用量月份按北京时间计算。',
    ],
  },
  batch: {
    id: 'batch',
    title: '批量变更卡状态',
    paragraphs: ['批量变更一次最多把 10000 张卡变更为同一个目标状态。这些卡必须属于同一运营商且初始状态相同，否则整批失败。'],
    steps: [
      '选择卡（最多 10000 张）或粘贴 ICCID。',
      '选择目标状态并确认。',
      '变更在后台执行；打开该批次可以查看进度计数和每张卡的结果。',
    ],
  },
  language: {
    id: 'language',
    title: '语言',
    paragraphs: [
      '平台支持中文和英文。点击页面顶部（或登录页）的语言按钮即可切换，浏览器会记住您的选择。未选择时，中文浏览器显示中文，其他浏览器显示英文。',
    ],
  },
  logo: {
    id: 'logo',
    title: '设置 Logo',
    paragraphs: [
      '“账户菜单 › Logo 设置”可以替换本组织菜单顶部的 Logo。请选择一个 jpg 或 png 文件，大小不超过 1500 KB（1,536,000 字节）；其他文件在上传前就会被拒绝。',
    ],
  },
  announcements: {
    id: 'announcements',
    title: '公告',
    paragraphs: [
      '“快捷入口 › 公告管理”可以发布中英文公告，公告在截止日期前滚动显示在所有用户的页面顶部。内容较长时滚动，较短时静止显示。',
    ],
  },
};

const roles: Record<Language, Record<GuideEdition, GuideSection>> = {
  'en-US': {
    manager: {
      id: 'roles',
      title: 'Roles and what they see',
      paragraphs: [
        'Platform administrators (1000) see every area and every enterprise; operators (2000) see the same data without system settings and without creating enterprises.',
        'Enterprise customers (3000) manage their own enterprise, its accounts and its secondary customers; enterprise staff (4000) work with cards, billing and reports; secondary customers (5000) see only their own cards.',
        'The menu shows only the entries a role may open. A page opened by its address without the permission shows “Sorry, you are not authorised to access this page”.',
      ],
    },
    customer: {
      id: 'roles',
      title: 'Roles and what they see',
      paragraphs: [
        'An enterprise customer (3000) manages the enterprise: cards, plans, bills, its accounts and its secondary customers. Enterprise staff (4000) work with cards, billing and reports. A secondary customer (5000) sees only its own cards and does not manage accounts or customers.',
        'The menu shows only what your role may open. Ask your enterprise administrator if you need more.',
      ],
    },
  },
  'zh-CN': {
    manager: {
      id: 'roles',
      title: '角色与可见范围',
      paragraphs: [
        '平台管理员（1000）可以看到所有功能和所有企业；运营人员（2000）看到相同的数据，但没有系统设置，也不能创建企业。',
        '企业客户（3000）管理本企业及其账号和二级客户；企业员工（4000）处理卡、计费和报表；二级客户（5000）只能看到自己的卡。',
        '菜单只显示角色有权打开的页面。没有权限时直接输入地址打开页面，会显示“抱歉，您无权访问此页面”。',
      ],
    },
    customer: {
      id: 'roles',
      title: '角色与可见范围',
      paragraphs: [
        '企业客户（3000）管理本企业的卡、套餐、账单、账号和二级客户；企业员工（4000）处理卡、计费和报表；二级客户（5000）只能看到自己的卡，不能管理账号和客户。',
        '菜单只显示您的角色有权打开的页面。如需更多权限，请联系企业管理员。',
      ],
    },
  },
};

const accountsSection: Record<Language, GuideSection> = {
  'en-US': {
    id: 'accounts',
    title: 'Accounts, customers and logos',
    paragraphs: [
      'The account menu (top right) leads to account management and customer management. Freezing or thawing an account needs a reason and is logged, as are sign-ins, sign-outs and password resets.',
      'Each enterprise sets its own logo; a secondary customer sets the logo of its own customer.',
    ],
  },
  'zh-CN': {
    id: 'accounts',
    title: '账号、客户与 Logo',
    paragraphs: [
      '右上角的账户菜单可以进入账号管理和客户管理。冻结或解冻账号需要填写原因并会被记录，登录、退出和重置密码也会被记录。',
      '每个企业设置自己的 Logo；二级客户设置其所属客户的 Logo。',
    ],
  },
};

const titles: Record<Language, Record<GuideEdition, { title: string; intro: string }>> = {
  'en-US': {
    manager: {
      title: 'User guide for platform managers',
      intro: 'For platform administrators and operators: how the portal is organised and how to run it for every enterprise.',
    },
    customer: {
      title: 'User guide',
      intro: 'For enterprise customers, their staff and secondary customers: the everyday tasks of managing your SIM cards.',
    },
  },
  'zh-CN': {
    manager: { title: '平台管理员使用指南', intro: '面向平台管理员和运营人员：平台的组织方式，以及如何为各企业提供服务。' },
    customer: { title: '客户使用指南', intro: '面向企业客户、企业员工和二级客户：日常管理物联网卡的操作。' },
  },
};

/** The guide of one edition in one language. */
export function guideContent(edition: GuideEdition, language: Language): Guide {
  const parts = language === 'zh-CN' ? zh : en;
  const pick = (ids: string[]) => ids.map((id) => parts[id] as GuideSection);
  const sections =
    edition === 'manager'
      ? [
          ...pick(['about', 'sign-in', 'home', 'batch', 'announcements']),
          accountsSection[language],
          parts.language as GuideSection,
        ]
      : [...pick(['about', 'sign-in', 'home', 'batch', 'logo', 'language'])];
  return { ...titles[language][edition], sections: [...sections, roles[language][edition]] };
}
