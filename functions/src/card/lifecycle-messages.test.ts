import { describe, expect, it } from 'vitest';
import { type LifecycleRuleKey, lifecycleRuleMessages, ruleMessage } from './lifecycle-messages.ts';

const expected: Record<LifecycleRuleKey, { zh: string; en: string }> = {
  CARD_UNAVAILABLE: { zh: '处于开始状态的卡不可用。', en: 'Cards in the start state are not available.' },
  DEACTIVATE_STATE: { zh: '仅激活状态的卡可以停用。', en: 'Only active cards can be deactivated.' },
  PLAN_CHANGE_STATE: {
    zh: '仅激活或已停用状态的卡可以变更套餐。',
    en: 'Only active or deactivated cards can change their plan.',
  },
  PLAN_CHANGE_ONCE_A_MONTH: { zh: '每月仅允许变更一次套餐。', en: 'Only one plan change per month is allowed.' },
  PLAN_CHANGE_APN_MISMATCH: {
    zh: '只能变更为APN信息相同的套餐。',
    en: 'The plan can only be changed to a plan with the same APN information.',
  },
  RENEW_PERIOD_ACTIVE: { zh: '仅非激活状态的卡可以续期。', en: 'Only non-active cards can renew a period.' },
  RENEW_PERIOD_PLAN_CHANGE_PENDING: {
    zh: '套餐变更待生效期间不能续期。',
    en: 'A period cannot be renewed while a plan change is pending.',
  },
  RENEW_CYCLE_ACTIVE_ONLY: { zh: '仅激活状态的卡可以续订周期。', en: 'Only active cards can renew a cycle.' },
  EVENT_PACK_ACTIVE_ONLY: { zh: '仅激活状态的卡可以订购事件包。', en: 'Only active cards can order event packs.' },
  TEST_STOCK_PERIOD_TOO_LONG: {
    zh: '测试期与库存期之和不能超过12个月。',
    en: 'Test plus stock period must be at most 12 months.',
  },
  TEST_STOCK_PERIOD_INVALID: {
    zh: '测试期和库存期必须为非负整数月。',
    en: 'Test and stock periods must be whole, non-negative numbers of months.',
  },
  QR_NOT_ALLOWED: {
    zh: '失效、已销户或冻结的卡不能下载二维码。',
    en: 'QR codes cannot be downloaded for invalid, cancelled or frozen cards.',
  },
  NETWORK_DEACTIVATED: { zh: '已停用的卡不能开通网络。', en: 'A deactivated card cannot have its network allowed.' },
  ZONE_BLOCKED: { zh: '区域状态为已阻断。', en: 'Zone status is blocked.' },
  DIAGNOSIS_STANDARD_EDITION: { zh: '标准版卡不支持诊断功能。', en: "Standard version cards don't support diagnosis function." },
  SMS_STATE: { zh: '仅测试或已激活状态的卡可以接收短信。', en: 'Only cards in test or activated state can receive SMS.' },
};

describe('rule messages', () => {
  for (const [key, text] of Object.entries(expected) as [LifecycleRuleKey, { zh: string; en: string }][]) {
    it(`${key} reads in both languages`, () => {
      expect(ruleMessage(key, 'en-US')).toBe(text.en);
      expect(ruleMessage(key, 'zh-CN')).toBe(text.zh);
    });
  }
  it('covers every rule key with a unique business code', () => {
    expect(Object.keys(lifecycleRuleMessages).sort()).toEqual(Object.keys(expected).sort());
    const codes = Object.values(lifecycleRuleMessages).map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
