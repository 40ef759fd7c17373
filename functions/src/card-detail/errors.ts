import { type LifecycleRuleKey, lifecycleRuleMessages } from '../card/lifecycle-messages.ts';
import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/**
 * The lifecycle rules' messages as catalogue entries: `RULE_<key>`, 422, errorCode 42001.. (the
 * rule's own code 41xxx moved into the card-action range: 41001 → 42001), texts exactly as
 * lifecycle-rules.ts words them.
 */
type RuleErrors = { readonly [K in LifecycleRuleKey as `RULE_${K}`]: ErrorDef };
const ruleErrors = Object.fromEntries(
  Object.entries(lifecycleRuleMessages).map(([key, m]) => [
    `RULE_${key}`,
    { status: 422, errorCode: 42000 + (m.code - 41000), zh: m.zh, en: m.en },
  ]),
) as RuleErrors;

/** Errors of the card-action area (see docs/api.md); merged into the one catalogue. */
export const cardActionErrors = {
  ...ruleErrors,
  OPERATOR_FAILED: {
    status: 502,
    errorCode: 42101,
    zh: '运营商暂时无法处理该请求，未做任何变更，请稍后重试',
    en: 'The operator could not process the request right now. Nothing was changed; please try again later.',
  },
  OPERATOR_REJECTED: {
    status: 422,
    errorCode: 42102,
    zh: '运营商拒绝了该请求，未做任何变更',
    en: 'The operator refused the request. Nothing was changed.',
  },
  CARD_CHANGED: {
    status: 409,
    errorCode: 42103,
    zh: '卡状态已被其他操作变更，请刷新后重试',
    en: 'The card was changed by another operation meanwhile. Refresh and try again.',
  },
  PLAN_NOT_AVAILABLE: {
    status: 422,
    errorCode: 42104,
    zh: '该套餐不存在或不可用于此卡',
    en: 'This plan does not exist or is not available for this card.',
  },
  PLAN_SAME: {
    status: 422,
    errorCode: 42105,
    zh: '卡已在使用该套餐',
    en: 'The card already uses this plan.',
  },
  NETWORK_ALREADY: {
    status: 422,
    errorCode: 42106,
    zh: '卡的网络已处于该状态',
    en: 'The card network is already in that status.',
  },
} as const satisfies Record<string, ErrorDef>;
