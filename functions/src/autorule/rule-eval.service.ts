/**
 * Live evaluation (issue #15, item 2): the domain events (events/src/contracts.ts) through the rules.
 * Per event and per (enterprise, trigger kind) one read of the match index (`rulesFor`), the targets
 * checked in memory against the card fields the event carries, the pure evaluator (rule-evaluate.ts)
 * run from a clean state first: only a (rule, scope) that might fire reads its state (rules with a
 * clear threshold) and its rule (once per event), and only a firing writes — the claim per (rule,
 * scope, period) is absent-only, so a redelivered event fires nothing twice. The alarm's actions then
 * run (notify/ for e-mail and API messages, the card services for card actions) and their statuses are
 * stored on the alarm (docs/decisions.md "Rule evaluation").
 */
import { randomUUID } from 'node:crypto';
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
import type { AlarmAction, AlarmScope, AlarmUnit } from '../shared/data/entities/alarm.entity.ts';
import type { AlarmRecord, AlarmRepository } from './alarm.repository.ts';
import type { AutoRule, AutoRuleRepository, RuleIndexEntry } from './autorule.repository.ts';
import { type Decision, type FiringState, type Observation, evaluate, initialState } from './rule-evaluate.ts';
import {
  type PushType,
  type RuleAction,
  type SubjectScope,
  type TriggerKind,
  categoryOf,
  scopeOfTrigger,
  splitList,
  targetMatches,
} from './rule-model.ts';

/** A card a firing acts on. */
export interface FiringCard {
  iccid: string;
  msisdn: string | null;
  channelCustId: string;
  custId: string | null;
}

/** What one action did. */
export interface ActionResult {
  status: AlarmAction['status'];
  attempts: number;
  lastError: string | null;
}

