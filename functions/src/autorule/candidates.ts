/**
 * What a domain event says, as candidates for the rules (issue #15, item 2): per subject (a card, a
 * pool, an enterprise) and trigger kind, the observation the pure evaluator (rule-evaluate.ts) takes.
 * Pure: a pool's usage is read only later, through `observe`, when a rule matches the pool.
 */
import type {
  BillOverdue,
  CardStateChanged,
  CardUsage,
  CardUsageRecorded,
  CardZoneChanged,
  DomainEvent,
  FundsMoved,
} from '@cmp/events';
import type { Operator } from '../plan/plan-model.ts';
import type { Observation } from './rule-evaluate.ts';
import type { SubjectScope, TriggerKind } from './rule-model.ts';

/** A card a firing acts on. */
export interface FiringCard {
  iccid: string;
  msisdn: string | null;
  channelCustId: string;
  custId: string | null;
}

/** One thing an event says about one subject, for one trigger kind. */
export interface Candidate {
  channelCustId: string;
  kind: TriggerKind;
  subject: SubjectScope;
  scopeId: string;
  card: FiringCard | null;
  observation: Observation;
  fromState?: number;
  /** When what is observed needs a read (a pool's usage): made only if a rule matches the subject; null skips. */
  observe?: () => Promise<Observation | null>;
}

/**
 * A data pool's usage of the month holding `day` (card-pool's own reckoning: its members' usage
 * months summed), or null when there is no such pool: read only when a pool-usage rule matches.
 */
export type PoolUsageRead = (
  channelCustId: string,
  poolId: string,
  day: string,
) => Promise<{ operator: Operator; usedBytes: number; totalBytes: number } | null>;

const cardOf = (c: { iccid: string; msisdn: string | null; channelCustId: string; custId: string | null }): FiringCard => ({
  iccid: c.iccid,
  msisdn: c.msisdn,
  channelCustId: c.channelCustId,
  custId: c.custId,
});

const subjectOf = (c: {
  channelCustId: string;
  custId: string | null;
  poolId: string | null;
  planId: string | null;
  labels: string[];
}): SubjectScope => ({
  channelCustId: c.channelCustId,
  custId: c.custId,
  poolId: c.poolId,
  goodsReleaseId: c.planId,
  labels: c.labels,
});

function usageCandidates(c: CardUsage): Candidate[] {
  const base = { channelCustId: c.channelCustId, subject: subjectOf(c), scopeId: c.iccid, card: cardOf(c) };
  const days = Object.keys(c.days).sort();
  const out: Candidate[] = days.map((day) => ({
    ...base,
    kind: 'dailyUsage' as const,
    observation: { kind: 'dailyUsage' as const, day, bytes: c.days[day]! },
  }));
  const last = days.at(-1);
  if (last)
    out.push({
      ...base,
      kind: 'cycleUsage',
      observation: {
        kind: 'cycleUsage',
        day: last,
        operator: c.operator as Operator,
        usedBytes: c.cycleBytes,
        quotaBytes: c.quotaBytes,
      },
    });
  return out;
}

/**
 * The data pools a usage event touched, per enterprise: one pool-usage candidate each, observed (its
 * usage read) only when a pool-usage rule matches it (`observe`), at the latest day the event set.
 */
export function poolCandidatesOf(event: CardUsageRecorded, usage: PoolUsageRead): Candidate[] {
  const pools = new Map<string, { channelCustId: string; poolId: string; day: string }>();
  for (const c of event.detail.cards) {
    const day = Object.keys(c.days).sort().at(-1);
    if (!c.poolId || !day) continue;
    const key = `${c.channelCustId}|${c.poolId}`;
    const seen = pools.get(key);
    if (!seen || seen.day < day) pools.set(key, { channelCustId: c.channelCustId, poolId: c.poolId, day });
  }
  return [...pools.values()].map(({ channelCustId, poolId, day }) => ({
    channelCustId,
    kind: 'poolUsage' as const,
    subject: { channelCustId, custId: null, poolId, goodsReleaseId: null, labels: [] },
    scopeId: poolId,
    card: null,
    observation: { kind: 'poolUsage' as const, day, operator: 'CMCC' as Operator, usedBytes: 0, totalBytes: 0 },
    observe: async () => {
      const u = await usage(channelCustId, poolId, day);
      return u && { kind: 'poolUsage' as const, day, ...u };
    },
  }));
}

/** What an event says, per subject and trigger kind (a pool's usage: `poolCandidatesOf`). */
export function candidatesOf(event: DomainEvent): Candidate[] {
  switch (event['detail-type']) {
    case 'Card Usage Recorded':
      return (event as CardUsageRecorded).detail.cards.flatMap(usageCandidates);
    case 'Card State Changed': {
      const d = (event as CardStateChanged).detail;
      return [
        {
          channelCustId: d.channelCustId,
          kind: 'stateChange',
          subject: subjectOf(d),
          scopeId: d.iccid,
          card: cardOf(d),
          observation: { kind: 'stateChange', at: d.at, state: d.to },
          fromState: d.from,
        },
      ];
    }
    case 'Funds Moved': {
      const d = (event as FundsMoved).detail;
      return [
        {
          channelCustId: d.channelCustId,
          kind: 'funds',
          subject: { channelCustId: d.channelCustId, custId: null },
          scopeId: d.channelCustId,
          card: null,
          observation: { kind: 'funds', at: d.at, available: d.availableAfter },
        },
      ];
    }
    case 'Card Zone Changed': {
      const d = (event as CardZoneChanged).detail;
      return [
        {
          channelCustId: d.channelCustId,
          kind: 'zoneChange',
          subject: subjectOf(d),
          scopeId: d.iccid,
          card: cardOf(d),
          observation: { kind: 'zoneChange', at: d.at, zoneState: d.action },
        },
      ];
    }
    case 'Bill Overdue': {
      const d = (event as BillOverdue).detail;
      return [
        {
          channelCustId: d.channelCustId,
          kind: 'billOverdue',
          subject: { channelCustId: d.channelCustId, custId: null },
          scopeId: d.channelCustId,
          card: null,
          observation: { kind: 'billOverdue', cycle: d.cycle, overdue: true },
        },
      ];
    }
    default:
      return [];
  }
}
