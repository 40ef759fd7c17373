import type { BillService } from '../bill/bill.service.ts';
import type { CardDetailRepository } from '../card-detail/card-detail.repository.ts';
import type { CardDetailService } from '../card-detail/card-detail.service.ts';
import type { DetailCard } from '../card-detail/card-model.ts';
import type { createCardListService } from '../card/card-list.service.ts';
import type { WidgetScope } from '../shared/data/entities/widget.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { tenantPrincipal } from './tenant-principal.ts';
import type { UsageReadsRepository } from './usage-reads.repository.ts';
import {
  type Granularity,
  type UsagePoint,
  dailyPoints,
  monthlyPointsOfCards,
  monthlyPointsOfYear,
  periodValid,
} from './usage-series.ts';
import { cardInScope } from './widget-rules.ts';

/** Who reads: an enterprise's scope (a widget token's, or the whole enterprise for the open API) and the name it acts under. */
export interface Reader {
  loginName: string;
  channelCustId: string;
  scope: WidgetScope;
}

export interface CardStatusView {
  iccid: string;
  msisdn: string;
  operator: string;
  state: number;
  stateLabel: string;
  operatorStatus: { code: string; label: string };
  planName: string | null;
  cycle: { startDay: string; endDay: string; totalBytes: number; usedBytes: number; remainingBytes: number };
  online: boolean | null;
}

export interface CardListRowView {
  iccid: string;
  msisdn: string;
  operator: string;
  state: number;
}

export interface UsageView {
  target: 'card' | 'pool' | 'scope';
  iccid: string | null;
  poolId: string | null;
  /** The data pool's name when `target` is `pool`. */
  poolName: string | null;
  granularity: Granularity;
  period: string;
  totalBytes: number;
  points: UsagePoint[];
}

const CARD_LIST_MAX_PAGE = 50;

/** What a usage request reads: one card, one data pool, or the session's whole scope. */
function usageTarget(body: { iccid?: string; poolId?: string }): UsageView['target'] {
  if (body.iccid) return 'card';
  if (body.poolId) return 'pool';
  return 'scope';
}

/**
 * The reads partner widgets (and the open API v1) offer, through the services the portal's routes use
 * (the card list, the card detail, the bill list) acting as the reader's tenant (open-api/tenant-principal.ts),
 * and the usage roll-ups ingestion maintains. A card outside the reader's scope is not found (404),
 * whoever holds it: a token cannot learn whether a foreign ICCID exists.
 */
