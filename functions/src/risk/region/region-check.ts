/**
 * The region check of reported sessions (issue #16 item 4), a `SessionCheck` (risk/session-report.ts)
 * the session ingestion runs on every batch. Per batch: the limits of the cards' targets (the card,
 * its labels, its plan) are read by key, one BatchGetItem per 100 targets of an enterprise — never a
 * Query over all limits. Per session outside its card's allowed regions (region-model `decide`): a
 * violation record put absent-only under (card, session start), so a re-sent file or a second call
 * records nothing twice; then the action — record only, or a risk shutdown (lifecycle 68, operator
 * status X, through the single-card state change and its operator adapter) unless the card is
 * already shut down — settled on the record; and after the writes, one 'Card Region Violated' event
 * per violation settled by this call.
 */
import { type CardRegionViolated, DOMAIN_EVENT_SOURCE, type DomainEvent } from '@cmp/events';
import { eventSubject } from '../../card/card-events.ts';
import type { Card } from '../../card/card-record.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { AppError } from '../../shared/http/error-catalogue.ts';
import type { ReportedSession, SessionCheck } from '../session-report.ts';
import type { RegionLimitRepository, RegionViolation } from './region-limit.repository.ts';
import { type Decision, type LimitTerms, decide, targetKey, targetsOfCard } from './region-model.ts';

/** The lifecycle state of a risk shutdown (card/lifecycle.ts 68, operator status X). */
export const RISK_SHUTDOWN_STATE = 68;

/** The single-card state change (card-detail/card-actions.service.ts), as the check calls it. */
export interface CardStatePort {
  changeState(
    p: Principal,
    input: { iccid: string; channelCustId: string; targetState: number },
    lang: 'en-US',
  ): Promise<unknown>;
}

export interface RegionCheckDeps {
  limits: Pick<RegionLimitRepository, 'limitsOf' | 'claimViolation' | 'settleViolation'>;
  cards: CardStatePort;
  /** Publishes after the writes (shared/aws/events.ts `publishSafely`: never throws). */
  publish: (events: DomainEvent[]) => Promise<unknown>;
  clock: () => Date;
}

/** The principal a shutdown runs as: the platform, named after the limit (the card log shows it). */
export const limitPrincipal = (limitId: string): Principal => ({
  loginName: `region:${limitId}`,
  displayName: 'Region limit',
  roleId: 'region-limit',
  roleType: 1000,
  roleName: 'region-limit',
  channelCustId: null,
  custId: null,
  customerName: null,
  permissions: new Set(),
  isResetPassword: false,
  tokenId: 'region-limit',
  tokenExp: 0,
});

type Named = LimitTerms & { targetName: string };
type Outcome = Exclude<RegionViolation['outcome'], 'pending'>;

/** Already in a risk shutdown: the lifecycle 68, or operator status X last confirmed by the operator. */
const isShut = (card: Card) => card.state === RISK_SHUTDOWN_STATE || (card as { operatorStatus?: string }).operatorStatus === 'X';

const reasonOf = (error: unknown) =>
  (error instanceof AppError ? error.key : error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    300,
  );

export function createRegionCheck(d: RegionCheckDeps): SessionCheck {
  /** The enabled and disabled limits of every target of the cards, by target key. */
  async function limitsByTarget(cards: readonly Card[]): Promise<Map<string, Named>> {
    const byEnterprise = new Map<string, Map<string, ReturnType<typeof targetsOfCard>[number]>>();
    for (const card of cards) {
      const targets = byEnterprise.get(card.channelCustId) ?? new Map();
      for (const t of targetsOfCard(card)) targets.set(targetKey(t), t);
      byEnterprise.set(card.channelCustId, targets);
    }
    const out = new Map<string, Named>();
    for (const [channelCustId, targets] of byEnterprise)
      for (const l of await d.limits.limitsOf(channelCustId, [...targets.values()]))
        out.set(`${channelCustId}|${targetKey(l.target)}`, l);
    return out;
  }

  /** Carries out what the limits ask for; a card shut down earlier in this batch is not asked again. */
  async function act(card: Card, decision: Decision, shut: Set<string>): Promise<{ outcome: Outcome; reason?: string }> {
    if (decision.action === 'record') return { outcome: 'recorded' };
    if (shut.has(card.iccid) || isShut(card)) return { outcome: 'alreadyShut' };
    const limitId = decision.limits.find((l) => l.action === 'shutdown')!.limitId;
    try {
      await d.cards.changeState(
        limitPrincipal(limitId),
        { iccid: card.iccid, channelCustId: card.channelCustId, targetState: RISK_SHUTDOWN_STATE },
        'en-US',
      );
      shut.add(card.iccid);
      return { outcome: 'shutdown' };
    } catch (error) {
      // A lifecycle rule's refusal (a card not active cannot be shut down) is the outcome; an operator failure is retried by the next call.
      if (error instanceof AppError && !error.key.startsWith('OPERATOR_')) return { outcome: 'refused', reason: reasonOf(error) };
      return { outcome: 'failed', reason: reasonOf(error) };
    }
  }

  const eventOf = (card: Card, v: RegionViolation, outcome: Outcome, at: string): CardRegionViolated => ({
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Region Violated',
    detail: {
      ...eventSubject(card),
      sessionStart: v.sessionStart,
      province: v.province,
      city: v.city,
      limitIds: v.limits.map((l) => l.limitId),
      action: v.action,
      outcome,
      at,
    },
  });

  return {
    name: 'region',
    async check(sessions: readonly ReportedSession[], cards: ReadonlyMap<string, Card>) {
      const known = sessions.filter((s) => cards.has(s.iccid) && !Number.isNaN(Date.parse(s.start)));
      if (!known.length) return { actions: 0 };
      const limits = await limitsByTarget([...new Set(known.map((s) => cards.get(s.iccid)!))]);
      const shut = new Set<string>();
      const events: DomainEvent[] = [];
      for (const session of known) {
        const card = cards.get(session.iccid)!;
        const applicable = targetsOfCard(card).flatMap((t) => limits.get(`${card.channelCustId}|${targetKey(t)}`) ?? []);
        const decision = decide(applicable, session);
        if (!decision) continue;
        const violation: RegionViolation = {
          channelCustId: card.channelCustId,
          custId: card.custId ?? null,
          iccid: card.iccid,
          msisdn: card.msisdn,
          imei: session.imei,
          sessionStart: new Date(session.start).toISOString(),
          province: session.province,
          city: session.city,
          limits: decision.limits.map((l) => {
            const named = l as Named;
            return { limitId: named.limitId, target: named.target, targetName: named.targetName, action: named.action };
          }),
          action: decision.action,
          outcome: 'pending',
          recordedAt: d.clock().toISOString(),
        };
        const { created, stored } = await d.limits.claimViolation(violation);
        // Recorded before: settled already, unless a crash or an operator failure left it open.
        if (!created && stored.outcome !== 'pending' && stored.outcome !== 'failed') continue;
        const { outcome, reason } = await act(card, decision, shut);
        const at = d.clock().toISOString();
        await d.limits.settleViolation(stored, { outcome, settledAt: at, ...(reason ? { reason } : {}) });
        events.push(eventOf(card, stored, outcome, at));
      }
      if (events.length) await d.publish(events);
      return { actions: events.length };
    },
  };
}
