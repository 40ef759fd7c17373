/**
 * Rate plans: the platform's basic plans and event packs (one partition the card area reads), the
 * claim of a basic plan's code, an enterprise's retail plans and their change logs. The plan
 * attributes are the plan group's models (plan/); declared here are the keys and what keys need.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

export const basicPlanEntity = /* @__PURE__ */ entity({
  name: 'basic plan',
  attributes: {
    goodsReleaseId: attr<string>(),
    code: attr<string>(),
    name: attr<string>(),
    status: attr<'draft' | 'published' | 'disabled'>(),
    apns: optionalAttr<string[]>(),
    zones: optionalAttr<string[]>(),
    commservIds: optionalAttr<string[]>(),
  },
  key: ({ goodsReleaseId }: { goodsReleaseId: string }) => keys.basicPlan(goodsReleaseId),
});

export const basicPlanCodeEntity = /* @__PURE__ */ entity({
  name: 'basic plan code claim',
  attributes: { goodsReleaseId: attr<string>() },
  key: ({ code }: { code: string }) => keys.basicPlanCode(code),
});

export const eventPackEntity = /* @__PURE__ */ entity({
  name: 'event pack',
  attributes: { goodsReleaseId: attr<string>(), name: attr<string>(), quotaBytes: attr<number>(), status: attr<string>() },
  key: ({ goodsReleaseId }: { goodsReleaseId: string }) => keys.eventPack(goodsReleaseId),
});

export const retailPlanEntity = /* @__PURE__ */ entity({
  name: 'retail plan',
  attributes: {
    retailId: attr<string>(),
    channelCustId: attr<string>(),
    status: attr<'on' | 'off'>(),
    /** The secondary customers it is offered to. */
    custIds: attr<string[]>(),
    /** Optimistic concurrency: every write expects the version it read. */
    version: attr<number>(),
  },
  key: ({ channelCustId, retailId }: { channelCustId: string; retailId: string }) => keys.retailPlan(channelCustId, retailId),
});

export const retailRecordEntity = /* @__PURE__ */ entity({
  name: 'retail change-log entry',
  attributes: {
    action: attr<string>(),
    changes: attr<{ field: string; before: unknown; after: unknown }[]>(),
    by: attr<string>(),
    at: attr<string>(),
  },
  key: ({ channelCustId, retailId, at, id }: { channelCustId: string; retailId: string; at: string; id: string }) =>
    keys.retailRecord(channelCustId, retailId, at, id),
});
