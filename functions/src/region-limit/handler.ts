import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { offeredTo } from '../card-detail/card-model.ts';
import { createCardLabelRepository } from '../card-label/card-label.repository.ts';
import { createPlanRepository } from '../plan/plan.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { createRegionLimitRepository } from '../risk/region/region-limit.repository.ts';
import { createRegionLimitService } from '../risk/region/region-limit.service.ts';
import { regionActions, regionTargetKinds } from '../risk/region/region-model.ts';
import { provinceCodes } from '../risk/region/regions.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, bool, int, obj, oneOf, optional, str } from '../shared/http/schema.ts';

const cards = createCardDetailRepository();
const labels = createCardLabelRepository();
const plans = createPlanRepository();

const limits = createRegionLimitService({
  limits: createRegionLimitRepository(),
  targets: {
    card: async (channelCustId, iccid) => ((await cards.card(channelCustId, iccid)) ? iccid : null),
    label: async (channelCustId, labelId) => (await labels.get(channelCustId, labelId))?.name ?? null,
    plan: async (channelCustId, goodsReleaseId) => {
      const plan = await plans.basic(goodsReleaseId);
      return plan && offeredTo(plan as never, channelCustId) ? plan.name : null;
    },
  },
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const id = str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ });
const channelCustId = optional(id);
const limitId = str({ max: 40, pattern: /^L\d{17}[0-9A-F]{6}$/ });
const version = int({ min: 1, max: 1_000_000 });
/** A limit as the form sends it (region-model.ts checks the codes against the catalogue, with its messages). */
const terms = {
  targetKind: oneOf(regionTargetKinds),
  targetId: optional(str({ max: 64 })),
  regions: arrayOf(
    obj({
      province: str({ max: 2, pattern: /^\d{2}$/ }),
      cities: arrayOf(str({ max: 4, pattern: /^\d{4}$/ }), { max: 100 }),
    }),
    { max: provinceCodes.length },
  ),
  action: oneOf(regionActions),
  enabled: optional(bool()),
};

export const handler = createApiHandler('region-limit', {
  list: route({
    input: {
      channelCustId,
      name: optional(str({ max: 64 })),
      action: optional(oneOf(regionActions)),
      state: optional(oneOf(['on', 'off'] as const)),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => limits.list(principal, body, lang),
  }),
  add: route({
    input: { channelCustId, ...terms },
    run: async (ctx) => new Reply(await limits.add(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  edit: route({
    input: { channelCustId, ...terms, limitId, version },
    run: async (ctx) => new Reply(await limits.edit(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  delete: route({
    input: { channelCustId, limitId, version },
    run: async (ctx) => new Reply(await limits.remove(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  switch: route({
    input: { channelCustId, limitId, version, enabled: bool() },
    run: async (ctx) => new Reply(await limits.switch(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  violations: route({
    input: { channelCustId, iccid: optional(str({ pattern: /^\d{19,20}$/ })), ...pageFields },
    run: ({ principal, body, lang }) => limits.violations(principal, body, lang),
  }),
});
