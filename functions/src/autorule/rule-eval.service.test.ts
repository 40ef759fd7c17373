import type { CardUsageRecorded, DomainEvent } from '@cmp/events';
import { billOverdue, cardStateChanged, cardUsageRecorded, cardZoneChanged, fundsMoved } from '@cmp/events';
import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from './alarm.repository.ts';
import type { AutoRule, RuleIndexEntry } from './autorule.repository.ts';
import { indexEntryOf } from './autorule.repository.ts';
import { candidatesOf } from './candidates.ts';
import { type ActionResult, type RuleEvalDeps, alarmIdOf, createRuleEvaluator } from './rule-eval.service.ts';
import type { FiringState } from './rule-evaluate.ts';
import { MB, type RuleTarget, type RuleTrigger } from './rule-model.ts';
import { ruleOf } from './rule.test-support.ts';

/** An in-memory table with the conditions of alarm.repository.ts, counting reads. */
function fakeStore(rules: AutoRule[]) {
  const firings = new Set<string>();
  const states = new Map<string, FiringState>();
  const alarms = new Map<string, AlarmRecord>();
  const counts = { rulesFor: 0, rule: 0, state: 0 };
  const stateKey = (k: { ruleId: string; scopeId: string }) => `${k.ruleId}|${k.scopeId}`;
  return {
    counts,
    alarms,
    states,
    rules: {
      rulesFor: async (c: string, kind: string): Promise<RuleIndexEntry[]> => {
        counts.rulesFor++;
        return rules.filter((r) => r.channelCustId === c && r.trigger.kind === kind && r.enabled).map(indexEntryOf);
      },
    },
    store: {
      rule: async (_c: string, ruleId: string) => {
        counts.rule++;
        return rules.find((r) => r.ruleId === ruleId);
      },
      state: async (k: { ruleId: string; scopeId: string }) => {
        counts.state++;
        return states.get(stateKey(k)) ?? null;
      },
      fire: async (a: AlarmRecord, next: FiringState | null) => {
        const key = `${a.ruleId}|${a.scopeId}|${a.period}`;
        if (firings.has(key)) return false;
        firings.add(key);
        alarms.set(a.alarmId, a);
        if (next) states.set(stateKey(a), next);
        return true;
      },
      rearm: async (k: { ruleId: string; scopeId: string }) => {
        const s = states.get(stateKey(k));
        if (!s || s.armed) return false;
        states.set(stateKey(k), { ...s, armed: true });
        return true;
      },
      settle: async (a: AlarmRecord) => void alarms.set(a.alarmId, a),
    },
  };
}

function setup(
  rules: AutoRule[],
  act: () => Promise<ActionResult> = async () => ({ status: 'sent', attempts: 1, lastError: null }),
  poolUsage?: RuleEvalDeps['poolUsage'],
) {
  const f = fakeStore(rules);
  let n = 0;
  let t = Date.parse('2026-11-25T16:05:00.000Z');
  const evaluator = createRuleEvaluator({
    rules: f.rules,
    alarms: f.store,
    act,
    enterpriseName: async () => 'Acme',
    ...(poolUsage ? { poolUsage } : {}),
    clock: () => new Date(t++),
    newId: () => `${(n++).toString(16).padStart(6, '0')}-x`,
  });
  return { ...f, evaluator };
}

const usage = (cards: Partial<CardUsageRecorded['detail']['cards'][number]>[]): DomainEvent => ({
  ...cardUsageRecorded.example,
  detail: {
    ...cardUsageRecorded.example.detail,
    cards: cards.map((c) => ({ ...cardUsageRecorded.example.detail.cards[0]!, ...c })),
  },
});

describe('candidatesOf', () => {
  it('reads a usage event as daily usage per day and the cycle usage of its last day', () => {
    const c = candidatesOf(usage([{ days: { '2026-11-24': 5 * MB, '2026-11-25': 60 * MB } }]));
    expect(c.map((x) => [x.kind, x.observation])).toEqual([
      ['dailyUsage', { kind: 'dailyUsage', day: '2026-11-24', bytes: 5 * MB }],
      ['dailyUsage', { kind: 'dailyUsage', day: '2026-11-25', bytes: 60 * MB }],
      ['cycleUsage', { kind: 'cycleUsage', day: '2026-11-25', operator: 'CMCC', usedBytes: 734003200, quotaBytes: 1073741824 }],
    ]);
    expect(c[0]!.subject).toEqual({
      channelCustId: 'E0001',
      custId: 'S0001',
      poolId: null,
      goodsReleaseId: 'GR0001',
      labels: ['L0001'],
    });
  });
  it('reads a state change and a funds movement', () => {
    expect(candidatesOf(cardStateChanged.example)[0]).toMatchObject({
      kind: 'stateChange',
      scopeId: '89860000000000000001',
      fromState: 64,
    });
    expect(candidatesOf(fundsMoved.example)[0]).toMatchObject({
      kind: 'funds',
      scopeId: 'E0001',
      card: null,
      observation: { kind: 'funds', available: 83000 },
    });
  });
  it('reads a zone change per card and an overdue bill per enterprise and cycle', () => {
    expect(candidatesOf(cardZoneChanged.example)).toEqual([
      expect.objectContaining({
        kind: 'zoneChange',
        scopeId: '89860000000000000001',
        card: expect.objectContaining({ iccid: '89860000000000000001' }),
        observation: { kind: 'zoneChange', at: '2026-11-25T08:00:00.000Z', zoneState: 'block' },
      }),
    ]);
    expect(candidatesOf(billOverdue.example)).toEqual([
      expect.objectContaining({
        kind: 'billOverdue',
        scopeId: 'E0001',
        card: null,
        subject: { channelCustId: 'E0001', custId: null },
        observation: { kind: 'billOverdue', cycle: '2026-09', overdue: true },
      }),
    ]);
  });
  it('makes alarm ids of the Shanghai instant', () => {
    expect(alarmIdOf(new Date('2026-11-25T16:05:00.123Z'), 'abcdef12-3')).toBe('A20261126000500123ABCDEF');
  });
});

