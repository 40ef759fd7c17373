/**
 * The resale status quick entry: a page of the enterprise's cards (the card list's filters and scope)
 * with the resale status the platform last recorded and the one the operator reports; `sync` records
 * the operator's status of up to 100 chosen cards on their card items, `set` lists or withdraws them
 * at the operator through the adapter and records the answer. Each card's operator call stands alone:
 * a card the operator refuses or cannot answer for is reported, the others go on.
 */
import type { Client } from '../audit/audit-trail.ts';
import { auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CardFilter } from '../card/card-filter.ts';
import type { CardListRepository } from '../card/card-list.repository.ts';
import { createCardListService } from '../card/card-list.service.ts';
import type { CardRow } from '../card/card-row.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import {
  type ResaleAction,
  type ResaleRecord,
  type ResaleStatus,
  isOperatorError,
  operatorAnswerOrNull,
} from '../operator/index.ts';
import type { OperatorFor } from '../operator/operators.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { type RecordedResale, distinctIccids, resaleBehind, resaleLabel } from './resell-model.ts';
import type { ResellCard, ResellRepository } from './resell.repository.ts';

/** Operator calls in flight per request. */
const CONCURRENCY = 8;

export interface ResellQuery extends CardFilter {
  cursor?: string;
  pageSize?: number;
}

type Labelled<R> = R & { statusLabel: string };

export interface ResellRow {
  iccid: string;
  msisdn: string;
  operator: CardRow['operator'];
  state: CardRow['state'];
  customerName: string | null;
  planName: string | null;
  /** What the platform last recorded; null: never synced. */
  recorded: Labelled<RecordedResale> | null;
  /** What the operator reports now; null: the operator could not be asked. */
  reported: Labelled<ResaleRecord> | null;
  /** The platform's record is behind the operator's. */
  behind: boolean;
}

/** One chosen card's outcome: the status recorded, or why the operator gave none. */
export interface ResellOutcome {
  iccid: string;
  status: ResaleStatus | null;
  statusLabel: string;
  changedAt: string | null;
  error: 'REJECTED' | 'TIMEOUT' | 'UNAVAILABLE' | null;
}

export function createResellService(d: {
  cards: Pick<CardListRepository, 'page' | 'iccids' | 'secondaryExists' | 'missingFilterTarget'>;
  repo: ResellRepository;
  operatorFor: OperatorFor;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
}) {
  const cardList = createCardListService({ cards: d.cards });
  const audit = auditWriter(d);
  const label = <R extends ResaleRecord>(r: R, lang: Lang): Labelled<R> => ({ ...r, statusLabel: resaleLabel(r.status, lang) });

  /** The caller's chosen cards: each must be a card of the enterprise (and of the secondary customer a 5000 is). */
  async function chosen(
    p: Principal,
    body: { channelCustId?: string; iccids: string[] },
  ): Promise<{ channelCustId: string; cards: ResellCard[] }> {
    const tenant = requestedTenant(p, { channelCustId: body.channelCustId });
    const iccids = distinctIccids(body.iccids);
    const found = await d.repo.cards(tenant.channelCustId, iccids);
    for (const iccid of iccids) {
      const card = found.get(iccid);
      if (!card || (tenant.custId && card.custId !== tenant.custId))
        throw new AppError('RESELL_UNKNOWN_CARD', { iccid }, 'iccids');
    }
    return { channelCustId: tenant.channelCustId, cards: iccids.map((i) => found.get(i)!) };
  }

  /** Runs one operator call per card, records each answer on its card, and says what came of each. */
  async function act(
    channelCustId: string,
    cards: ResellCard[],
    lang: Lang,
    ask: (card: ResellCard) => Promise<ResaleRecord>,
  ): Promise<ResellOutcome[]> {
    const syncedAt = d.clock().toISOString();
    return mapLimit(cards, CONCURRENCY, async (card): Promise<ResellOutcome> => {
      try {
        const answer = await ask(card);
        await d.repo.record(channelCustId, card.iccid, { ...answer, syncedAt });
        return { iccid: card.iccid, ...label(answer, lang), error: null };
      } catch (error) {
        if (!isOperatorError(error)) throw error;
        return { iccid: card.iccid, status: null, statusLabel: '', changedAt: null, error: error.code };
      }
    });
  }

  const adapterOf = (card: ResellCard) =>
    d.operatorFor({ iccid: card.iccid, operator: card.operator, state: card.state as LifecycleState });

  const summary = (outcomes: ResellOutcome[]) => {
    const failed = outcomes.filter((o) => o.error).length;
    return { items: outcomes, succeeded: outcomes.length - failed, failed };
  };

  return {
    async list(p: Principal, body: ResellQuery, lang: Lang): Promise<{ items: ResellRow[]; cursor: string | null }> {
      const page = await cardList.list(p, { ...body, pageSize: body.pageSize ?? 50 }, lang);
      const rows = page.items as CardRow[];
      if (!rows.length) return { items: [], cursor: page.cursor };
      const channelCustId = rows[0]!.channelCustId;
      const stored = await d.repo.cards(
        channelCustId,
        rows.map((r) => r.iccid),
      );
      const items = await mapLimit(rows, CONCURRENCY, async (row): Promise<ResellRow> => {
        const recorded = stored.get(row.iccid)?.resale ?? null;
        const reported = await operatorAnswerOrNull(() =>
          d.operatorFor({ iccid: row.iccid, operator: row.operator, state: row.state }).resaleStatus(row.iccid),
        );
        return {
          iccid: row.iccid,
          msisdn: row.msisdn,
          operator: row.operator,
          state: row.state,
          customerName: row.customerName,
          planName: row.planName,
          recorded: recorded && label(recorded, lang),
          reported: reported && label(reported, lang),
          behind: resaleBehind(recorded, reported),
        };
      });
      return { items, cursor: page.cursor };
    },

    async sync(p: Principal, body: { channelCustId?: string; iccids: string[] }, client: Client) {
      const { channelCustId, cards } = await chosen(p, body);
      const outcomes = await act(channelCustId, cards, client.lang, (card) => adapterOf(card).resaleStatus(card.iccid));
      await audit(p, 'resaleSync', client, `${channelCustId}: ${cards.map((c) => c.iccid).join(',')}`);
      return summary(outcomes);
    },

    async set(p: Principal, body: { channelCustId?: string; iccids: string[]; action: ResaleAction }, client: Client) {
      const { channelCustId, cards } = await chosen(p, body);
      const outcomes = await act(channelCustId, cards, client.lang, (card) => adapterOf(card).setResale(card.iccid, body.action));
      await audit(p, 'resaleSet', client, `${channelCustId} ${body.action}: ${cards.map((c) => c.iccid).join(',')}`);
      return summary(outcomes);
    },
  };
}