export function createWidgetReadService(d: {
  cardList: Pick<ReturnType<typeof createCardListService>, 'list'>;
  cardReads: Pick<CardDetailService, 'detail' | 'sessions'>;
  cards: Pick<CardDetailRepository, 'card' | 'usageMonths'>;
  bills: Pick<BillService, 'list'>;
  usage: UsageReadsRepository;
}) {
  const principalOf = (r: Reader) =>
    tenantPrincipal(r.loginName, r.channelCustId, r.scope.kind === 'customer' ? r.scope.custId : null);

  async function scopedCard(r: Reader, iccid: string): Promise<DetailCard> {
    const card = await d.cards.card(r.channelCustId, iccid);
    if (!card || !cardInScope(r.scope, card)) throw new AppError('NOT_FOUND', {}, 'iccid');
    return card;
  }

  async function cardUsage(r: Reader, iccid: string, granularity: Granularity, period: string): Promise<UsagePoint[]> {
    const card = await scopedCard(r, iccid);
    const [from, to] = granularity === 'daily' ? [period, period] : [`${period}-01`, `${period}-12`];
    const items = await d.cards.usageMonths(card, from, to);
    if (granularity === 'daily') return dailyPoints(period, items);
    return monthlyPointsOfCards(
      period,
      items.map((item) => ({ month: String(item.sk ?? '').replace(/^USAGE#/, ''), item })),
    );
  }

  async function scopeUsage(r: Reader, granularity: Granularity, period: string): Promise<UsagePoint[]> {
    if (r.scope.kind === 'iccids') {
      const perCard = await Promise.all(r.scope.iccids.map((iccid) => cardUsage(r, iccid, granularity, period)));
      return perCard[0]!.map((p, i) => ({ period: p.period, bytes: perCard.reduce((t, c) => t + c[i]!.bytes, 0) }));
    }
    const scope =
      r.scope.kind === 'customer' ? scopeKeys.secondary(r.channelCustId, r.scope.custId) : scopeKeys.enterprise(r.channelCustId);
    if (granularity === 'daily') return dailyPoints(period, [await d.usage.month(scope, period)]);
    return monthlyPointsOfYear(period, await d.usage.year(scope, period));
  }

  /** A data pool's name: pools are the enterprise's, so only an enterprise-wide session reads one. */
  async function scopedPoolName(r: Reader, poolId: string): Promise<string> {
    if (r.scope.kind !== 'enterprise') throw new AppError('WIDGET_SCOPE');
    const name = await d.usage.poolName(r.channelCustId, poolId);
    if (name === undefined) throw new AppError('NOT_FOUND', {}, 'poolId');
    return name;
  }

  async function poolUsage(r: Reader, poolId: string, granularity: Granularity, period: string): Promise<UsagePoint[]> {
    const scope = scopeKeys.pool(r.channelCustId, poolId);
    if (granularity === 'daily') return dailyPoints(period, [await d.usage.month(scope, period)]);
    return monthlyPointsOfYear(period, await d.usage.year(scope, period));
  }

  return {
    /** A card's state, operator status, plan, cycle usage against its quota and whether it is online. */
    async cardStatus(r: Reader, iccid: string, lang: Lang): Promise<CardStatusView> {
      await scopedCard(r, iccid);
      const p = principalOf(r);
      const detail = await d.cardReads.detail(p, { iccid }, lang);
      // Online status asks the operator; an operator outage leaves it unknown rather than failing the widget.
      const online = await d.cardReads.sessions(p, { iccid }).then(
        (s) => s.online,
        () => null,
      );
      const { startDay, endDay, totalBytes, usedBytes, remainingBytes } = detail.cycle;
      return {
        iccid: detail.iccid,
        msisdn: detail.msisdn,
        operator: detail.operator,
        state: detail.state,
        stateLabel: detail.stateLabel,
        operatorStatus: detail.operatorStatus,
        planName: detail.planName,
        cycle: { startDay, endDay, totalBytes, usedBytes, remainingBytes },
        online,
      };
    },

    /** The scope's cards, paged, optionally searched by exact ICCID or MSISDN. */
    async cardList(
      r: Reader,
      body: { search?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ): Promise<{ items: CardListRowView[]; cursor: string | null }> {
      const pageSize = Math.min(body.pageSize ?? 20, CARD_LIST_MAX_PAGE);
      const search = body.search?.trim() || undefined;
      const row = (c: CardListRowView): CardListRowView => ({
        iccid: c.iccid,
        msisdn: c.msisdn,
        operator: c.operator,
        state: c.state,
      });
      if (r.scope.kind === 'iccids') {
        const { iccids } = r.scope;
        const start = body.cursor ? Number(body.cursor) : 0;
        if (!Number.isInteger(start) || start < 0) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
        const cards = (await Promise.all(iccids.map((iccid) => d.cards.card(r.channelCustId, iccid)))).filter(
          (c): c is DetailCard => Boolean(c && (!search || c.iccid === search || c.msisdn === search)),
        );
        const page = cards.slice(start, start + pageSize);
        return { items: page.map(row), cursor: start + pageSize < cards.length ? String(start + pageSize) : null };
      }
      const filter = search ? (/^\d{19,20}$/.test(search) ? { iccid: search } : { msisdn: search }) : {};
      const page = await d.cardList.list(principalOf(r), { ...filter, cursor: body.cursor, pageSize }, lang);
      return { items: (page.items as CardListRowView[]).map(row), cursor: page.cursor ?? null };
    },

    /**
     * Daily usage of a month (`YYYY-MM`) or monthly usage of a year (`YYYY`): of one card, of one of the
     * enterprise's data pools (an enterprise-wide session only: pools are the enterprise's), or of the whole scope.
     */
    async usage(
      r: Reader,
      body: { iccid?: string; poolId?: string; granularity: Granularity; period: string },
    ): Promise<UsageView> {
      if (!periodValid(body.granularity, body.period)) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'period');
      if (body.iccid && body.poolId) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'poolId');
      const target = usageTarget(body);
      const poolName = body.poolId ? await scopedPoolName(r, body.poolId) : null;
      const reads = {
        card: () => cardUsage(r, body.iccid!, body.granularity, body.period),
        pool: () => poolUsage(r, body.poolId!, body.granularity, body.period),
        scope: () => scopeUsage(r, body.granularity, body.period),
      };
      const points = await reads[target]();
      return {
        target,
        iccid: body.iccid ?? null,
        poolId: body.poolId ?? null,
        poolName,
        granularity: body.granularity,
        period: body.period,
        totalBytes: points.reduce((t, p) => t + p.bytes, 0),
        points,
      };
    },

    /** The current and the last published bill of the scope (an enterprise's or a secondary customer's). */
    async billSummary(r: Reader, lang: Lang) {
      if (r.scope.kind === 'iccids') throw new AppError('WIDGET_SCOPE');
      const page = await d.bills.list(principalOf(r), { pageSize: 2 }, lang);
      const pick = (b: (typeof page.items)[number] | undefined) =>
        b
          ? {
              billId: b.billId,
              cycle: b.cycle,
              start: b.start,
              end: b.end,
              kind: b.kind,
              status: b.status,
              totals: b.totals,
              currency: b.currency,
              dueDate: b.dueDate ?? null,
              customerName: b.customerName,
            }
          : null;
      return { current: pick(page.items[0]), last: pick(page.items[1]) };
    },
  };
}

export type WidgetReadService = ReturnType<typeof createWidgetReadService>;
