/**
 * The data pool aggregate of an enterprise: the pool, one membership per card (with the quota it
 * brought), its block records, and the pool changes with their fail logs.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import type { Operator } from './card.entity.ts';
import { createdStamps } from './stamps.ts';

export const POOL_TYPES = ['shared'] as const;
export const POOL_STATUSES = ['normal', 'blocked'] as const;

export const poolEntity = /* @__PURE__ */ entity({
  name: 'data pool',
  attributes: {
    poolId: attr<string>(),
    channelCustId: attr<string>(),
    name: attr<string>(),
    /** The lower-cased name, for the name filter. */
    nameKey: optionalAttr<string>(),
    poolType: attr<(typeof POOL_TYPES)[number]>(),
    operator: attr<Operator>(),
    /** Operating mode of the member cards' plans (spec §5: different modes cannot be pooled). */
    modeType: attr<'00' | '01' | '02'>(),
    /** The one area (zone) the pool covers (spec §5: one area at a time). */
    elementId: attr<string>(),
    elementName: attr<string>(),
    cardCount: attr<number>(),
    /** Sum of the members' plan quotas, in bytes, kept on every change. */
    totalBytes: attr<number>(),
    /** Members' usage of `usedMonth` (Asia/Shanghai) as last computed, in bytes. */
    usedBytes: attr<number>(),
    usedMonth: attr<string | null>(),
    usedAt: attr<string | null>(),
    status: attr<(typeof POOL_STATUSES)[number]>(),
    /** How the pool was blocked: by its usage (lifted when usage falls below the total) or by hand. */
    blockKind: attr<'auto' | 'manual' | null>(),
    ...createdStamps,
  },
  key: ({ channelCustId, poolId }: { channelCustId: string; poolId: string }) => keys.pool(channelCustId, poolId),
});

export const poolCardEntity = /* @__PURE__ */ entity({
  name: 'pool membership',
  attributes: { iccid: attr<string>(), quotaBytes: attr<number>(), joinedAt: attr<string>() },
  key: ({ channelCustId, poolId, iccid }: { channelCustId: string; poolId: string; iccid: string }) =>
    keys.poolCard(channelCustId, poolId, iccid),
});

export const poolBlockEntity = /* @__PURE__ */ entity({
  name: 'pool block record',
  attributes: {
    poolId: attr<string>(),
    action: attr<'block' | 'unblock'>(),
    kind: attr<'auto' | 'manual'>(),
    /** Free text of a manual action; `quotaExhausted` / `quotaAvailable` for automatic ones. */
    reason: attr<string>(),
    by: attr<string>(),
    at: attr<string>(),
    usedBytes: attr<number>(),
    totalBytes: attr<number>(),
  },
  key: ({ channelCustId, poolId, at, id }: { channelCustId: string; poolId: string; at: string; id: string }) =>
    keys.poolBlock(channelCustId, poolId, at, id),
});

export const poolChangeEntity = /* @__PURE__ */ entity({
  name: 'pool change',
  attributes: {
    batchId: attr<string>(),
    channelCustId: attr<string>(),
    poolId: attr<string>(),
    poolName: attr<string>(),
    action: attr<'add' | 'remove'>(),
    status: attr<'processing' | 'done'>(),
    total: attr<number>(),
    succeeded: attr<number>(),
    unchanged: attr<number>(),
    failed: attr<number>(),
    ...createdStamps,
    finishedAt: attr<string | null>(),
  },
  /** Batch ids sort by time, so the enterprise's changes are one Query, newest first backwards. */
  key: ({ channelCustId, batchId }: { channelCustId: string; batchId: string }) => keys.poolChange(channelCustId, batchId),
});

export const poolChangeFailureEntity = /* @__PURE__ */ entity({
  name: 'pool change failure',
  attributes: { iccid: attr<string>(), reason: attr<string>() },
  key: ({ channelCustId, batchId, iccid }: { channelCustId: string; batchId: string; iccid: string }) =>
    keys.poolChangeFailure(channelCustId, batchId, iccid),
});
