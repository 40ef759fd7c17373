/**
 * Expiry rules (spec §9 category C, issue #15 item 2), pure: which ends a day's expiry run looks for,
 * how it cuts the run into chunks, and the candidates it hands the live evaluator
 * (rule-eval.service.ts `handleCandidates`), which claims each firing once per (rule, scope, end day)
 * and runs the actions. No AWS, no clock (docs/decisions.md "Expiry rules").
 *
 * - A rule of N days looks, on `day`, for ends on `day + N` (N = 0: ends today).
 * - `cycleEnd`: every card of an operator shares its cycle end (bill/rating/cycle.ts: Unicom's cycles
 *   end on the 25th, the others' on the month's last day, Shanghai days), so a rule is due per
 *   operator, decided without reading a card; only on a due day are the enterprise's cards read,
 *   and the rule fires per card (its scope, rule-model `scopeOfTrigger`).
 * - `contractEnd`: a contract (not terminated) whose `validTo` is the end day; scope the contract.
 * - `testEnd`: a test card (state 61) may stay in test and stock at most 12 months from entering test
 *   (test-card/test-period.ts, spec §4); its test period ends on the Shanghai day of that deadline. A
 *   test-end rule is due every day (any test card may end N days ahead), so the run reads the
 *   enterprise's test cards only (the card list index, state 61), never its other cards.
 */
import { cycleOfDay } from '../bill/rating/cycle.ts';
import { type Operator, operators } from '../plan/plan-model.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { TEST_AND_STOCK_MAX_MONTHS, addMonths } from '../test-card/test-period.ts';
import type { Candidate } from './candidates.ts';
import type { TriggerKind } from './rule-model.ts';

/** What the run reads of a rule (an expiry or match index entry). */
export interface ExpiryRule {
  channelCustId: string;
  ruleId: string;
  triggerKind: TriggerKind;
  trigger: { days?: number };
}

/** The day `n` days after `day` ('YYYY-MM-DD', calendar days). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The end day a rule looks for on `day`: N days ahead. */
export const endDayFor = (day: string, rule: Pick<ExpiryRule, 'trigger'>): string => addDays(day, rule.trigger.days ?? 0);

/** The operators whose billing cycle ends on `endDay`. */
export const operatorsEndingOn = (endDay: string): Operator[] => operators.filter((o) => cycleOfDay(o, endDay).end === endDay);

/** What an enterprise's expiry rules need read on `day`: the card operators whose cycle end is due, and whether contracts are. */
export interface ExpiryNeeds {
  /** Per operator, the cycle end days due (a rule's N days ahead). */
  cycleEnds: Map<Operator, Set<string>>;
  /** The contract end days due. */
  contractEnds: Set<string>;
  /** The test-period end days due. */
  testEnds: Set<string>;
}

export function needsOf(day: string, rules: readonly ExpiryRule[]): ExpiryNeeds {
  const cycleEnds = new Map<Operator, Set<string>>();
  const contractEnds = new Set<string>();
  const testEnds = new Set<string>();
  for (const r of rules) {
    const end = endDayFor(day, r);
    if (r.triggerKind === 'cycleEnd')
      for (const o of operatorsEndingOn(end)) cycleEnds.set(o, (cycleEnds.get(o) ?? new Set()).add(end));
    else if (r.triggerKind === 'contractEnd') contractEnds.add(end);
    else if (r.triggerKind === 'testEnd') testEnds.add(end);
  }
  return { cycleEnds, contractEnds, testEnds };
}

export const hasNeeds = (n: ExpiryNeeds): boolean => n.cycleEnds.size > 0 || n.contractEnds.size > 0 || n.testEnds.size > 0;

/** A chunk of a day's run: one enterprise with expiry rules due that day. */
export interface ExpiryChunk {
  day: string;
  index: number;
  channelCustId: string;
}

/**
 * The chunks of `day`'s run from the expiry index: one per enterprise with a rule due that day (by
 * enterprise id, so a replayed plan cuts the same chunks while the rules stay as they were).
 */
export function planExpiryChunks(day: string, rules: readonly ExpiryRule[]): ExpiryChunk[] {
  const byEnterprise = new Map<string, ExpiryRule[]>();
  for (const r of rules) byEnterprise.set(r.channelCustId, [...(byEnterprise.get(r.channelCustId) ?? []), r]);
  return [...byEnterprise.keys()]
    .sort()
    .filter((c) => hasNeeds(needsOf(day, byEnterprise.get(c)!)))
    .map((channelCustId, index) => ({ day, index, channelCustId }));
}

/** What the run reads of a card. */
export interface ExpiryCard {
  iccid: string;
  msisdn: string | null;
  operator: Operator;
  channelCustId: string;
  custId: string | null;
  poolId?: string | null;
  goodsReleaseId: string | null;
  labels?: readonly string[] | Set<string>;
  /** A test card's lifecycle state (61) and when it entered it: its test period's end. */
  state?: number;
  createdAt?: string;
  stateChangedAt?: string | null;
}

/** What the run reads of a contract. */
export interface ExpiryContract {
  channelCustId: string;
  contractNumber: string;
  validTo: string;
  state: string;
}

const cardCandidate = (c: ExpiryCard, kind: 'cycleEnd' | 'testEnd', day: string, endDay: string): Candidate => ({
  channelCustId: c.channelCustId,
  kind,
  subject: {
    channelCustId: c.channelCustId,
    custId: c.custId,
    poolId: c.poolId ?? null,
    goodsReleaseId: c.goodsReleaseId,
    labels: [...(c.labels ?? [])],
  },
  scopeId: c.iccid,
  card: { iccid: c.iccid, msisdn: c.msisdn, channelCustId: c.channelCustId, custId: c.custId },
  observation: { kind, day, endDay },
});

/** A card's candidates on `day`: one per cycle end due for its operator. */
export function cardCandidates(day: string, needs: ExpiryNeeds, c: ExpiryCard): Candidate[] {
  const ends = needs.cycleEnds.get(c.operator);
  if (!ends) return [];
  return [...ends].sort().map((endDay) => cardCandidate(c, 'cycleEnd', day, endDay));
}

/** The Shanghai day a test card's test period ends: entering test (else its creation) plus the longest period allowed. */
export const testEndDay = (c: Pick<ExpiryCard, 'createdAt' | 'stateChangedAt'>): string =>
  shanghaiDay(addMonths(c.stateChangedAt || c.createdAt || '', TEST_AND_STOCK_MAX_MONTHS));

/** A test card's candidate on `day`: when its test period ends on a due end day. */
export function testCardCandidates(day: string, needs: ExpiryNeeds, c: ExpiryCard): Candidate[] {
  if (c.state !== 61 || !(c.stateChangedAt || c.createdAt)) return [];
  const endDay = testEndDay(c);
  return needs.testEnds.has(endDay) ? [cardCandidate(c, 'testEnd', day, endDay)] : [];
}

/** A contract's candidate on `day`: when it is not terminated and ends on a due end day. */
export function contractCandidates(day: string, needs: ExpiryNeeds, c: ExpiryContract): Candidate[] {
  if (c.state === 'terminated' || !needs.contractEnds.has(c.validTo)) return [];
  return [
    {
      channelCustId: c.channelCustId,
      kind: 'contractEnd',
      subject: { channelCustId: c.channelCustId, custId: null },
      scopeId: c.contractNumber,
      card: null,
      observation: { kind: 'contractEnd', day, endDay: c.validTo },
    },
  ];
}
