/**
 * The open-API log: one entry per call of a `/cmp/open/` route, accepted or refused, under the
 * enterprise whose app key made it (or the platform when no enterprise's key did), by UTC day.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { API_LOG_SHARDS, altKeys, apiLogPlatformPartition, apiLogShard, keys, partitionKeys, tenantKey } from '../keys.ts';

export const apiLogEntity = /* @__PURE__ */ entity({
  name: 'open-API call',
  attributes: {
    /** ISO time the call arrived. */
    at: attr<string>(),
    /** API Gateway's request id (unique per call). */
    requestId: attr<string>(),
    /** The app key the caller sent ('' when it sent none or a malformed one). */
    appKey: attr<string>(),
    /** The enterprise of the app key, null when the key belongs to nobody. */
    channelCustId: attr<string | null>(),
    routeId: attr<string>(),
    path: attr<string>(),
    status: attr<number>(),
    /** The envelope's error code of a refused call. */
    errorCode: optionalAttr<number>(),
    latencyMs: attr<number>(),
    sourceIp: attr<string>(),
    /** TTL (epoch seconds): DynamoDB removes the entry 90 days after the call. */
    expiresAt: attr<number>(),
  },
  /** `tenant` is `CUST#<channelCustId>` or `PLATFORM` (tenantKey). */
  key: ({ tenant, at, requestId }: { tenant: string; at: string; requestId: string }) => keys.apiLog(tenant, at, requestId),
  indexes: {
    platform: {
      index: 'byAlternateId',
      uses: ['at', 'requestId'],
      key: (e) => altKeys.apiLogOfPlatform(e.at.slice(0, 10), apiLogShard(e.requestId), e.at, e.requestId),
    },
  },
});

/** The partitions a list reads for one UTC day: every shard of an enterprise's (table), or of the platform's (index `platform`). */
export const apiLogPartitions = {
  enterpriseDay: (channelCustId: string, day: string): string[] =>
    Array.from({ length: API_LOG_SHARDS }, (_, shard) => partitionKeys.apiLogDay(tenantKey(channelCustId), day, shard)),
  platformDay: (day: string): string[] =>
    Array.from({ length: API_LOG_SHARDS }, (_, shard) => apiLogPlatformPartition(day, shard)),
};
