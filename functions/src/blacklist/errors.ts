import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the blacklists and the real-name records (50641–50679, docs/api.md "Blacklists", "Real-name records"). */
export const blacklistErrors = {
  BLACKLIST_NOT_FOUND: { status: 404, errorCode: 50641, zh: '黑名单记录不存在', en: 'The blacklist entry does not exist' },
  BLACKLIST_DUPLICATE: {
    status: 409,
    errorCode: 50642,
    zh: '黑名单中已有该{what}',
    en: 'The blacklist already holds this {what}',
  },
  BLACKLIST_ID_NUMBER: {
    status: 422,
    errorCode: 50643,
    zh: '证件号码格式错误：请输入 6 到 30 位字母或数字',
    en: 'Identity number format wrong: enter 6 to 30 letters or digits',
  },
  BLACKLIST_BLANK: {
    status: 422,
    errorCode: 50644,
    zh: '禁止输入空格，请输入非空内容',
    en: 'Forbid spaces: enter non-blank content',
  },
  /** Self-registration of a blacklisted enterprise: nothing is written. */
  BLACKLISTED_ENTERPRISE: {
    status: 403,
    errorCode: 50645,
    zh: '该企业已被列入黑名单，不能注册',
    en: 'This enterprise is blacklisted and may not register',
  },
  /** Cards assigned to a blacklisted secondary customer: nothing is assigned. */
  BLACKLISTED_ASSIGNEE: {
    status: 403,
    errorCode: 50646,
    zh: '客户“{name}”已被列入黑名单，不能分配卡片',
    en: 'The customer "{name}" is blacklisted and may not be assigned cards',
  },
  /** A real-name verification of a blacklisted person: nothing is recorded but the refusal. */
  BLACKLISTED_PERSON: {
    status: 403,
    errorCode: 50647,
    zh: '该证件持有人已被列入黑名单，不能进行实名认证',
    en: 'The holder of this identity number is blacklisted and may not be verified',
  },
  REALNAME_CARD_NOT_FOUND: { status: 404, errorCode: 50648, zh: '卡片不存在', en: 'The card does not exist' },
  REALNAME_NOT_REQUIRED: {
    status: 409,
    errorCode: 50649,
    zh: '该卡无需实名认证',
    en: 'This card does not require real-name verification',
  },
} as const satisfies Record<string, ErrorDef>;
