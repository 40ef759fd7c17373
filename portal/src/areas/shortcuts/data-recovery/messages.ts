/** Texts of data recovery (/shortcuts/data-recovery), in both languages (i18n namespace `dataRecovery`). */
const en = {
  title: 'Data recovery',
  subtitle:
    'Reset unallocated cards to stock and clear what was set on them (remark, IMEI binding, pending plan change, event packs). Only unallocated cards, at most 1000 per operation.',
  detailTitle: 'Data recovery detail',
  newRecovery: 'New data recovery',
  dialogTitle: 'New data recovery',
  dialogText:
    'Cards in the test, pending activation, stock, deactivated or invalid state go back to stock. Allocated cards must be taken back from the secondary customer first.',
  enterprise: 'Enterprise',
  enterprisePlaceholder: 'Choose an enterprise',
  iccids: 'ICCIDs',
  iccidsHint: 'One ICCID (19–20 digits) per line, at most 1000.',
  summary: '{{count}} cards',
  next: 'Next',
  confirmTitle: 'Recover {{count}} cards?',
  confirmText: 'The cards go back to stock and lose their remark, IMEI binding, pending plan change and event packs.',
  confirm: 'Start data recovery',
  cancel: 'Cancel',
  started: 'The data recovery is running',
  failed: 'The data recovery could not be started',
  errors: {
    enterprise: 'Choose an enterprise',
    empty: 'Enter at least one ICCID',
    invalid: '{{count}} entries are not ICCIDs of 19–20 digits: {{samples}}',
    tooMany: 'Data recovery: only unallocated cards, at most 1000 per operation',
  },
};

export const dataRecoveryMessages: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    title: '数据恢复',
    subtitle:
      '将未分配的卡恢复为库存状态，并清除卡上设置的数据（备注、IMEI 绑定、待生效的套餐变更、加油包）。仅限未分配的卡，每次最多 1000 张。',
    detailTitle: '数据恢复详情',
    newRecovery: '新建数据恢复',
    dialogTitle: '新建数据恢复',
    dialogText: '处于测试、待激活、库存、已停用或失效状态的卡将恢复为库存。已分配的卡需先从二级客户收回。',
    enterprise: '企业客户',
    enterprisePlaceholder: '请选择企业客户',
    iccids: 'ICCID',
    iccidsHint: '每行一个 ICCID（19–20 位数字），最多 1000 个。',
    summary: '{{count}} 张卡',
    next: '下一步',
    confirmTitle: '确定恢复 {{count}} 张卡？',
    confirmText: '这些卡将恢复为库存，并清除备注、IMEI 绑定、待生效的套餐变更和加油包。',
    confirm: '开始数据恢复',
    cancel: '取消',
    started: '数据恢复已开始执行',
    failed: '数据恢复未能启动',
    errors: {
      enterprise: '请选择企业客户',
      empty: '请至少输入一个 ICCID',
      invalid: '{{count}} 项不是 19–20 位数字的 ICCID：{{samples}}',
      tooMany: '数据恢复：仅限未分配的卡，每次最多 1000 张',
    },
  },
};
