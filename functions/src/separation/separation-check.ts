/**
 * The separation check of the session ingestion (risk/session-checks.ts): for the cards of a session
 * file, it widens each card's IMEI history, lets waiting `first` bindings learn their IMEI, and shuts
 * down each bound card seen in another device — at the operator first (status N; nothing is stored if
 * that fails), then the card's change through the card services (operator status N with the
 * separation time, a card-log entry) with the separation record and counts in the same transaction,
 * and after the commit the `Card Separated` event. The record is absent-only and looked for before
 * the operator is asked, so a session file ingested twice shuts nothing down twice.
 */
import { randomUUID } from 'node:crypto';
import { type CardSeparated, DOMAIN_EVENT_SOURCE } from '@cmp/events';
import type { CardDetailRepository } from '../card-detail/card-detail.repository.ts';
import type { DetailCard } from '../card-detail/card-model.ts';
import { eventSubject } from '../card/card-events.ts';
import type { Card } from '../card/card-record.ts';
import { isOperatorError } from '../operator/index.ts';
import type { OperatorFor } from '../operator/operators.ts';
import { type EventPublisher, publishSafely } from '../shared/aws/events.ts';
import { isConditionFailure } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { logger } from '../shared/observability/instances.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { type SeenSession, type Separation, decideSeparation, mergeImeiHistory, sameHistory } from './separation-decision.ts';
import type { SeparationRecord, SeparationRepository } from './separation.repository.ts';

/** A reported session as the check reads it (risk/session-report.ts `ReportedSession`, structurally). */
type Session = SeenSession & { iccid: string };

/**
 * The check's shape: risk/session-report.ts `SessionCheck`, declared structurally here so that the
 * registry (risk/session-checks.ts) depends on this folder and not the other way round.
 */
export interface SeparationSessionCheck {
  name: string;
  check(sessions: readonly Session[], cards: ReadonlyMap<string, Card>): Promise<{ actions: number }>;
}

export interface SeparationCheckDeps {
  separations: SeparationRepository;
  /** The card services' storage: the card's change and its log entry (card-detail.repository.ts). */
  cards: Pick<CardDetailRepository, 'apply' | 'card'>;
  operatorFor: OperatorFor;
  clock: () => Date;
  events?: EventPublisher;
  newId?: () => string;
  concurrency?: number;
}

export function cardSeparatedEvent(card: DetailCard, s: Separation): CardSeparated {
  return {
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Separated',
    detail: {
      ...eventSubject(card),
      at: s.at,
      boundImei: s.boundImei,
      seenImei: s.seenImei,
      operatorStatus: 'N',
    },
  };
}

const isCardChanged = (error: unknown) => error instanceof AppError && error.key === 'CARD_CHANGED';

export function createSeparationCheck(d: SeparationCheckDeps): SeparationSessionCheck {
  const newId = d.newId ?? randomUUID;

  /** Shuts one card down for a separation; false when it was recorded already or could not be done now. */
  async function separate(card: DetailCard, s: Separation): Promise<boolean> {
    const record: SeparationRecord = {
      iccid: card.iccid,
      msisdn: card.msisdn,
      channelCustId: card.channelCustId,
      custId: card.custId ?? null,
      operator: card.operator,
      month: shanghaiMonth(new Date(s.at)),
      at: s.at,
      boundImei: s.boundImei,
      seenImei: s.seenImei,
      shutdownAt: d.clock().toISOString(),
    };
    if (await d.separations.recorded(record)) return false;
    const receipt = await d.operatorFor(card).setHold(card.iccid, 'N');
    let current = card;
    for (let attempt = 0; ; attempt++) {
      try {
        await d.cards.apply({
          card: current,
          set: { operatorStatus: receipt.operatorStatus, operatorStatusAt: s.at },
          log: {
            id: newId(),
            at: record.shutdownAt,
            action: 'separation',
            detail: {
              boundImei: s.boundImei,
              seenImei: s.seenImei,
              operatorStatus: receipt.operatorStatus,
              requestId: receipt.requestId,
            },
            by: 'system',
          },
          also: d.separations.separationWrites(record),
        });
        break;
      } catch (error) {
        // The card changed between the read and the write: read it again once; a recorded separation or
        // a binding removed meanwhile (another condition) leaves the card as it is.
        if (isCardChanged(error) && attempt === 0) {
          const fresh = await d.cards.card(card.channelCustId, card.iccid);
          // Another file separated it meanwhile: it is in N already.
          if (fresh?.operatorStatus === 'N') return false;
          if (fresh) {
            current = fresh;
            continue;
          }
        }
        if (isCardChanged(error) || isConditionFailure(error)) return false;
        throw error;
      }
    }
    await publishSafely([cardSeparatedEvent(current, s)], d.events);
    return true;
  }

  return {
    name: 'separation',
    async check(sessions: readonly Session[], cards: ReadonlyMap<string, Card>) {
      const byCard = new Map<string, Session[]>();
      for (const s of sessions) {
        if (!cards.has(s.iccid)) continue;
        const list = byCard.get(s.iccid);
        if (list) list.push(s);
        else byCard.set(s.iccid, [s]);
      }
      if (!byCard.size) return { actions: 0 };
      const list = [...byCard.keys()].map((iccid) => cards.get(iccid)! as DetailCard);
      const keys = list.map((c) => ({ channelCustId: c.channelCustId, iccid: c.iccid }));
      const [histories, bindings] = await Promise.all([d.separations.histories(keys), d.separations.bindings(keys)]);

      // The IMEI history of each card (written only where it changed).
      const changed = list.flatMap((c) => {
        const before = histories.get(d.separations.keyOf(c))?.imeis ?? [];
        const after = mergeImeiHistory(before, byCard.get(c.iccid)!);
        return sameHistory(before, after) ? [] : [{ channelCustId: c.channelCustId, iccid: c.iccid, imeis: after }];
      });
      await d.separations.putHistories(changed);

      let actions = 0;
      let retryable: unknown;
      await mapLimit(list, d.concurrency ?? 8, async (card) => {
        const decision = decideSeparation(bindings.get(d.separations.keyOf(card)), byCard.get(card.iccid)!, card.operatorStatus);
        if (decision.kind === 'bindFirst') await d.separations.learn(card, decision.imei);
        const separation = decision.kind === 'none' ? undefined : decision.separation;
        if (!separation) return;
        try {
          if (await separate(card, separation)) actions++;
        } catch (error) {
          // A refusal is final (logged); an outage fails the file so that it is read again later.
          logger().warn({ message: 'separation shutdown failed', iccid: card.iccid, error: String(error) });
          if (!isOperatorError(error) || error.retryable) retryable ??= error;
        }
      });
      if (retryable) throw retryable;
      return { actions };
    },
  };
}
