import { partitionKeys } from './partitions.ts';

/**
 * An enterprise's daily open-API call counter is spread over this many items in as many partition keys,
 * each counting up to its share of the daily limit (api-manager/usage-shards.ts).
 */
export const API_USAGE_SHARDS = 8;

/**
 * The platform's open-API log is written over this many index partitions per day, so that no single
 * partition takes every call of the platform; the platform's list reads them all and merges.
 */
export const API_LOG_SHARDS = 4;
/** The `byAlternateId` partition of one shard of a day of the platform's open-API log. */
export const apiLogPlatformPartition = (day: string, shard: number): string => `PLATFORM#APILOGS#${day}#${shard}`;
/** The shard of a call: a stable hash of its request id. */
export function apiLogShard(requestId: string): number {
  let h = 0;
  for (let i = 0; i < requestId.length; i++) h = (h * 31 + requestId.charCodeAt(i)) >>> 0;
  return h % API_LOG_SHARDS;
}

/** The open API: settings, call counters, app keys, the call log, widget sessions, tokens and origins. */
export const openApiKeys = {
  /** An enterprise's open-API settings: app key and secret, switches, daily limit, IP allow-list. */
  apiConfig: (channelCustId: string) => ({ pk: `CUST#${channelCustId}`, sk: 'API#CONFIG' }),
  /**
   * One shard (0..API_USAGE_SHARDS-1) of an enterprise's open-API call counter for one Asia/Shanghai day
   * (`YYYY-MM-DD`), each shard its own partition key; expires after a few days.
   */
  apiUsageShard: (channelCustId: string, shard: number, day: string) => ({
    pk: `CUST#${channelCustId}#APIUSE#${shard}`,
    sk: `API#USAGE#${day}`,
  }),
  /** Which enterprise an app key belongs to, for signed open-API calls that carry only the key. */
  appKeyDirectory: (appKey: string) => ({ pk: `APPKEY#${appKey}`, sk: 'APPKEY' }),
  /** One open-API call, under its tenant and UTC day, by time then request id (newest first by a backwards Query). */
  apiLog: (tenant: string, at: string, requestId: string) => ({
    pk: partitionKeys.apiLogDay(tenant, at.slice(0, 10), apiLogShard(requestId)),
    sk: `${at}#${requestId}`,
  }),
  /** A widget session minted by a partner's backend (open API v1), exchanged once for a token; expires with TTL. */
  widgetSession: (sessionId: string) => ({ pk: `WIDGET#SESSION#${sessionId}`, sk: 'SESSION' }),
  /** A read-only widget token, by the SHA-256 of the token (the token itself is never stored). */
  widgetToken: (tokenHash: string) => ({ pk: `WIDGET#TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** An enterprise that allows a browser origin to call the widget routes (the CORS preflight reads one of them). */
  widgetOrigin: (origin: string, channelCustId: string) => ({ pk: `WIDGET#ORIGIN#${origin}`, sk: `CUST#${channelCustId}` }),
} as const;

/** Every tenant's open-API calls of a day (the platform's view). */
export const openApiAltKeys = {
  /** On an open-API call: every tenant's calls of a UTC day, spread over API_LOG_SHARDS partitions (the platform's view). */
  apiLogOfPlatform: (day: string, shard: number, at: string, requestId: string) => ({
    gsi2pk: apiLogPlatformPartition(day, shard),
    gsi2sk: `${at}#${requestId}`,
  }),
};
