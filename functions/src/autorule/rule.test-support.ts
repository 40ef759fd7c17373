/** Rules for the evaluator's tests (live and the daily expiry run). */
import type { AutoRule } from './autorule.repository.ts';
import type { RuleTarget, RuleTrigger } from './rule-model.ts';

export const ruleOf = (
  ruleId: string,
  trigger: RuleTrigger,
  target: RuleTarget = { kind: 'enterprise' },
  more: Partial<AutoRule> = {},
): AutoRule => ({
  ruleId,
  channelCustId: 'E0001',
  custId: null,
  name: `rule ${ruleId}`,
  category: 'A',
  trigger,
  target,
  actions: [{ type: 2 }],
  phones: '',
  emails: 'noc@example.com',
  enabled: true,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'acme',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'acme',
  ...more,
});
