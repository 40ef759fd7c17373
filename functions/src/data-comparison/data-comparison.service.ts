/**
 * The data comparison of one page of an enterprise's cards (the card list's filters and scope): each
 * card's record on the platform against the operator's, asked through the adapter a few cards at a
 * time. A page is at most 100 cards (100 operator calls), so a request stays short whatever the number
 * of cards; the list pages on, and the export walks every page in the export job's parts.
 */
import { usageByDay } from '../card-detail/card-model.ts';
import type { CardFilter } from '../card/card-filter.ts';
import type { CardListRepository } from '../card/card-list.repository.ts';
import { createCardListService } from '../card/card-list.service.ts';
import type { CardRow } from '../card/card-row.ts';
import { billingPeriod } from '../card/lifecycle-billing.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { type OperatorCardRecord, operatorAnswerOrNull, operatorStatusLabel } from '../operator/index.ts';
import type { OperatorFor } from '../operator/operators.ts';
import type { Principal } from '../shared/auth/principal.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { type ComparisonField, differencesOf, ourRecord } from './comparison-model.ts';
import type { DataComparisonRepository } from './data-comparison.repository.ts';

/** Operator calls in flight per request. */
const CONCURRENCY = 8;

export interface ComparisonQuery extends CardFilter {
  show?: 'differences' | 'all';
  cursor?: string;
  pageSize?: number;
}

export interface ComparisonRow {
  iccid: string;
  msisdn: string;
  operator: CardRow['operator'];
  state: CardRow['state'];
  customerName: string | null;
  planName: string | null;
  cycleStart: string;
  ours: OperatorCardRecord & { statusLabel: string };
  theirs: (OperatorCardRecord & { statusLabel: string }) | null;
  differences: ComparisonField[];
}

const months = (from: string, to: string) => [...new Set([from.slice(0, 7), to.slice(0, 7)])];

export function createDataComparisonService(d: {
  cards: Pick<CardListRepository, 'page' | 'iccids' | 'secondaryExists' | 'missingFilterTarget'>;
  repo: DataComparisonRepository;
  operatorFor: OperatorFor;
  clock: () => Date;
}) {
  const cardList = createCardListService({ cards: d.cards });

  return {
    async list(
      p: Principal,
      body: ComparisonQuery,
      lang: Lang,
    ): Promise<{ items: ComparisonRow[]; cursor: string | null; compared: number }> {
      const { show = 'differences', ...query } = body;
      const page = await cardList.list(p, { ...query, pageSize: query.pageSize ?? 50 }, lang);
      const rows = page.items as CardRow[];
      if (!rows.length) return { items: [], cursor: page.cursor, compared: 0 };
      const channelCustId = rows[0]!.channelCustId;
      const now = d.clock();
      const today = shanghaiDay(now);
      const iccids = rows.map((r) => r.iccid);
      const firstDays = new Map(rows.map((r) => [r.iccid, billingPeriod(r.operator, now).firstDay]));
      const earliest = [...firstDays.values()].sort()[0]!;
      const [statuses, usageItems] = await Promise.all([
        d.repo.statuses(channelCustId, iccids),
        d.repo.usage(channelCustId, iccids, months(earliest, today)),
      ]);
      const usageOf = new Map<string, Record<string, unknown>[]>();
      for (const item of usageItems) {
        const iccid = String(item.pk).slice(String(item.pk).lastIndexOf('#') + 1);
        usageOf.set(iccid, [...(usageOf.get(iccid) ?? []), item]);
      }
      const label = (r: OperatorCardRecord) => ({ ...r, statusLabel: operatorStatusLabel(r.status, lang) });
      const compared = await mapLimit(rows, CONCURRENCY, async (row): Promise<ComparisonRow> => {
        const stored = statuses.get(row.iccid) ?? { state: row.state };
        const firstDay = firstDays.get(row.iccid)!;
        const ours = ourRecord(
          { state: stored.state as LifecycleState, operatorStatus: stored.operatorStatus },
          usageByDay(usageOf.get(row.iccid) ?? []),
          firstDay,
          today,
        );
        const theirs = await operatorAnswerOrNull(() =>
          d.operatorFor({ iccid: row.iccid, operator: row.operator, state: row.state }).cardRecord(row.iccid, ours),
        );
        return {
          iccid: row.iccid,
          msisdn: row.msisdn,
          operator: row.operator,
          state: row.state,
          customerName: row.customerName,
          planName: row.planName,
          cycleStart: firstDay,
          ours: label(ours),
          theirs: theirs && label(theirs),
          differences: differencesOf(ours, theirs),
        };
      });
      return {
        items: show === 'all' ? compared : compared.filter((r) => r.differences.length > 0),
        cursor: page.cursor,
        compared: rows.length,
      };
    },
  };
}
