import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from './alarm.repository.ts';
import { type AutoRule, indexEntryOf } from './autorule.repository.ts';
import {
  type ExpiryCard,
  type ExpiryChunk,
  addDays,
  cardCandidates,
  contractCandidates,
  needsOf,
  operatorsEndingOn,
  planExpiryChunks,
  testCardCandidates,
  testEndDay,
} from './expiry.ts';
import { createExpiryWorker } from './expiry.worker.ts';
import { createRuleEvaluator } from './rule-eval.service.ts';
import type { RuleTarget, RuleTrigger } from './rule-model.ts';
import { ruleOf } from './rule.test-support.ts';

const rule = (ruleId: string, trigger: RuleTrigger, channelCustId = 'E0001', target: RuleTarget = { kind: 'enterprise' }) =>
  ruleOf(ruleId, trigger, target, { channelCustId, category: 'C' });
const cycle = (days: number) => ({ kind: 'cycleEnd' as const, days });
const contract = (days: number) => ({ kind: 'contractEnd' as const, days });

describe('which ends are due on a day', () => {
  it('adds calendar days across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it("Unicom cycles end on the 25th, the others on the month's last day", () => {
    expect(operatorsEndingOn('2026-11-25')).toEqual(['CUCC']);
    expect(operatorsEndingOn('2026-11-30')).toEqual(['CMCC', 'CTCC']);
    expect(operatorsEndingOn('2026-11-29')).toEqual([]);
    expect(operatorsEndingOn('2028-02-29')).toEqual(['CMCC', 'CTCC']);
    expect(operatorsEndingOn('2027-02-28')).toEqual(['CMCC', 'CTCC']);
    expect(operatorsEndingOn('2028-02-28')).toEqual([]);
    expect(operatorsEndingOn('2026-12-31')).toEqual(['CMCC', 'CTCC']);
  });

  it("a rule of N days is due when an operator's cycle ends N days ahead (N = 0: today)", () => {
    const rules = [rule('R1', cycle(3)), rule('R2', cycle(0))].map(indexEntryOf);
    expect([...needsOf('2026-11-22', rules).cycleEnds]).toEqual([['CUCC', new Set(['2026-11-25'])]]);
    expect([...needsOf('2026-11-25', rules).cycleEnds]).toEqual([['CUCC', new Set(['2026-11-25'])]]);
    expect([...needsOf('2026-11-27', rules).cycleEnds]).toEqual([
      ['CMCC', new Set(['2026-11-30'])],
      ['CTCC', new Set(['2026-11-30'])],
    ]);
    expect(needsOf('2026-11-24', rules).cycleEnds.size).toBe(0);
    // Leap year: 3 days before 29 February 2028 is 26 February; in 2027 the month ends on the 28th.
    expect(needsOf('2028-02-26', rules).cycleEnds.get('CMCC')).toEqual(new Set(['2028-02-29']));
    expect(needsOf('2027-02-25', rules).cycleEnds.get('CMCC')).toEqual(new Set(['2027-02-28']));
    expect(needsOf('2027-02-26', rules).cycleEnds.get('CMCC')).toBeUndefined();
  });

  it('a card gets one candidate per due end of its operator; contracts by validTo, never terminated ones', () => {
    const needs = needsOf('2026-11-27', [rule('R1', cycle(3)), rule('R2', contract(5))].map(indexEntryOf));
    const card = (operator: ExpiryCard['operator']): ExpiryCard => ({
      iccid: `8986${operator}`,
      msisdn: null,
      operator,
      channelCustId: 'E0001',
      custId: null,
      goodsReleaseId: 'G1',
      labels: new Set(['L1']),
    });
    expect(cardCandidates('2026-11-27', needs, card('CUCC'))).toEqual([]);
    const [c] = cardCandidates('2026-11-27', needs, card('CMCC'));
    expect(c).toMatchObject({ kind: 'cycleEnd', scopeId: '8986CMCC', observation: { day: '2026-11-27', endDay: '2026-11-30' } });
    expect(c!.subject.labels).toEqual(['L1']);
    const k = { channelCustId: 'E0001', contractNumber: 'HT1', validTo: '2026-12-02', state: 'active' };
    expect(contractCandidates('2026-11-27', needs, k)).toHaveLength(1);
    expect(contractCandidates('2026-11-27', needs, { ...k, state: 'terminated' })).toEqual([]);
    expect(contractCandidates('2026-11-27', needs, { ...k, validTo: '2026-12-03' })).toEqual([]);
  });
});

