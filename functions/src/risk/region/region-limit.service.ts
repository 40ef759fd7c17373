/**
 * Region limits as the API serves them (issue #16 item 4): an enterprise's limits — listed with the
 * target's name and the regions in the reader's language, added, edited at the version read, switched
 * on and off, deleted — each change audited; and the violations the session check recorded.
 * Tenant-scoped: an enterprise (3000) acts on its own, platform roles on the enterprise they name;
 * another enterprise's limit answers 404; a secondary customer has no region limits (403).
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../../audit/audit-trail.ts';
import type { AuditRepository } from '../../audit/audit.repository.ts';
import { type Principal, isPlatformRole } from '../../shared/auth/principal.ts';
import { requestedTenant } from '../../shared/auth/tenant.ts';
import { allOf, attributeContains, attributeIs } from '../../shared/data/list-filter.ts';
import { firstVersion, nextVersion, timeOrderedId } from '../../shared/data/versioned.ts';
import { AppError } from '../../shared/http/error-catalogue.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import type { RegionLimit, RegionLimitRepository, RegionViolation } from './region-limit.repository.ts';
import {
  type AllowedRegion,
  type RegionAction,
  type RegionTarget,
  type RegionTargetKind,
  cleanRegions,
  regionsProblem,
} from './region-model.ts';
import { cityName, placeName, provinceName } from './regions.ts';

export interface RegionTargetNames {
  /** The card's ICCID when the card is the enterprise's (null otherwise). */
  card(channelCustId: string, iccid: string): Promise<string | null>;
  label(channelCustId: string, labelId: string): Promise<string | null>;
  /** A basic plan's name when it is published to the enterprise. */
  plan(channelCustId: string, goodsReleaseId: string): Promise<string | null>;
}

export interface RegionLimitServiceDeps {
  limits: RegionLimitRepository;
  targets: RegionTargetNames;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

export interface LimitInput {
  targetKind: RegionTargetKind;
  targetId?: string;
  regions: AllowedRegion[];
  action: RegionAction;
  enabled?: boolean;
}

type Scoped = { channelCustId?: string };
type Ref = Scoped & { limitId: string };

/** `L<yyyyMMddHHmmssSSS><6 hex>`: limits list oldest first. */
export const limitIdOf = (now: Date, id: string) => timeOrderedId('L', now, id);

/** A limit's regions in words: 'Guangdong (Shenzhen, Guangzhou)', 'Beijing'. */
export const regionsInWords = (regions: readonly AllowedRegion[], lang: Lang): string[] =>
  regions.map((r) => {
    const province = provinceName(r.province, lang);
    if (!r.cities.length) return province;
    const sep = lang === 'en-US' ? ', ' : '、';
    return lang === 'en-US'
      ? `${province} (${r.cities.map((c) => cityName(c, lang)).join(sep)})`
      : `${province}（${r.cities.map((c) => cityName(c, lang)).join(sep)}）`;
  });

export const limitView = (l: RegionLimit, lang: Lang) => ({
  limitId: l.limitId,
  channelCustId: l.channelCustId,
  target: l.target,
  targetName: l.targetName,
  regions: l.regions,
  regionNames: regionsInWords(l.regions, lang),
  action: l.action,
  enabled: l.enabled,
  version: l.version,
  createdAt: l.createdAt,
  createdBy: l.createdBy,
  updatedAt: l.updatedAt,
  updatedBy: l.updatedBy,
});

export const violationView = (v: RegionViolation, lang: Lang) => ({
  iccid: v.iccid,
  msisdn: v.msisdn,
  sessionStart: v.sessionStart,
  province: v.province,
  city: v.city,
  place: placeName(v.province, v.city, lang),
  limits: v.limits.map((l) => ({ limitId: l.limitId, targetKind: l.target.kind, targetName: l.targetName })),
  action: v.action,
  outcome: v.outcome,
  reason: v.reason ?? null,
  recordedAt: v.recordedAt,
});

export function createRegionLimitService(d: RegionLimitServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);

  /** The enterprise a request acts on; secondary customers have no region limits. */
  const tenantOf = (p: Principal, body: Scoped): string => {
    if (!isPlatformRole(p) && p.roleType === 5000) throw new AppError('FORBIDDEN');
    return requestedTenant(p, body).channelCustId;
  };

  async function scoped(p: Principal, body: Ref & { version?: number }): Promise<RegionLimit> {
    const limit = await d.limits.get(tenantOf(p, body), body.limitId);
    if (!limit) throw new AppError('REGION_LIMIT_NOT_FOUND', {}, 'limitId');
    if (body.version !== undefined && body.version !== limit.version) throw new AppError('REGION_LIMIT_CHANGED');
    return limit;
  }

