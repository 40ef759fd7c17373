/**
 * The pool usage view of an enterprise on one day (spec §2 Shortcuts: cust-operation list and
 * detail). Read on request, bounded: at most {@link POOLED_CARDS_MAX} pooled cards per enterprise
 * (docs/decisions.md "Quick entries").
 */
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';
import {
  type OperationRow,
  type PooledCard,
  type RowFilter,
  filterRows,
  groupIdOf,
  groupRows,
  usageUpTo,
} from './cust-operation-model.ts';
import type { CustOperationRepository } from './cust-operation.repository.ts';

/** The most pooled cards one view reads (about 100 BatchGets of cards and of usage). */
export const POOLED_CARDS_MAX = 5000;

export interface ListInput extends RowFilter {
  channelCustId?: string;
  queryDate: string;
}
export interface DetailInput {
  channelCustId?: string;
  accountName: string;
  ratePlanName: string;
  zoneName: string;
  queryDate: string;
}

export function createCustOperationService(d: { repo: CustOperationRepository; names: CustomerNames; clock: () => Date }) {
  /** Every pooled card of the enterprise with its usage of the day (a secondary customer's view: its own cards). */
  async function pooledCards(channelCustId: string, custId: string | null, queryDate: string): Promise<PooledCard[]> {
    if (queryDate > shanghaiDay(d.clock())) throw new AppError('QUICK_DAY_IN_FUTURE', undefined, 'queryDate');
    const pools = await d.repo.pools(channelCustId);
    const memberships: { pool: (typeof pools)[number]; iccid: string; quotaBytes: number }[] = [];
    for (const pool of pools) {
      const members = await d.repo.members(channelCustId, pool.poolId, POOLED_CARDS_MAX - memberships.length);
      memberships.push(...members.map((m) => ({ pool, ...m })));
      if (memberships.length > POOLED_CARDS_MAX) throw new AppError('QUICK_TOO_MANY_POOLED_CARDS', { max: POOLED_CARDS_MAX });
    }
    const iccids = memberships.map((m) => m.iccid);
    const parts = chunks(iccids, 500);
    const month = queryDate.slice(0, 7);
    const [cardParts, usageParts] = await Promise.all([
      mapLimit(parts, 2, (part) => d.repo.cards(channelCustId, part)),
      mapLimit(parts, 2, (part) => d.repo.usage(channelCustId, part, month)),
    ]);
    const cards = new Map(cardParts.flatMap((m) => [...m]));
    const usage = new Map(usageParts.flatMap((m) => [...m]));
    return memberships.flatMap((m): PooledCard[] => {
      const card = cards.get(m.iccid);
      if (!card || (custId !== null && card.custId !== custId)) return [];
      return [
        {
          iccid: m.iccid,
          msisdn: card.msisdn,
          custId: card.custId,
          goodsReleaseId: card.goodsReleaseId,
          poolId: m.pool.poolId,
          poolName: m.pool.name,
          elementId: m.pool.elementId,
          elementName: m.pool.elementName,
          quotaBytes: m.quotaBytes,
          ...usageUpTo(usage.get(m.iccid), queryDate),
        },
      ];
    });
  }

  async function rowsOf(p: Principal, channelCustId: string | undefined, queryDate: string, lang: Lang) {
    const tenant = requestedTenant(p, { channelCustId });
    const cards = await pooledCards(tenant.channelCustId, tenant.custId, queryDate);
    const custIds = [...new Set(cards.map((c) => c.custId).filter((c): c is string => c !== null))];
    const [plans, secondaries, enterprises] = await Promise.all([
      d.repo.planNames(cards.map((c) => c.goodsReleaseId)),
      d.names.secondary(tenant.channelCustId, custIds, lang),
      d.names.enterprises([tenant.channelCustId], lang),
    ]);
    const enterpriseName = enterprises.get(tenant.channelCustId) ?? tenant.channelCustId;
    const secondaryName = new Map(secondaries.map((s) => [s.custId, s.name ?? s.custId]));
    const rows = groupRows(
      cards,
      {
        account: (custId) => (custId ? (secondaryName.get(custId) ?? custId) : enterpriseName),
        plan: (id) => plans.get(id) ?? id,
      },
      queryDate,
    );
    return { tenant, cards, rows };
  }

  return {
    async list(p: Principal, input: ListInput, lang: Lang) {
      const { tenant, rows } = await rowsOf(p, input.channelCustId, input.queryDate, lang);
      const items = filterRows(rows, input);
      return {
        items: items.map((r) => (isPlatformRole(p) ? { ...r, channelCustId: tenant.channelCustId } : r)),
        queryDate: input.queryDate,
        totals: {
          cardCount: items.reduce((t, r) => t + r.cardCount, 0),
          dayBytes: items.reduce((t, r) => t + r.dayBytes, 0),
          monthBytes: items.reduce((t, r) => t + r.monthBytes, 0),
        },
      };
    },

    /** One row's cards (named as the list names it: a pasted link names the customer, plan and zone). */
    async detail(p: Principal, input: DetailInput, lang: Lang) {
      const { cards, rows } = await rowsOf(p, input.channelCustId, input.queryDate, lang);
      const row: OperationRow | undefined = rows.find(
        (r) => r.accountName === input.accountName && r.ratePlanName === input.ratePlanName && r.zoneName === input.zoneName,
      );
      if (!row) throw new AppError('NOT_FOUND');
      const members = cards
        .filter((c) => groupIdOf(c) === row.groupId)
        .map((c) => ({
          iccid: c.iccid,
          msisdn: c.msisdn,
          poolId: c.poolId,
          poolName: c.poolName,
          quotaBytes: c.quotaBytes,
          dayBytes: c.dayBytes,
          monthBytes: c.monthBytes,
        }))
        .sort((a, b) => b.dayBytes - a.dayBytes || a.iccid.localeCompare(b.iccid));
      return { ...row, cards: members };
    },
  };
}
