import { randomUUID } from 'node:crypto';
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { DEAD_STATES, type Slot, iccidIn, normaliseSn, pairProblem, visibleTo } from './dsim-rules.ts';
import type { DsimCard, DsimPair, DsimRepository, LogEntry } from './dsim.repository.ts';

type Scoped = { channelCustId?: string };

/** A row of the dual-SIM list: the pair with both cards as they are now (null when a card no longer exists). */
export interface DsimRow extends DsimPair {
  custId: string | null;
  /** The list only: the secondary customer's name (null when unallocated or nameless). */
  customerName?: string | null;
  card1: Omit<DsimCard, 'dsimSn'> | null;
  card2: Omit<DsimCard, 'dsimSn'> | null;
}

/**
 * Dual-SIM devices (docs/api.md "Dual-SIM list"). The enterprise comes from the principal (platform
 * roles name it); a secondary customer sees pairs whose both cards are allocated to it and never
 * changes them. Changes need 2100001 and are platform-side records with a card-log entry on both cards.
 */
export function createDsimService(d: {
  dsim: DsimRepository;
  clock: () => Date;
  /** Names the list's customers; a worker that only pairs cards (card import) has no need of it. */
  customers?: Pick<CustomerNames, 'secondary'>;
}) {
  const tenantOf = (p: Principal, body: Scoped): Tenant => requestedTenant(p, { channelCustId: body.channelCustId });
  const writerTenant = (p: Principal, body: Scoped): Tenant => {
    if (p.roleType === 5000) throw new AppError('FORBIDDEN');
    return tenantOf(p, body);
  };
  const view = ({ dsimSn: _d, ...c }: DsimCard) => c;

  async function rows(tenant: Tenant, pairs: DsimPair[]): Promise<DsimRow[]> {
    const cards = await d.dsim.cards(
      tenant.channelCustId,
      pairs.flatMap((p) => [p.iccid1, p.iccid2]),
    );
    return pairs
      .map((p) => ({ p, c1: cards.get(p.iccid1) ?? null, c2: cards.get(p.iccid2) ?? null }))
      .filter(({ c1, c2 }) => visibleTo(tenant.custId, [c1, c2]))
      .map(({ p, c1, c2 }) => ({
        ...p,
        custId: c1?.custId ?? c2?.custId ?? null,
        card1: c1 && view(c1),
        card2: c2 && view(c2),
      }));
  }

  /** The pair of a serial number, as the tenant may see it; otherwise not found. */
  async function load(tenant: Tenant, sn: string): Promise<DsimRow> {
    const pair = await d.dsim.get(tenant.channelCustId, normaliseSn(sn));
    const [row] = pair ? await rows(tenant, [pair]) : [];
    if (!row) throw new AppError('NOT_FOUND', {}, 'sn');
    return row;
  }

  const logs = (
    at: string,
    by: string,
    action: LogEntry['action'],
    detail: Record<string, string | number>,
  ): [LogEntry, LogEntry] => [
    { id: randomUUID(), at, action, detail, by },
    { id: randomUUID(), at, action, detail, by },
  ];

  /**
   * The one pairing rule set and transaction (the pair route and the dual-SIM import both use it):
   * two cards of the enterprise, not paired yet, not 66/67, same allocation. Refusals are AppErrors;
   * `importId` marks the pair item, so a retried import chunk recognises the pairs it wrote.
   */
  async function pairCards(
    channelCustId: string,
    body: { sn: string; iccid1: string; iccid2: string },
    by: string,
    importId?: string,
  ): Promise<DsimPair> {
    const sn = normaliseSn(body.sn);
    const [i1, i2] = [body.iccid1.trim(), body.iccid2.trim()];
    if (i1 === i2) throw new AppError('DSIM_SAME_ICCID', {}, 'iccid2');
    const cards = await d.dsim.cards(channelCustId, [i1, i2]);
    const c1 = cards.get(i1);
    const c2 = cards.get(i2);
    // Unknown and other enterprises' cards answer alike, so nothing is learnt about foreign ICCIDs.
    if (!c1) throw new AppError('DSIM_CARD_NOT_FOUND', { iccid: i1 }, 'iccid1');
    if (!c2) throw new AppError('DSIM_CARD_NOT_FOUND', { iccid: i2 }, 'iccid2');
    const problem = pairProblem(c1, c2);
    if (problem) {
      const field = 'iccid' in problem ? (problem.iccid === i1 ? 'iccid1' : 'iccid2') : 'iccid2';
      throw new AppError(problem.code, 'iccid' in problem ? { iccid: problem.iccid } : {}, field);
    }
    const at = d.clock().toISOString();
    const pair: DsimPair = {
      sn,
      channelCustId,
      iccid1: i1,
      iccid2: i2,
      activeSlot: 1,
      createdAt: at,
      createdBy: by,
      updatedAt: at,
      updatedBy: by,
      ...(importId ? { importId } : {}),
    };
    await d.dsim.pair(pair, logs(at, by, 'dsimPair', { sn, iccid1: i1, iccid2: i2 }));
    return pair;
  }

  async function listPage(tenant: Tenant, body: { sn?: string; iccid?: string; cursor?: string; pageSize?: number }) {
    const iccid = body.iccid?.trim();
    if (iccid) {
      const card = (await d.dsim.cards(tenant.channelCustId, [iccid])).get(iccid);
      const pair = card?.dsimSn ? await d.dsim.get(tenant.channelCustId, card.dsimSn) : null;
      const items = pair ? await rows(tenant, [pair]) : [];
      const sn = body.sn ? normaliseSn(body.sn) : '';
      return { items: items.filter((r) => r.sn.startsWith(sn)), cursor: null };
    }
    const page = await d.dsim.page(tenant.channelCustId, {
      snPrefix: body.sn ? normaliseSn(body.sn) : undefined,
      cursor: body.cursor,
      pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
    });
    return { items: await rows(tenant, page.items), cursor: page.cursor };
  }

  return {
    pairCards,
    /** One page of pairs (filter by serial-number prefix), or the one pair of a card (filter by ICCID); customers by name. */
    async list(
      p: Principal,
      body: Scoped & { sn?: string; iccid?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ): Promise<Page<DsimRow>> {
      const tenant = tenantOf(p, body);
      const page = await listPage(tenant, body);
      const custIds = page.items.flatMap((r) => (r.custId ? [r.custId] : []));
      const named = d.customers ? await d.customers.secondary(tenant.channelCustId, custIds, lang) : [];
      const names = new Map(named.map((c) => [c.custId, c.name]));
      return { ...page, items: page.items.map((r) => ({ ...r, customerName: r.custId ? (names.get(r.custId) ?? null) : null })) };
    },

    /** Pairs two cards of the enterprise in a device; iccid1 is the primary slot and starts active. */
    async pair(p: Principal, body: Scoped & { sn: string; iccid1: string; iccid2: string }): Promise<DsimRow> {
      const tenant = writerTenant(p, body);
      const pair = await pairCards(tenant.channelCustId, body, p.loginName);
      const [row] = await rows({ channelCustId: tenant.channelCustId, custId: null }, [pair]);
      return row!;
    },

    async unpair(p: Principal, body: Scoped & { sn: string }) {
      const tenant = writerTenant(p, body);
      const row = await load(tenant, body.sn);
      const at = d.clock().toISOString();
      await d.dsim.unpair(row, logs(at, p.loginName, 'dsimUnpair', { sn: row.sn, iccid1: row.iccid1, iccid2: row.iccid2 }));
      return { sn: row.sn, iccids: [row.iccid1, row.iccid2] };
    },

    /** Makes `activeSlot` the active card; already active changes nothing. The target card must carry traffic. */
    async switch(p: Principal, body: Scoped & { sn: string; activeSlot: Slot }): Promise<DsimRow> {
      const tenant = writerTenant(p, body);
      const row = await load(tenant, body.sn);
      if (row.activeSlot === body.activeSlot) return row;
      const target = body.activeSlot === 1 ? row.card1 : row.card2;
      const iccid = iccidIn(row, body.activeSlot);
      if (!target || DEAD_STATES.includes(target.state)) throw new AppError('DSIM_CARD_UNAVAILABLE', { iccid }, 'activeSlot');
      const at = d.clock().toISOString();
      await d.dsim.switchSlot(
        row,
        body.activeSlot,
        at,
        p.loginName,
        logs(at, p.loginName, 'dsimSwitch', { sn: row.sn, from: row.activeSlot, to: body.activeSlot, activeIccid: iccid }),
      );
      return { ...row, activeSlot: body.activeSlot, updatedAt: at, updatedBy: p.loginName };
    },
  };
}