describe('rule evaluation', () => {
  const daily = (ruleId: string, target?: RuleTarget, more?: Partial<AutoRule>) =>
    ruleOf(ruleId, { kind: 'dailyUsage', unit: 'MB', threshold: 50 }, target, more);

  it('matches targets in memory: enterprise, customer, label, plan, pool and the owner of a secondary customer’s rule', async () => {
    const t = setup([
      daily('R1'),
      daily('R2', { kind: 'customer', id: 'S0001' }),
      daily('R3', { kind: 'customer', id: 'S0002' }),
      daily('R4', { kind: 'label', id: 'L0001' }),
      daily('R5', { kind: 'label', id: 'L0009' }),
      daily('R6', { kind: 'plan', id: 'GR0001' }),
      daily('R7', { kind: 'pool', id: 'P1' }),
      daily('R8', { kind: 'enterprise' }, { custId: 'S0002' }),
      daily('R9', { kind: 'enterprise' }, { enabled: false }),
    ]);
    const r = await t.evaluator.handle(usage([{ days: { '2026-11-25': 60 * MB } }]));
    expect([...t.alarms.values()].map((a) => a.ruleId).sort()).toEqual(['R1', 'R2', 'R4', 'R6']);
    expect(r.fired).toHaveLength(4);
  });

  it('fires once per (rule, card, period) when the event is delivered again, and on a new period', async () => {
    const t = setup([daily('R1')]);
    const event = usage([{ days: { '2026-11-25': 60 * MB } }]);
    expect((await t.evaluator.handle(event)).fired).toHaveLength(1);
    expect((await t.evaluator.handle(event)).fired).toHaveLength(0);
    expect((await t.evaluator.handle(usage([{ days: { '2026-11-26': 60 * MB } }]))).fired).toHaveLength(1);
    const [a] = [...t.alarms.values()];
    expect(a).toMatchObject({
      scope: 'card',
      scopeId: '89860000000000000001',
      period: '2026-11-25',
      value: 60,
      threshold: 50,
      unit: 'MB',
      category: 'A',
      custId: 'S0001',
      enterpriseName: 'Acme',
      actions: [{ type: 2, target: 'noc@example.com', status: 'sent', attempts: 1 }],
      failed: false,
    });
  });

  it('keeps a rule with a clear threshold disarmed until a value below it, across periods', async () => {
    const rule = ruleOf('R1', { kind: 'dailyUsage', unit: 'MB', threshold: 50, clearThreshold: 10 });
    const t = setup([rule]);
    const day = (d: string, mb: number) => usage([{ days: { [d]: mb * MB } }]);
    expect((await t.evaluator.handle(day('2026-11-20', 60))).fired).toHaveLength(1);
    expect((await t.evaluator.handle(day('2026-11-21', 60))).fired).toHaveLength(0);
    expect((await t.evaluator.handle(day('2026-11-22', 5))).rearmed).toBe(1);
    expect((await t.evaluator.handle(day('2026-11-23', 60))).fired).toHaveLength(1);
  });

  it("fires a pool-usage rule once per pool and cycle, reading the pool's usage only when a rule matches it", async () => {
    const reads: string[] = [];
    const poolUsage = async (_c: string, poolId: string, day: string) => {
      reads.push(`${poolId}@${day}`);
      return poolId === 'P1' ? { operator: 'CMCC' as const, usedBytes: 900 * MB, totalBytes: 1000 * MB } : null;
    };
    const t = setup(
      [ruleOf('R1', { kind: 'poolUsage', unit: 'percent', threshold: 80 }, { kind: 'pool', id: 'P1' })],
      undefined,
      poolUsage,
    );
    const event = usage([
      { iccid: '89860000000000000001', poolId: 'P1', days: { '2026-11-24': MB, '2026-11-25': MB } },
      { iccid: '89860000000000000002', poolId: 'P1', days: { '2026-11-25': MB } },
      { iccid: '89860000000000000003', poolId: 'P2', days: { '2026-11-25': MB } },
      { iccid: '89860000000000000004', poolId: null, days: { '2026-11-25': MB } },
    ]);
    expect((await t.evaluator.handle(event)).fired).toHaveLength(1);
    // P2 has no rule: its usage is never read; P1's once per event.
    expect(reads).toEqual(['P1@2026-11-25']);
    expect([...t.alarms.values()][0]).toMatchObject({
      scope: 'pool',
      scopeId: 'P1',
      period: '2026-11',
      value: 90,
      unit: 'percent',
    });
    expect((await t.evaluator.handle(event)).fired).toHaveLength(0);
    // Without a pool-usage rule in the enterprise nothing is read at all.
    const none = setup([daily('R1')], undefined, poolUsage);
    reads.length = 0;
    await none.evaluator.handle(event);
    expect(reads).toEqual([]);
  });

  it('reads at most 2 items per card-day of a usage file, and nothing for cards that cannot fire', async () => {
    const rules = [
      ruleOf('R1', { kind: 'dailyUsage', unit: 'MB', threshold: 50, clearThreshold: 10 }),
      ruleOf('R2', { kind: 'cycleUsage', unit: 'percent', threshold: 50 }),
    ];
    const t = setup(rules);
    const cards = Array.from({ length: 20 }, (_, i) => ({
      iccid: `898600000000000000${String(i).padStart(2, '0')}`,
      days: { '2026-11-25': (i % 2 ? 60 : 1) * MB },
    }));
    const r = await t.evaluator.handle(usage(cards));
    expect(r.fired).toHaveLength(20 + 10);
    expect(r.reads).toBe(t.counts.rulesFor + t.counts.rule + t.counts.state);
    expect(r.reads / cards.length).toBeLessThanOrEqual(2);
    // Two index queries (one per kind), each rule read once, a state read only where the hysteresis rule might fire.
    expect(t.counts).toEqual({ rulesFor: 2, rule: 2, state: 10 });
  });

  it('reads the claim of a rule without a clear threshold before firing: a value still in breach writes nothing', async () => {
    const rules = [ruleOf('R2', { kind: 'cycleUsage', unit: 'percent', threshold: 50 })];
    const t = setup(rules);
    const fires: string[] = [];
    const claims: string[] = [];
    const fire = t.store.fire;
    const evaluator = createRuleEvaluator({
      rules: t.rules,
      alarms: {
        ...t.store,
        fire: async (a, next) => {
          fires.push(a.scopeId);
          return fire(a, next);
        },
        fired: async (k) => {
          claims.push(`${k.scopeId}#${k.period}`);
          return [...t.alarms.values()].some((a) => a.scopeId === k.scopeId && a.period === k.period);
        },
      },
      act: async () => ({ status: 'sent', attempts: 1, lastError: null }),
      enterpriseName: async () => 'Acme',
      clock: () => new Date('2026-11-25T16:05:00.000Z'),
    });
    const day = (d: string) => usage([{ days: { [d]: 60 * MB } }]);
    const first = await evaluator.handle(day('2026-11-25'));
    expect(first.fired).toHaveLength(1);
    // The next day the cycle is still over 50 %: one claim read, no firing transaction, held.
    const second = await evaluator.handle(day('2026-11-26'));
    expect([second.fired, second.held]).toEqual([[], 1]);
    expect(fires).toHaveLength(1);
    expect(claims).toHaveLength(2);
    expect(t.alarms.size).toBe(1);
  });

  it('fires a funds rule below its amount and a state rule on a watched state, with the states on the alarm', async () => {
    const t = setup([
      ruleOf('F1', { kind: 'funds', threshold: 100_000 }),
      ruleOf('F2', { kind: 'funds', threshold: 50_000 }),
      ruleOf('S1', { kind: 'stateChange', states: [65] }, { kind: 'enterprise' }, { actions: [{ type: 4 }] }),
      ruleOf('S2', { kind: 'stateChange', states: [66] }),
    ]);
    expect((await t.evaluator.handle(fundsMoved.example)).fired).toHaveLength(1);
    const r = await t.evaluator.handle(cardStateChanged.example);
    expect(r.fired).toHaveLength(1);
    const alarms = [...t.alarms.values()];
    expect(alarms.find((a) => a.ruleId === 'F1')).toMatchObject({
      scope: 'funds',
      scopeId: 'E0001',
      value: 83000,
      unit: 'fen',
      category: 'B',
    });
    expect(alarms.find((a) => a.ruleId === 'S1')).toMatchObject({ scope: 'card', fromState: 64, toState: 65, unit: 'state' });
  });

  it('marks the alarm failed when an action failed or was dead-lettered', async () => {
    const t = setup([daily('R1')], async () => ({ status: 'deadLettered', attempts: 4, lastError: 'HTTP 500' }));
    await t.evaluator.handle(usage([{ days: { '2026-11-25': 60 * MB } }]));
    expect([...t.alarms.values()][0]).toMatchObject({
      failed: true,
      actions: [{ status: 'deadLettered', lastError: 'HTTP 500' }],
    });
  });
});
