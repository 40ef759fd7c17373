/**
 * Live evaluation (issue #15, item 2): the domain events (events/src/contracts.ts) through the rules.
 * Per event and per (enterprise, trigger kind) one read of the match index (`rulesFor`), the targets
 * checked in memory against the card fields the event carries, the pure evaluator (rule-evaluate.ts)
 * run from a clean state first: only a (rule, scope) that might fire reads its state (rules with a
 * clear threshold; a rule without one its claim, so a value still in breach later in the period costs
 * a read, not a refused transaction) and its rule (once per event), and only a firing writes — the
 * claim per (rule, scope, period) is absent-only, so a redelivered event fires nothing twice. The alarm's actions then
 * run (notify/ for e-mail and API messages, the card services for card actions) and their statuses are
 * stored on the alarm (docs/decisions.md "Rule evaluation").
 */
import { randomUUID } from 'node:crypto';
import type { CardUsageRecorded, DomainEvent } from '@cmp/events';
import type { AlarmAction, AlarmScope, AlarmUnit } from '../shared/data/entities/alarm.entity.ts';
import type { AlarmRecord, AlarmRepository } from './alarm.repository.ts';
import type { AutoRule, AutoRuleRepository, RuleIndexEntry } from './autorule.repository.ts';
import { type Candidate, type FiringCard, type PoolUsageRead, candidatesOf, poolCandidatesOf } from './candidates.ts';
import { type Decision, type FiringState, evaluate, initialState } from './rule-evaluate.ts';
import {
  type PushType,
  type RuleAction,
  type TriggerKind,
  categoryOf,
  scopeOfTrigger,
  splitList,
  targetMatches,
} from './rule-model.ts';

/** What one action did. */
export interface ActionResult {
  status: AlarmAction['status'];
  attempts: number;
  lastError: string | null;
}

export interface RuleEvalDeps {
  rules: Pick<AutoRuleRepository, 'rulesFor'>;
  alarms: Pick<AlarmRepository, 'rule' | 'state' | 'fire' | 'rearm' | 'settle'> & Partial<Pick<AlarmRepository, 'fired'>>;
  /** Runs one action of a fired alarm (never throws: the result says what happened). */
  act(alarm: AlarmRecord, rule: AutoRule, action: RuleAction, card: FiringCard | null): Promise<ActionResult>;
  enterpriseName(channelCustId: string): Promise<string | null>;
  /** A data pool's usage, read only when a pool-usage rule matches the pool (candidates.ts `PoolUsageRead`). */
  poolUsage?: PoolUsageRead;
  clock: () => Date;
  newId?: () => string;
}

/** `A<yyyyMMddHHmmssSSS Shanghai><6 hex>`: alarms list newest first to the millisecond. */
export const alarmIdOf = (now: Date, id: string) =>
  `A${new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 17)}${id
    .replace(/-/g, '')
    .slice(0, 6)
    .toUpperCase()}`;

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
          // Without a clear threshold a value stays in breach for the rest of its period: its claim read first.
          if (!hysteresis && d.alarms.fired) {
            report.reads++;
            if (await d.alarms.fired({ ...stateKey, period: decision.period })) {
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
