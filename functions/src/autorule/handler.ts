import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCardLabelRepository } from '../card-label/card-label.repository.ts';
import { createCardPoolRepository } from '../card-pool/card-pool.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createPlanRepository } from '../plan/plan.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, bool, int, obj, oneOf, optional, str } from '../shared/http/schema.ts';
import { createAlarmRepository } from './alarm.repository.ts';
import { createAlarmService } from './alarm.service.ts';
import { createAutoRuleRepository } from './autorule.repository.ts';
import { createAutoRuleService } from './autorule.service.ts';
import { createDryRunReads } from './dry-run.repository.ts';
import { createDryRunService } from './dry-run.service.ts';
import type { RuleTargets } from './rule-checks.ts';
import {
  RULE_NAME_MAX,
  pushTypes,
  ruleCategories,
  targetKinds,
  triggerKinds,
  usageUnits,
  watchedStates,
  zoneStates,
} from './rule-model.ts';

const labels = createCardLabelRepository();
const pools = createCardPoolRepository();
const names = createCustomerNames();
const plans = createPlanRepository();

const targets: RuleTargets = {
  label: async (channelCustId, labelId) => (await labels.get(channelCustId, labelId))?.name ?? null,
  pool: async (channelCustId, poolId) => (await pools.get(channelCustId, poolId))?.name ?? null,
  customers: async (channelCustId, custIds, lang) =>
    new Map((await names.secondary(channelCustId, custIds, lang)).flatMap((c) => (c.name ? [[c.custId, c.name] as const] : []))),
  plan: (goodsReleaseId) => plans.basic(goodsReleaseId),
};
const clock = () => new Date();
const dryRuns = createDryRunService({ targets, dryRun: createDryRunReads(), clock });
const rules = createAutoRuleService({
  rules: createAutoRuleRepository(),
  targets,
  audit: createAuditRepository(),
  clock,
  secretKey: operatorSecretKeyResolver(),
});

const alarms = createAlarmService({ alarms: createAlarmRepository(), names });

const id = str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ });
const ruleId = str({ max: 40, pattern: /^R\d{17}[0-9A-F]{6}$/ });
const scope = { channelCustId: optional(id), custId: optional(id) };
const shanghaiDayField = str({ pattern: /^\d{4}-\d{2}-\d{2}$/ });
const version = int({ min: 1, max: 1_000_000 });
/** The terms of a rule as the form sends them (rule-model.ts checks what each kind needs). */
const terms = {
  name: str({ max: RULE_NAME_MAX }),
  triggerKind: oneOf(triggerKinds),
  unit: optional(oneOf(usageUnits)),
  // MB, percent or fen.
  threshold: optional(int({ min: 0, max: 100_000_000_000 })),
  clearThreshold: optional(int({ min: 0, max: 100_000_000_000 })),
  days: optional(int({ min: 0, max: 366 })),
  states: optional(arrayOf(oneOf(watchedStates), { max: watchedStates.length })),
  zoneStates: optional(arrayOf(oneOf(zoneStates), { max: 2 })),
  targetKind: oneOf(targetKinds),
  targetId: optional(id),
  actions: arrayOf(
    obj({
      type: oneOf(pushTypes),
      url: optional(str({ max: 500 })),
      packId: optional(id),
      speedKbps: optional(int({ min: 1, max: 1_000_000 })),
    }),
    { max: pushTypes.length },
  ),
  // Spec §5: at most 5, ';'-separated (the format is rule-model.ts's check, with its message).
  phones: optional(str({ max: 200 })),
  emails: optional(str({ max: 1300 })),
  enabled: optional(bool()),
};

export const handler = createApiHandler('autorule', {
  list: route({
    input: {
      ...scope,
      name: optional(str({ max: RULE_NAME_MAX })),
      category: optional(oneOf(ruleCategories)),
      state: optional(oneOf(['on', 'off'] as const)),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => rules.list(principal, body, lang),
  }),
  detail: route({ input: { ...scope, ruleId }, run: ({ principal, body, lang }) => rules.detail(principal, body, lang) }),
  add: route({
    input: { ...scope, ...terms },
    run: async (ctx) => new Reply(await rules.add(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  edit: route({
    input: { ...scope, ...terms, ruleId, version },
    run: async (ctx) => new Reply(await rules.edit(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  delete: route({
    input: { ...scope, ruleId, version },
    run: async (ctx) => new Reply(await rules.remove(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  switch: route({
    input: { ...scope, ruleId, version, enabled: bool() },
    run: async (ctx) => new Reply(await rules.switch(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  dryRun: route({
    input: { ...scope, ...terms },
    run: ({ principal, body, lang }) => dryRuns.dryRun(principal, body, lang),
  }),
  alarmList: route({
    input: {
      channelCustId: optional(id),
      ruleId: optional(ruleId),
      category: optional(oneOf(ruleCategories)),
      status: optional(oneOf(['ok', 'failed'] as const)),
      from: optional(shanghaiDayField),
      to: optional(shanghaiDayField),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => alarms.list(principal, body, lang),
  }),
  alarmDetail: route({
    input: { channelCustId: optional(id), alarmId: str({ max: 40, pattern: /^A\d{17}[0-9A-F]{6}$/ }) },
    run: ({ principal, body, lang }) => alarms.detail(principal, body, lang),
  }),
});
