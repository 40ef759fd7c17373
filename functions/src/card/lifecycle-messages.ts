/**
 * Messages of the lifecycle rules (spec §1, §4, §5, §8) as data: business code and text in both
 * languages. English text is the spec's exact wording where the spec gives one. The card rules
 * (card/lifecycle-rules.ts) return these keys; card-action.ts turns them into catalogue errors.
 */
export const lifecycleRuleMessages = {
  CARD_UNAVAILABLE: {
    code: 41001,
    zh: '处于开始状态的卡不可用。',
    en: 'Cards in the start state are not available.',
  },
  DEACTIVATE_STATE: {
    code: 41002,
    zh: '仅激活状态的卡可以停用。',
    en: 'Only active cards can be deactivated.',
  },
  PLAN_CHANGE_STATE: {
    code: 41003,
    zh: '仅激活或已停用状态的卡可以变更套餐。',
    en: 'Only active or deactivated cards can change their plan.',
  },
  PLAN_CHANGE_ONCE_A_MONTH: {
    code: 41004,
    zh: '每月仅允许变更一次套餐。',
    en: 'Only one plan change per month is allowed.',
  },
  PLAN_CHANGE_APN_MISMATCH: {
    code: 41005,
    zh: '只能变更为APN信息相同的套餐。',
    en: 'The plan can only be changed to a plan with the same APN information.',
  },
  RENEW_PERIOD_ACTIVE: {
    code: 41006,
    zh: '仅非激活状态的卡可以续期。',
    en: 'Only non-active cards can renew a period.',
  },
  RENEW_PERIOD_PLAN_CHANGE_PENDING: {
    code: 41007,
    zh: '套餐变更待生效期间不能续期。',
    en: 'A period cannot be renewed while a plan change is pending.',
  },
  RENEW_CYCLE_ACTIVE_ONLY: {
    code: 41008,
    zh: '仅激活状态的卡可以续订周期。',
    en: 'Only active cards can renew a cycle.',
  },
  EVENT_PACK_ACTIVE_ONLY: {
    code: 41009,
    zh: '仅激活状态的卡可以订购事件包。',
    en: 'Only active cards can order event packs.',
  },
  TEST_STOCK_PERIOD_TOO_LONG: {
    code: 41010,
    zh: '测试期与库存期之和不能超过12个月。',
    en: 'Test plus stock period must be at most 12 months.',
  },
  TEST_STOCK_PERIOD_INVALID: {
    code: 41011,
    zh: '测试期和库存期必须为非负整数月。',
    en: 'Test and stock periods must be whole, non-negative numbers of months.',
  },
  QR_NOT_ALLOWED: {
    code: 41012,
    zh: '失效、已销户或冻结的卡不能下载二维码。',
    en: 'QR codes cannot be downloaded for invalid, cancelled or frozen cards.',
  },
  NETWORK_DEACTIVATED: {
    code: 41013,
    zh: '已停用的卡不能开通网络。',
    en: 'A deactivated card cannot have its network allowed.',
  },
  ZONE_BLOCKED: {
    code: 41014,
    zh: '区域状态为已阻断。',
    en: 'Zone status is blocked.',
  },
  DIAGNOSIS_STANDARD_EDITION: {
    code: 41015,
    zh: '标准版卡不支持诊断功能。',
    en: "Standard version cards don't support diagnosis function.",
  },
  SMS_STATE: {
    code: 41016,
    zh: '仅测试或已激活状态的卡可以接收短信。',
    en: 'Only cards in test or activated state can receive SMS.',
  },
} as const;

export type LifecycleRuleKey = keyof typeof lifecycleRuleMessages;
export type MessageLang = 'zh-CN' | 'en-US';

/** The message of a rule in the requested language (anything but en-US reads Chinese). */
export const ruleMessage = (key: LifecycleRuleKey, lang: MessageLang): string => {
  const entry = lifecycleRuleMessages[key];
  return lang === 'en-US' ? entry.en : entry.zh;
};

/** Result of a lifecycle rule: success with its data, or the key of the rule that refused. */
export type RuleResult<T extends object = object> = ({ ok: true } & T) | { ok: false; rule: LifecycleRuleKey };

export const refuse = (rule: LifecycleRuleKey): { ok: false; rule: LifecycleRuleKey } => ({ ok: false, rule });