  /** Checks a draft (target present and the enterprise's, regions known) and answers the target's name. */
  async function checked(channelCustId: string, input: LimitInput, lang: Lang) {
    const id = input.targetId?.trim();
    if (!id) throw new AppError('REGION_TARGET_REQUIRED', {}, 'targetId');
    const problem = regionsProblem(input.regions, lang);
    if (problem) throw new AppError(problem.key, problem.params ?? {}, problem.field);
    const target: RegionTarget = { kind: input.targetKind, id };
    const targetName = await d.targets[target.kind](channelCustId, id);
    if (targetName === null) throw new AppError('REGION_TARGET_NOT_FOUND', {}, 'targetId');
    return { target, targetName, regions: cleanRegions(input.regions) };
  }

  const describe = (l: RegionLimit) =>
    `regionLimit ${l.channelCustId} ${l.limitId} ${l.target.kind}:${l.target.id} ${l.action} ${l.regions
      .map((r) => (r.cities.length ? `${r.province}[${r.cities.join(',')}]` : r.province))
      .join(' ')}`;

  const changedBy = (p: Principal, before: RegionLimit, set: Partial<RegionLimit>) =>
    nextVersion(before, set, p.loginName, d.clock());

  return {
    /** A page of the enterprise's limits, filtered by the target's name, the action and on/off. */
    async list(
      p: Principal,
      body: Scoped & { name?: string; action?: RegionAction; state?: 'on' | 'off'; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const channelCustId = tenantOf(p, body);
      const search = body.name?.trim();
      const filter = allOf([
        body.action && attributeIs('action', body.action),
        body.state && attributeIs('enabled', body.state === 'on'),
        search && attributeContains('targetName', search),
      ]);
      const page = await d.limits.page(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return { items: page.items.map((l) => limitView(l, lang)), cursor: page.cursor };
    },

    /** Adds a limit (on unless asked otherwise); a target that has a limit already is refused (409). */
    async add(p: Principal, body: LimitInput & Scoped, client: Client) {
      const channelCustId = tenantOf(p, body);
      const { target, targetName, regions } = await checked(channelCustId, body, client.lang);
      const now = d.clock();
      const limit: RegionLimit = {
        limitId: limitIdOf(now, newId()),
        channelCustId,
        target,
        targetName,
        regions,
        action: body.action,
        enabled: body.enabled ?? true,
        ...firstVersion(p.loginName, now),
      };
      await d.limits.write(limit, null);
      await audit(p, 'regionLimitChange', client, `${describe(limit)} add`);
      return limitView(limit, client.lang);
    },

    /** Replaces a limit's terms at the version read (a new target must have no limit yet). */
    async edit(p: Principal, body: LimitInput & Ref & { version: number }, client: Client) {
      const before = await scoped(p, body);
      const { target, targetName, regions } = await checked(before.channelCustId, body, client.lang);
      const after = changedBy(p, before, {
        target,
        targetName,
        regions,
        action: body.action,
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      });
      await d.limits.write(after, before);
      await audit(p, 'regionLimitChange', client, `${describe(after)} edit`);
      return limitView(after, client.lang);
    },

    async switch(p: Principal, body: Ref & { version: number; enabled: boolean }, client: Client) {
      const before = await scoped(p, body);
      const after = changedBy(p, before, { enabled: body.enabled });
      await d.limits.write(after, before);
      await audit(p, 'regionLimitChange', client, `${describe(after)} ${body.enabled ? 'on' : 'off'}`);
      return limitView(after, client.lang);
    },

    async remove(p: Principal, body: Ref & { version: number }, client: Client) {
      const limit = await scoped(p, body);
      await d.limits.remove(limit);
      await audit(p, 'regionLimitChange', client, `${describe(limit)} delete`);
      return { limitId: limit.limitId };
    },

    /** A page of the enterprise's violations, newest session first (one card's with `iccid`). */
    async violations(p: Principal, body: Scoped & { iccid?: string; cursor?: string; pageSize?: number }, lang: Lang) {
      const channelCustId = tenantOf(p, body);
      const filter = allOf([body.iccid && attributeIs('iccid', body.iccid)]);
      const page = await d.limits.violations(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return { items: page.items.map((v) => violationView(v, lang)), cursor: page.cursor };
    },
  };
}

export type RegionLimitService = ReturnType<typeof createRegionLimitService>;