export interface RuleEvalDeps {
  rules: Pick<AutoRuleRepository, 'rulesFor'>;
  alarms: Pick<AlarmRepository, 'rule' | 'state' | 'fire' | 'rearm' | 'settle'>;
  /** Runs one action of a fired alarm (never throws: the result says what happened). */
  act(alarm: AlarmRecord, rule: AutoRule, action: RuleAction, card: FiringCard | null): Promise<ActionResult>;
  enterpriseName(channelCustId: string): Promise<string | null>;
  /**
   * A data pool's usage of the month holding `day` (card-pool's own reckoning: its members' usage
   * months summed), or null when there is no such pool: read only when a pool-usage rule matches.
   */
  poolUsage?(
    channelCustId: string,
    poolId: string,
    day: string,
  ): Promise<{ operator: Operator; usedBytes: number; totalBytes: number } | null>;
  clock: () => Date;
  newId?: () => string;
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

/** `A<yyyyMMddHHmmssSSS Shanghai><6 hex>`: alarms list newest first to the millisecond. */
export const alarmIdOf = (now: Date, id: string) =>
  `A${new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 17)}${id
    .replace(/-/g, '')
    .slice(0, 6)
    .toUpperCase()}`;

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
export function poolCandidatesOf(event: CardUsageRecorded, usage: NonNullable<RuleEvalDeps['poolUsage']>): Candidate[] {
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

const unitOf = (rule: RuleIndexEntry): AlarmUnit | null => {
  const c = categoryOf[rule.triggerKind];
  if (c === 'A') return rule.trigger.unit ?? 'MB';
  if (rule.triggerKind === 'funds') return 'fen';
  if (c === 'C') return 'days';
  if (rule.triggerKind === 'stateChange') return 'state';
  return null;
};

/** The action's target as the alarm shows it. */
function actionTarget(rule: AutoRule, a: RuleAction, card: FiringCard | null): string | null {
  if (a.type === 1) return splitList(rule.phones).join(';') || null;
  if (a.type === 2) return splitList(rule.emails).join(';') || null;
  if (a.type === 3 && a.url) {
    try {
      const u = new URL(a.url);
      return `${u.origin}${u.pathname}`;
    } catch {
      return a.url.slice(0, 200);
    }
  }
  return card?.iccid ?? null;
}

export interface EvalReport {
  candidates: number;
  /** Match-index Queries, state and rule reads (the bench's and tests' read count). */
  reads: number;
  fired: string[];
  held: number;
  rearmed: number;
}

export function createRuleEvaluator(d: RuleEvalDeps) {
  const newId = d.newId ?? randomUUID;

  return {
    /** Evaluates one domain event against the enterprise's enabled rules; answers what it did. */
    handle(event: DomainEvent): Promise<EvalReport> {
      const pools =
        event['detail-type'] === 'Card Usage Recorded' && d.poolUsage ? poolCandidatesOf(event, d.poolUsage.bind(d)) : [];
      return this.handleCandidates([...candidatesOf(event), ...pools]);
    },

    /**
     * Evaluates candidates (an event's, or the daily expiry run's: autorule/expiry.worker.ts) against
     * the enabled rules of their enterprise and trigger kind, one index read per (enterprise, kind).
     */
    async handleCandidates(candidates: readonly Candidate[]): Promise<EvalReport> {
      const report: EvalReport = { candidates: 0, reads: 0, fired: [], held: 0, rearmed: 0 };
      const index = new Map<string, Promise<RuleIndexEntry[]>>();
      const rulesOf = (c: string, k: TriggerKind) => {
        const key = `${c}|${k}`;
        if (!index.has(key)) {
          report.reads++;
          index.set(key, d.rules.rulesFor(c, k));
        }
        return index.get(key)!;
      };
      const fullRules = new Map<string, Promise<AutoRule | undefined>>();
      const fullRule = (c: string, ruleId: string) => {
        if (!fullRules.has(ruleId)) {
          report.reads++;
          fullRules.set(ruleId, d.alarms.rule(c, ruleId));
        }
        return fullRules.get(ruleId)!;
      };
      const names = new Map<string, Promise<string | null>>();
      const nameOf = (c: string) => {
        if (!names.has(c))
          names.set(
            c,
            d.enterpriseName(c).catch(() => null),
          );
        return names.get(c)!;
      };

      for (const listed of candidates) {
        report.candidates++;
        const rules = (await rulesOf(listed.channelCustId, listed.kind)).filter((r) => targetMatches(r, listed.subject));
        if (!rules.length) continue;
        let cand = listed;
        if (listed.observe) {
          report.reads++;
          const observation = await listed.observe();
          if (!observation) continue;
          cand = { ...listed, observation };
        }
        for (const entry of rules) {
          const hysteresis = entry.trigger.clearThreshold !== undefined;
          const stateKey = { channelCustId: cand.channelCustId, ruleId: entry.ruleId, scopeId: cand.scopeId };
          const first = evaluate(entry.trigger, cand.observation, initialState);
          if (first.outcome !== 'fire') {
            // A value on the far side of the clear threshold re-arms a disarmed (rule, scope): a conditional write, no read.
            if (
              hysteresis &&
              evaluate(entry.trigger, cand.observation, { lastFiredPeriod: null, armed: false }).outcome === 'rearm'
            )
              if (await d.alarms.rearm(stateKey, d.clock().toISOString())) report.rearmed++;
            continue;
          }
          let decision: Decision = first;
          if (hysteresis) {
            report.reads++;
            const state: FiringState | null = await d.alarms.state(stateKey);
            decision = evaluate(entry.trigger, cand.observation, state);
            if (decision.outcome !== 'fire') {
              report.held++;
              continue;
            }
          }
          const rule = await fullRule(cand.channelCustId, entry.ruleId);
          if (!rule?.enabled) continue;
          const fired = await this.fire(rule, entry, cand, decision, await nameOf(cand.channelCustId), hysteresis);
          if (fired) report.fired.push(fired);
          else report.held++;
        }
      }
      return report;
    },

    /** Writes the firing and its alarm (once per rule, scope, period), then runs the actions; the alarm id, or null when it had fired. */
    async fire(
      rule: AutoRule,
      entry: RuleIndexEntry,
      cand: Candidate,
      decision: Decision,
      enterpriseName: string | null,
      hysteresis: boolean,
    ): Promise<string | null> {
      const now = d.clock();
      const scope: AlarmScope = scopeOfTrigger[entry.triggerKind];
      const alarm: AlarmRecord = {
        alarmId: alarmIdOf(now, newId()),
        channelCustId: cand.channelCustId,
        enterpriseName,
        custId: cand.card?.custId ?? rule.custId ?? null,
        ruleId: rule.ruleId,
        ruleName: rule.name,
        category: categoryOf[entry.triggerKind],
        triggerKind: entry.triggerKind,
        scope,
        scopeId: cand.scopeId,
        msisdn: cand.card?.msisdn ?? null,
        period: decision.period,
        value: decision.value,
        threshold: entry.trigger.threshold ?? entry.trigger.days ?? null,
        unit: unitOf(entry),
        ...(cand.observation.kind === 'stateChange'
          ? { ...(cand.fromState !== undefined ? { fromState: cand.fromState } : {}), toState: cand.observation.state }
          : {}),
        // The cycle-due detail of an expiry alarm: the end day and the days left to it.
        ...('endDay' in cand.observation ? { dueDay: cand.observation.endDay, daysLeft: decision.value ?? 0 } : {}),
        firedAt: now.toISOString(),
        actions: rule.actions.map((a) => ({
          type: a.type as PushType,
          target: actionTarget(rule, a, cand.card),
          status: 'pending' as const,
          attempts: 0,
          lastError: null,
          at: null,
        })),
        failed: false,
      };
      if (!(await d.alarms.fire(alarm, hysteresis ? decision.next : null))) return null;
      const settled: AlarmAction[] = [];
      for (const [i, a] of rule.actions.entries()) {
        const r = await d.act(alarm, rule, a, cand.card);
        settled.push({ ...alarm.actions[i]!, ...r, at: d.clock().toISOString() });
      }
      await d.alarms.settle({
        ...alarm,
        actions: settled,
        failed: settled.some((s) => s.status === 'failed' || s.status === 'deadLettered'),
      });
      return alarm.alarmId;
    },
  };
}

export type RuleEvaluator = ReturnType<typeof createRuleEvaluator>;
