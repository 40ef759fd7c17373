import { type Client as AuditClient, auditWriter } from '../audit/audit-trail.ts';
import type { AuditAction, AuditRepository } from '../audit/audit.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import type { ApiConfigRepository } from './api-config.repository.ts';
import { type ApiConfigRecord, type ApiStatus, type IpEntry, type OriginEntry, defaultApiConfig } from './api-config.ts';
import { IP_LIST_MAX, canonicalIpEntry } from './ip-rules.ts';
import { USAGE_TTL_SECONDS, checkDailyLimit } from './limit-rules.ts';
import { WIDGET_ORIGINS_MAX, canonicalOrigin } from './origin-rules.ts';
import { newCredentials, secretHint } from './signature.ts';

/** Where a settings change came from, for the audit entry. */
export type Client = Pick<AuditClient, 'sourceIp' | 'userAgent'>;

type Target = { channelCustId?: string };

export interface AppKeyView {
  appKey: string;
  /** The last four characters of the secret: enough to tell which secret a partner holds. */
  secretHint: string;
  createdAt: string;
}

export interface ConfigView {
  channelCustId: string;
  hasAppKey: boolean;
  status: ApiStatus;
  ipEnforced: boolean;
  ipCount: number;
  dailyLimit: number;
  usedToday: number;
  /** The Asia/Shanghai day `usedToday` counts. */
  day: string;
}

