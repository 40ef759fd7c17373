import type { CatalogueStore } from '../commserv/catalogue-store.ts';
import type { Commserv, Zone } from '../commserv/commserv-rules.ts';
import { ZONE_PK } from '../commserv/commserv.service.ts';
import { commservEntity } from '../shared/data/entities/catalogue.entity.ts';

export interface OperatorCommRow {
  operator: Zone['operator'];
  elementId: string;
  elementName: string;
  zoneStatus: Zone['status'];
  commservId: string;
  name: string;
  type: Commserv['type'];
  status: Commserv['status'];
}

/**
 * The communication services each operator carries: one row per (zone, service), through the
 * operator's zones. Reads the zone partition once and the services by key.
 */
export async function operatorCommList(store: CatalogueStore, operator?: Zone['operator']): Promise<OperatorCommRow[]> {
  const zones = await store.all<Zone>(ZONE_PK, { equals: { operator } });
  const ids = [...new Set(zones.flatMap((z) => z.commservIds))];
  const services = new Map(
    (await store.getMany<Commserv>(ids.map((id) => commservEntity.key({ commservId: id })))).map((c) => [c.commservId, c]),
  );
  const order = { CMCC: 0, CUCC: 1, CTCC: 2 } as const;
  return zones
    .sort((a, b) => order[a.operator] - order[b.operator] || a.elementName.localeCompare(b.elementName))
    .flatMap((z) =>
      z.commservIds
        .map((id) => services.get(id))
        .filter((c): c is Commserv => Boolean(c))
        .map((c) => ({
          operator: z.operator,
          elementId: z.elementId,
          elementName: z.elementName,
          zoneStatus: z.status,
          commservId: c.commservId,
          name: c.name,
          type: c.type,
          status: c.status,
        })),
    );
}
