import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { commservEntity, zoneEntity } from '../shared/data/entities/catalogue.entity.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import {
  type CatalogueStatus,
  type Commserv,
  type CommservType,
  type Qos,
  STATUS_ALLOW,
  type Zone,
  assertQosConfigured,
  assertZoneUsable,
  checkPriority,
  newCommservId,
  normaliseDomains,
  normaliseRedirect,
  normaliseWhitelist,
  normaliseZoneServices,
} from './commserv-rules.ts';

export const COMMSERV_PK = commservEntity.prefix({}).pk;
export const ZONE_PK = zoneEntity.prefix({}).pk;

export interface CommservInput {
  name: string;
  type: CommservType;
  priority: number;
  directional: boolean;
  status?: CatalogueStatus;
  qos?: Qos;
  redirect?: string;
  whitelist?: string[];
  domains?: string[];
}

export interface ZoneInput {
  elementId?: string;
  elementName: string;
  operator: Zone['operator'];
  commservIds?: string[];
}

/** Platform roles (1000/2000) change the catalogue; every other role only reads it. */
function assertManager(p: Principal): void {
  if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
}

/** Zones and communication services of the platform catalogue. */
export function createCommservService(deps: { store: CatalogueStore; clock: () => Date; random?: () => number }) {
  const { store, clock } = deps;
  const now = () => clock().toISOString();

  async function load(commservId: string): Promise<Commserv> {
    const found = await store.get<Commserv>(commservEntity.key({ commservId }));
    if (!found) throw new AppError('COMMSERV_NOT_FOUND', {}, 'commservId');
    return found;
  }
  /** All of `ids`, or 'No such communication service.' for the first one missing. */
  async function loadAll(ids: readonly string[]): Promise<Commserv[]> {
    const found = await store.getMany<Commserv>(ids.map((id) => commservEntity.key({ commservId: id })));
    const byId = new Map(found.map((c) => [c.commservId, c]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing) throw new AppError('COMMSERV_NOT_FOUND', { commservId: missing }, 'commservIds');
    return ids.map((id) => byId.get(id)!);
  }
  async function loadZone(elementId: string): Promise<Zone> {
    const zone = await store.get<Zone>(zoneEntity.key({ elementId }));
    if (!zone) throw new AppError('ZONE_NOT_FOUND', {}, 'elementId');
    return zone;
  }

  function build(input: CommservInput, base: Pick<Commserv, 'commservId' | 'createdAt'>): Commserv {
    return {
      commservId: base.commservId,
      name: input.name.trim(),
      type: input.type,
      priority: checkPriority(input.priority),
      directional: input.directional === true,
      status: input.status ?? STATUS_ALLOW,
      ...(input.qos ? { qos: { uplinkKbps: input.qos.uplinkKbps, downlinkKbps: input.qos.downlinkKbps } } : {}),
      ...(normaliseRedirect(input.redirect) ? { redirect: normaliseRedirect(input.redirect) } : {}),
      whitelist: normaliseWhitelist(input.whitelist ?? []),
      domains: normaliseDomains(input.domains ?? []),
      createdAt: base.createdAt,
      updatedAt: now(),
    };
  }

  return {
    list(o: { name?: string; type?: CommservType; status?: CatalogueStatus; cursor?: string; pageSize?: number }) {
      return store.page<Commserv>(COMMSERV_PK, {
        filter: { equals: { type: o.type, status: o.status }, contains: { name: o.name?.trim() } },
        cursor: o.cursor,
        pageSize: o.pageSize ?? DEFAULT_PAGE_SIZE,
      });
    },
    detail: (commservId: string) => load(commservId),
    async add(p: Principal, input: CommservInput): Promise<Commserv> {
      assertManager(p);
      const at = now();
      for (let attempt = 0; ; attempt++) {
        const record = build(input, { commservId: newCommservId(deps.random), createdAt: at });
        try {
          await store.create(commservEntity.key(record), record);
          return record;
        } catch (e) {
          // A 9-digit id collided with an existing one: draw again (rare; bounded).
          if (!(e instanceof AppError && e.key === 'CONFLICT') || attempt >= 4) throw e;
        }
      }
    },
    async edit(p: Principal, commservId: string, input: CommservInput): Promise<Commserv> {
      assertManager(p);
      const current = await load(commservId);
      const record = build({ ...input, status: input.status ?? current.status }, current);
      await store.replace(commservEntity.key({ commservId }), record, 'COMMSERV_NOT_FOUND');
      return record;
    },
    async setStatus(p: Principal, commservId: string, status: CatalogueStatus): Promise<Commserv> {
      assertManager(p);
      const record = { ...(await load(commservId)), status, updatedAt: now() };
      await store.replace(commservEntity.key({ commservId }), record, 'COMMSERV_NOT_FOUND');
      return record;
    },
    /** Services with QoS configured: the ones the speed-limit page offers. */
    async qosList(o: { cursor?: string; pageSize?: number }): Promise<Page<Commserv>> {
      return store.page<Commserv>(COMMSERV_PK, {
        filter: { exists: ['qos'] },
        cursor: o.cursor,
        pageSize: o.pageSize ?? DEFAULT_PAGE_SIZE,
      });
    },
    /** Applies one speed limit to the chosen services; all must have QoS configured, or nothing changes. */
    async applySpeedLimit(p: Principal, commservIds: string[], qos: Qos): Promise<Commserv[]> {
      assertManager(p);
      const services = await loadAll([...new Set(commservIds)]);
      assertQosConfigured(services);
      const at = now();
      const updated = services.map((s) => ({ ...s, qos: { ...qos }, updatedAt: at }));
      await store.replaceAll(
        updated.map((s) => ({ key: commservEntity.key(s), item: s })),
        'COMMSERV_NOT_FOUND',
      );
      return updated;
    },
    /** Sets (a valid http(s) URL) or clears (empty) the redirection address of the chosen services. */
    async setRedirect(p: Principal, commservIds: string[], redirect: string): Promise<Commserv[]> {
      assertManager(p);
      const target = normaliseRedirect(redirect);
      const services = await loadAll([...new Set(commservIds)]);
      const at = now();
      const updated = services.map(({ redirect: _old, ...s }) => ({
        ...s,
        ...(target ? { redirect: target } : {}),
        updatedAt: at,
      }));
      await store.replaceAll(
        updated.map((s) => ({ key: commservEntity.key(s), item: s })),
        'COMMSERV_NOT_FOUND',
      );
      return updated;
    },
    async zones(o: { operator?: Zone['operator']; status?: CatalogueStatus }): Promise<Zone[]> {
      return store.all<Zone>(ZONE_PK, { equals: { operator: o.operator, status: o.status } });
    },
    async zoneDetail(elementId: string): Promise<Zone & { services: Commserv[] }> {
      const zone = await loadZone(elementId);
      const services = await store.getMany<Commserv>(zone.commservIds.map((id) => commservEntity.key({ commservId: id })));
      return { ...zone, services };
    },
    /**
     * Creates a zone (no elementId) or changes one. A blocked zone cannot be changed ('Zone status
     * is blocked.'); its services must exist ('No such communication service.').
     */
    async saveZone(p: Principal, input: ZoneInput): Promise<Zone> {
      assertManager(p);
      const commservIds = normaliseZoneServices(input.commservIds ?? []);
      await loadAll(commservIds);
      const at = now();
      if (!input.elementId) {
        const zone: Zone = {
          elementId: `Z${Date.parse(at).toString(36).toUpperCase()}${Math.floor((deps.random ?? Math.random)() * 1296)
            .toString(36)
            .toUpperCase()
            .padStart(2, '0')}`,
          elementName: input.elementName.trim(),
          operator: input.operator,
          status: STATUS_ALLOW,
          commservIds,
          createdAt: at,
          updatedAt: at,
        };
        await store.create(zoneEntity.key(zone), zone);
        return zone;
      }
      const current = await loadZone(input.elementId);
      assertZoneUsable(current);
      const zone: Zone = {
        ...current,
        elementName: input.elementName.trim(),
        operator: input.operator,
        commservIds,
        updatedAt: at,
      };
      await store.replace(zoneEntity.key(zone), zone, 'ZONE_NOT_FOUND');
      return zone;
    },
    async setZoneStatus(p: Principal, elementId: string, status: CatalogueStatus): Promise<Zone> {
      assertManager(p);
      const zone = { ...(await loadZone(elementId)), status, updatedAt: now() };
      await store.replace(zoneEntity.key({ elementId }), zone, 'ZONE_NOT_FOUND');
      return zone;
    },
  };
}

export type CommservService = ReturnType<typeof createCommservService>;
