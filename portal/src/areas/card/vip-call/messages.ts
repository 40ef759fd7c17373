/** Texts of the VIP call (voice whitelist) list, in both languages (merged under `vipCall`). */
const en = {
  menu: { list: 'VIP call' },
  title: 'VIP call',
  subtitle: 'The numbers each card may call and be called by (voice whitelist), at most {{max}} per card.',
  readOnly: 'You can view the voice whitelists; changing them needs the VIP call permission.',
  add: 'Add numbers',
  fields: { iccid: 'ICCID', msisdn: 'MSISDN', numbers: 'Whitelist numbers', updatedAt: 'Updated', updatedBy: 'Updated by' },
  filters: { iccid: 'ICCID' },
  remove: 'Remove {{number}}',
  removeTitle: 'Remove {{number}} from card {{iccid}}?',
  removeDescription: 'The operator is told at once; the card can no longer call or be called by this number.',
  removed: 'Number removed',
  dialog: {
    title: 'Add voice whitelist numbers',
    description: 'Digits and hyphens only; separate numbers with English semicolons. At most {{max}} numbers per card.',
    iccid: 'ICCID',
    numbers: 'Numbers',
    submit: 'Add',
    added: 'Numbers saved',
    iccidInvalid: 'Enter the card ICCID (19-20 digits)',
    numbersRequired: 'Enter at least one number',
    phoneWrong: 'phone format wrong: {{number}}',
  },
};

const zh: typeof en = {
  menu: { list: 'VIP 通话' },
  title: 'VIP 通话',
  subtitle: '每张卡可以拨打和接听的号码（语音白名单），每张卡最多 {{max}} 个。',
  readOnly: '您可以查看语音白名单；修改需要 VIP 通话权限。',
  add: '添加号码',
  fields: { iccid: 'ICCID', msisdn: 'MSISDN', numbers: '白名单号码', updatedAt: '更新时间', updatedBy: '更新人' },
  filters: { iccid: 'ICCID' },
  remove: '移除 {{number}}',
  removeTitle: '从卡 {{iccid}} 移除 {{number}}？',
  removeDescription: '将立即通知运营商；该卡将不能再拨打或接听此号码。',
  removed: '号码已移除',
  dialog: {
    title: '添加语音白名单号码',
    description: '只能包含数字和连字符；多个号码用英文分号分隔。每张卡最多 {{max}} 个号码。',
    iccid: 'ICCID',
    numbers: '号码',
    submit: '添加',
    added: '号码已保存',
    iccidInvalid: '请输入卡的 ICCID（19-20 位数字）',
    numbersRequired: '请至少输入一个号码',
    phoneWrong: '号码格式错误：{{number}}',
  },
};

export const vipCallMessages = { en, zh };