describe('chunk planning', () => {
  it('one chunk per enterprise with a rule due that day, by enterprise id', () => {
    const rules = [
      rule('R1', cycle(3), 'E0003'),
      rule('R2', cycle(5), 'E0001'),
      rule('R3', contract(10), 'E0002'),
      rule('R4', cycle(3), 'E0001'),
      rule('R5', { kind: 'testEnd', days: 3 }, 'E0004'),
    ].map(indexEntryOf);
    expect(planExpiryChunks('2026-11-22', rules)).toEqual([
      { day: '2026-11-22', index: 0, channelCustId: 'E0001' },
      { day: '2026-11-22', index: 1, channelCustId: 'E0002' },
      { day: '2026-11-22', index: 2, channelCustId: 'E0003' },
      { day: '2026-11-22', index: 3, channelCustId: 'E0004' },
    ]);
    // Nothing ends 3 or 5 days after the 23rd: only the contract rule's enterprise is read, and the
    // test-end rule's (any test card may end any day: its test cards are read).
    expect(planExpiryChunks('2026-11-23', rules).map((c) => c.channelCustId)).toEqual(['E0002', 'E0004']);
    expect(planExpiryChunks('2026-11-23', [])).toEqual([]);
  });
});

describe('the run fires once per (rule, scope, end day)', () => {
  function setup(rules: AutoRule[], cards: ExpiryCard[]) {
    const firings = new Set<string>();
    const alarms: AlarmRecord[] = [];
    const done = new Set<string>();
    let n = 0;
    const clock = () => new Date('2026-11-27T01:00:00.000Z');
    const evaluator = createRuleEvaluator({
      rules: { rulesFor: async (c, k) => rules.filter((r) => r.channelCustId === c && r.trigger.kind === k).map(indexEntryOf) },
      alarms: {
        rule: async (_c, id) => rules.find((r) => r.ruleId === id),
        state: async () => null,
        fire: async (a) => {
          const key = `${a.ruleId}|${a.scopeId}|${a.period}`;
          if (firings.has(key)) return false;
          firings.add(key);
          alarms.push(a);
          return true;
        },
        rearm: async () => false,
        settle: async () => undefined,
      },
      act: async () => ({ status: 'sent', attempts: 1, lastError: null }),
      enterpriseName: async () => 'Acme',
      clock,
      newId: () => `id-${++n}`,
    });
    const worker = createExpiryWorker({
      rules: {
        expiryRules: async () => rules.map(indexEntryOf),
        rulesFor: async (c, k) => rules.filter((r) => r.channelCustId === c && r.trigger.kind === k).map(indexEntryOf),
      },
      runs: {
        // Two pages of cards, so a chunk reads by pages.
        cardsPage: async (_c, cursor) =>
          cursor ? { items: cards.slice(1), cursor: null } : { items: cards.slice(0, 1), cursor: cards.length > 1 ? 'p2' : null },
        testCardsPage: async () => ({ items: cards.filter((c) => c.state === 61), cursor: null }),
        contracts: async () => [],
        start: async () => true,
        chunkDone: async (c) => done.has(`${c.day}#${c.index}`),
        completeChunk: async (c: ExpiryChunk) => void done.add(`${c.day}#${c.index}`),
        finish: async () => true,
      },
      evaluate: (c) => evaluator.handleCandidates(c),
      clock,
    });
    const run = async (day: string) => {
      const { chunks } = await worker.planChunks({ day });
      for (const c of chunks) await worker.runChunk(c);
    };
    return { alarms, run, done };
  }
  const card = (iccid: string, operator: ExpiryCard['operator'], labels: string[] = []): ExpiryCard => ({
    iccid,
    msisdn: `1440${iccid.slice(-4)}`,
    operator,
    channelCustId: 'E0001',
    custId: null,
    goodsReleaseId: 'G1',
    labels,
  });

  it('per card of the due operator and target, with the cycle-due detail; a re-run fires nothing', async () => {
    const t = setup(
      [rule('R1', cycle(3)), rule('R2', cycle(3), 'E0001', { kind: 'label', id: 'L1' })],
      [card('89860000000000000001', 'CMCC', ['L1']), card('89860000000000000002', 'CTCC'), card('89860000000000000003', 'CUCC')],
    );
    await t.run('2026-11-27');
    expect(t.alarms.map((a) => `${a.ruleId} ${a.scopeId} ${a.period} ${a.dueDay} ${a.daysLeft}`).sort()).toEqual([
      'R1 89860000000000000001 2026-11-30 2026-11-30 3',
      'R1 89860000000000000002 2026-11-30 2026-11-30 3',
      'R2 89860000000000000001 2026-11-30 2026-11-30 3',
    ]);
    expect(t.alarms[0]).toMatchObject({ scope: 'card', unit: 'days', threshold: 3, value: 3, category: 'C' });
    t.done.clear(); // a replay from scratch: the claims hold
    await t.run('2026-11-27');
    expect(t.alarms).toHaveLength(3);
  });

  it("a test card's test period ends 12 months after it entered test; a test-end rule fires N days before, once", async () => {
    const test = (iccid: string, stateChangedAt: string, state = 61): ExpiryCard => ({
      ...card(iccid, 'CMCC'),
      state,
      createdAt: '2025-01-01T00:00:00.000Z',
      stateChangedAt,
    });
    // Entered test on 2025-12-01 10:00 Shanghai: the period ends on 2026-12-01.
    expect(testEndDay({ stateChangedAt: '2025-12-01T02:00:00.000Z' })).toBe('2026-12-01');
    // Late in the UTC day is the next Shanghai day.
    expect(testEndDay({ stateChangedAt: '2025-11-30T17:00:00.000Z' })).toBe('2026-12-01');
    const t = setup(
      [rule('R1', { kind: 'testEnd', days: 4 })],
      [
        test('89860000000000000011', '2025-12-01T02:00:00.000Z'),
        test('89860000000000000012', '2025-12-02T02:00:00.000Z'),
        test('89860000000000000013', '2025-12-01T02:00:00.000Z', 64),
      ],
    );
    await t.run('2026-11-27');
    expect(t.alarms.map((a) => `${a.scopeId} ${a.period} ${a.dueDay} ${a.daysLeft}`)).toEqual([
      '89860000000000000011 2026-12-01 2026-12-01 4',
    ]);
    await t.run('2026-11-28');
    t.done.clear();
    await t.run('2026-11-28');
    expect(t.alarms.map((a) => a.scopeId)).toEqual(['89860000000000000011', '89860000000000000012']);
    expect(testCardCandidates('2026-11-27', needsOf('2026-11-27', []), test('8986', '2025-12-01T02:00:00.000Z'))).toEqual([]);
  });

  it('N = 0 fires on the end day itself, the next cycle end fires again', async () => {
    const t = setup([rule('R1', cycle(0))], [card('89860000000000000003', 'CUCC')]);
    await t.run('2026-11-24');
    expect(t.alarms).toHaveLength(0);
    await t.run('2026-11-25');
    await t.run('2026-12-25');
    expect(t.alarms.map((a) => [a.period, a.daysLeft])).toEqual([
      ['2026-11-25', 0],
      ['2026-12-25', 0],
    ]);
  });
});
