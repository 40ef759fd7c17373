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

export const apiUsageDayEntity = /* @__PURE__ */ entity({
  name: 'open-API calls of a day',
  attributes: { calls: attr<number>(), expiresAt: attr<number>() },
  /** `day` is the Asia/Shanghai day, `YYYY-MM-DD`. */
  key: ({ channelCustId, day }: { channelCustId: string; day: string }) => keys.apiUsageDay(channelCustId, day),
});

export const appKeyDirectoryEntity = /* @__PURE__ */ entity({
  name: 'app key directory',
  attributes: { appKey: attr<string>(), channelCustId: attr<string>() },
  key: ({ appKey }: { appKey: string }) => keys.appKeyDirectory(appKey),
});