export function createApiManagerService(d: {
  configs: ApiConfigRepository;
  audit: AuditRepository;
  clock: () => Date;
  credentials?: () => { appKey: string; secret: string };
}) {
  const credentials = d.credentials ?? (() => newCredentials());

  /** The enterprise a request acts on (platform roles name it; channel roles only their own) and its settings. */
  async function load(p: Principal, body: Target): Promise<ApiConfigRecord> {
    const { channelCustId } = requestedTenant(p, body);
    const stored = await d.configs.get(channelCustId);
    if (stored) return stored;
    if (isPlatformRole(p) && !(await d.configs.enterpriseExists(channelCustId))) throw new AppError('API_CUSTOMER_UNKNOWN');
    return defaultApiConfig(channelCustId);
  }

  /** Saves a change of the settings read by `load` and leaves an audit entry. */
  async function change(
    p: Principal,
    c: Client,
    before: ApiConfigRecord,
    patch: Partial<ApiConfigRecord>,
    action: AuditAction,
    detail: string,
    save: (next: ApiConfigRecord, now: Date) => Promise<void> = (next) => d.configs.save(next),
  ) {
    const now = d.clock();
    const next: ApiConfigRecord = { ...before, ...patch, version: before.version + 1, updatedAt: now.toISOString() };
    await save(next, now);
    await audit(p, action, c, `${before.channelCustId} ${detail}`);
    return next;
  }

  const audit = auditWriter(d);

  async function configView(r: ApiConfigRecord): Promise<ConfigView> {
    const day = shanghaiDay(d.clock());
    return {
      channelCustId: r.channelCustId,
      hasAppKey: Boolean(r.appKey),
      status: r.status,
      ipEnforced: r.ipEnforced,
      ipCount: r.ipList.length,
      dailyLimit: r.dailyLimit,
      usedToday: await d.configs.usedOn(r.channelCustId, day),
      day,
    };
  }

  const limitView = async (r: ApiConfigRecord) => {
    const { dailyLimit, usedToday, day } = await configView(r);
    return { dailyLimit, usedToday, day };
  };

  async function setEnforced(p: Principal, body: Target, c: Client, on: boolean) {
    const r = await load(p, body);
    if (on && r.ipList.length === 0) throw new AppError('API_IP_LIST_EMPTY');
    if (r.ipEnforced === on) return configView(r);
    return configView(await change(p, c, r, { ipEnforced: on }, 'apiIpChange', on ? 'allow-list on' : 'allow-list off'));
  }

  return {
    /** The current app key without its secret, or null when the enterprise has none. */
    async appKey(p: Principal, body: Target): Promise<AppKeyView | null> {
      const r = await load(p, body);
      if (!r.appKey || !r.secret) return null;
      return { appKey: r.appKey, secretHint: secretHint(r.secret), createdAt: r.keyCreatedAt ?? '' };
    },

    /** Creates or rotates the app key; the new secret is answered here once and never again. */
    async resetAppKey(p: Principal, body: Target, c: Client): Promise<AppKeyView & { secret: string }> {
      const r = await load(p, body);
      const { appKey, secret } = credentials();
      const now = d.clock().toISOString();
      const next = { ...r, appKey, secret, keyCreatedAt: now, version: r.version + 1, updatedAt: now };
      await d.configs.rotateKey(next, r.appKey);
      await audit(p, 'apiKeyReset', c, `${r.channelCustId} ${appKey}${r.appKey ? ` (was ${r.appKey})` : ''}`);
      return { appKey, secret, secretHint: secretHint(secret), createdAt: now };
    },

    config: async (p: Principal, body: Target) => configView(await load(p, body)),

    /** Opens or stops the open API of the enterprise. */
    async setStatus(p: Principal, body: Target & { status: ApiStatus }, c: Client) {
      const r = await load(p, body);
      if (r.status === body.status) return configView(r);
      return configView(await change(p, c, r, { status: body.status }, 'apiSwitch', `API ${body.status}`));
    },

    async ipList(p: Principal, body: Target): Promise<{ items: IpEntry[]; ipEnforced: boolean; max: number }> {
      const r = await load(p, body);
      return { items: r.ipList, ipEnforced: r.ipEnforced, max: IP_LIST_MAX };
    },

    async saveIp(p: Principal, body: Target & { ip: string; remark?: string }, c: Client): Promise<IpEntry> {
      const ip = canonicalIpEntry(body.ip);
      if (!ip) throw new AppError('API_IP_FORMAT', {}, 'ip');
      const r = await load(p, body);
      if (r.ipList.some((e) => e.ip === ip)) throw new AppError('API_IP_DUPLICATE', {}, 'ip');
      if (r.ipList.length >= IP_LIST_MAX) throw new AppError('API_IP_LIST_FULL', { max: IP_LIST_MAX }, 'ip');
      const entry: IpEntry = {
        ip,
        remark: body.remark?.trim() ?? '',
        createdBy: p.loginName,
        createdAt: d.clock().toISOString(),
      };
      await change(p, c, r, { ipList: [...r.ipList, entry] }, 'apiIpChange', `add ${ip}`);
      return entry;
    },

    async deleteIp(p: Principal, body: Target & { ip: string }, c: Client): Promise<null> {
      const ip = canonicalIpEntry(body.ip) ?? body.ip;
      const r = await load(p, body);
      if (!r.ipList.some((e) => e.ip === ip)) throw new AppError('NOT_FOUND', {}, 'ip');
      if (r.ipEnforced && r.ipList.length === 1) throw new AppError('API_IP_LIST_EMPTY', {}, 'ip');
      await change(p, c, r, { ipList: r.ipList.filter((e) => e.ip !== ip) }, 'apiIpChange', `delete ${ip}`);
      return null;
    },

    openIpList: (p: Principal, body: Target, c: Client) => setEnforced(p, body, c, true),
    stopIpList: (p: Principal, body: Target, c: Client) => setEnforced(p, body, c, false),

    limit: async (p: Principal, body: Target) => limitView(await load(p, body)),

    /** The browser origins allowed to embed the enterprise's widgets (CORS of the widget routes). */
    async originList(p: Principal, body: Target): Promise<{ items: OriginEntry[]; max: number }> {
      const r = await load(p, body);
      return { items: r.widgetOrigins ?? [], max: WIDGET_ORIGINS_MAX };
    },

    async saveOrigin(p: Principal, body: Target & { origin: string }, c: Client): Promise<OriginEntry> {
      const origin = canonicalOrigin(body.origin);
      if (!origin) throw new AppError('WIDGET_ORIGIN_FORMAT', {}, 'origin');
      const r = await load(p, body);
      const list = r.widgetOrigins ?? [];
      if (list.some((e) => e.origin === origin)) throw new AppError('WIDGET_ORIGIN_DUPLICATE', {}, 'origin');
      if (list.length >= WIDGET_ORIGINS_MAX) throw new AppError('WIDGET_ORIGIN_FULL', { max: WIDGET_ORIGINS_MAX }, 'origin');
      const now = d.clock().toISOString();
      const entry: OriginEntry = { origin, createdBy: p.loginName, createdAt: now };
      await d.configs.saveOrigins(
        { ...r, widgetOrigins: [...list, entry], version: r.version + 1, updatedAt: now },
        { add: origin },
      );
      await audit(p, 'apiOriginChange', c, `${r.channelCustId} add ${origin}`);
      return entry;
    },

    async deleteOrigin(p: Principal, body: Target & { origin: string }, c: Client): Promise<null> {
      const origin = canonicalOrigin(body.origin) ?? body.origin;
      const r = await load(p, body);
      const list = r.widgetOrigins ?? [];
      if (!list.some((e) => e.origin === origin)) throw new AppError('NOT_FOUND', {}, 'origin');
      const now = d.clock().toISOString();
      const next = { ...r, widgetOrigins: list.filter((e) => e.origin !== origin), version: r.version + 1, updatedAt: now };
      await d.configs.saveOrigins(next, { remove: origin });
      await audit(p, 'apiOriginChange', c, `${r.channelCustId} delete ${origin}`);
      return null;
    },

    async saveLimit(p: Principal, body: Target & { dailyLimit: number }, c: Client) {
      const dailyLimit = checkDailyLimit(body.dailyLimit);
      const r = await load(p, body);
      if (r.dailyLimit === dailyLimit) return limitView(r);
      // Today's counter shards get what is left of the new limit in the same write (usage-shards.ts).
      const saveWithShares = (next: ApiConfigRecord, now: Date) =>
        d.configs.saveLimit(next, shanghaiDay(now), Math.floor(now.getTime() / 1000) + USAGE_TTL_SECONDS);
      return limitView(
        await change(p, c, r, { dailyLimit }, 'apiLimitChange', `${r.dailyLimit} → ${dailyLimit}`, saveWithShares),
      );
    },
  };
}

export type ApiManagerService = ReturnType<typeof createApiManagerService>;
