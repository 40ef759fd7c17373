import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of automation rules (50101–50149); merged into the one catalogue. */
export const autoruleErrors = {
  RULE_NAME: { status: 422, errorCode: 50101, zh: '请输入规则名称', en: 'Enter a rule name' },
  RULE_THRESHOLD: {
    status: 422,
    errorCode: 50102,
    zh: '请输入大于 0 的阈值（百分比不超过 1000）',
    en: 'Enter a threshold above 0 (a percentage at most 1000)',
  },
  RULE_CLEAR_THRESHOLD: {
    status: 422,
    errorCode: 50103,
    zh: '恢复阈值须在触发阈值的另一侧：用量规则低于阈值，资金规则高于阈值',
    en: 'The clear threshold must lie on the other side of the threshold: below it for usage, above it for funds',
  },
  RULE_DAYS: { status: 422, errorCode: 50104, zh: '请输入提前天数（0 或以上）', en: 'Enter how many days before (0 or more)' },
  RULE_STATES: { status: 422, errorCode: 50105, zh: '请至少选择一个状态', en: 'Choose at least one state' },
  RULE_TARGET_KIND: {
    status: 422,
    errorCode: 50106,
    zh: '该触发条件不能使用此告警对象',
    en: 'This target cannot be used with this trigger',
  },
  RULE_TARGET_NOT_FOUND: {
    status: 422,
    errorCode: 50107,
    zh: '告警对象不存在',
    en: 'The target does not exist',
  },
  RULE_ACTIONS: {
    status: 422,
    errorCode: 50108,
    zh: '请至少选择一个动作，且每个动作只能选一次',
    en: 'Choose at least one action, each at most once',
  },
  RULE_CARD_ACTION: {
    status: 422,
    errorCode: 50109,
    zh: '卡片动作只能用于针对单张卡的触发条件',
    en: 'Card actions can only be used with triggers about one card',
  },
  RULE_URL: { status: 422, errorCode: 50110, zh: '请输入 http(s) 地址', en: 'Enter an http(s) address' },
  RULE_PACK: { status: 422, errorCode: 50111, zh: '请选择要订购的套餐包', en: 'Choose the pack to order' },
  RULE_SPEED: { status: 422, errorCode: 50112, zh: '请选择限速值', en: 'Choose a speed limit' },
  RULE_PHONE_FORMAT: { status: 422, errorCode: 50113, zh: '电话格式错误', en: 'phone format wrong' },
  RULE_EMAIL_FORMAT: { status: 422, errorCode: 50114, zh: '邮箱格式错误', en: 'email format wrong' },
  RULE_CHANGED: {
    status: 409,
    errorCode: 50115,
    zh: '该规则刚被他人修改，请刷新后重试',
    en: 'This rule was just changed by someone else; reload it and try again',
  },
  RULE_DRY_RUN_UNSUPPORTED: {
    status: 422,
    errorCode: 50116,
    zh: '该触发条件暂不支持试运行',
    en: 'This trigger cannot be dry-run yet',
  },
} satisfies Record<string, ErrorDef>;
