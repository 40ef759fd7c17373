/** The open-API aggregate of an enterprise: its settings, the app-key directory and the calls of each day. */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

export const apiConfigEntity = /* @__PURE__ */ entity({
  name: 'open-API settings',
  attributes: {
    channelCustId: attr<string>(),
    appKey: optionalAttr<string>(),
    /** Needed in clear to check HMAC signatures; never leaves the server after the reset that made it. */
    secret: optionalAttr<string>(),
    keyCreatedAt: optionalAttr<string>(),
    status: attr<'open' | 'stopped'>(),
    ipEnforced: attr<boolean>(),
    dailyLimit: attr<number>(),
    /** IPv4 addresses or CIDR blocks in canonical form. */
    ipList: attr<{ ip: string; remark: string; createdBy: string; createdAt: string }[]>(),
    /** Browser origins allowed to call the widget routes (canonical `scheme://host[:port]`); each also in the origin directory. */
    widgetOrigins: optionalAttr<{ origin: string; createdBy: string; createdAt: string }[]>(),
    /** Optimistic-concurrency counter: every write expects the version it read. */
    version: attr<number>(),
    updatedAt: optionalAttr<string>(),
  },
  key: ({ channelCustId }: { channelCustId: string }) => keys.apiConfig(channelCustId),
});

/** One shard of an enterprise's open-API calls of a day (api-manager/usage-shards.ts). */
export const apiUsageDayEntity = /* @__PURE__ */ entity({
  name: 'open-API calls of a day (one shard)',
  attributes: {
    calls: attr<number>(),
    /** The shard's share of the limit, set when the limit changed during the day (else its part of the limit). */
    share: optionalAttr<number>(),
    expiresAt: attr<number>(),
  },
  /** `day` is the Asia/Shanghai day, `YYYY-MM-DD`; `shard` 0..API_USAGE_SHARDS-1. */
  key: ({ channelCustId, shard, day }: { channelCustId: string; shard: number; day: string }) =>
    keys.apiUsageShard(channelCustId, shard, day),
});

export const appKeyDirectoryEntity = /* @__PURE__ */ entity({
  name: 'app key directory',
  attributes: { appKey: attr<string>(), channelCustId: attr<string>() },
  key: ({ appKey }: { appKey: string }) => keys.appKeyDirectory(appKey),
});
