/**
 * Automation rules (issue #15, item 1): what a rule is, pure. A rule has a trigger (spec §9 categories
 * A usage, B funds, C expiry, D state change), a target (the enterprise, a secondary customer, a
 * label, a pool or a plan), actions (spec §9 push types) and contacts (spec §5 phone and e-mail
 * lists). The checks here answer an error key and the field, the service raises them.
 */
import {
  type PushType,
  type RuleAction,
  type RuleCategory,
  type RuleTarget,
  type RuleTrigger,
  type TargetKind,
  type TriggerKind,
  targetKinds,
} from '../shared/data/entities/autorule.entity.ts';
import type { ErrorKey } from '../shared/http/error-catalogue.ts';

export {
  type PushType,
  type RuleAction,
  type RuleCategory,
  type RuleTarget,
  type RuleTrigger,
  type TargetKind,
  type TriggerKind,
  type UsageUnit,
  type ZoneState,
  pushTypes,
  ruleCategories,
  targetKinds,
  triggerKinds,
  usageUnits,
  watchedStates,
  zoneStates,
} from '../shared/data/entities/autorule.entity.ts';

/** Push types acting on a card: only for rules whose firing names a card. */
export const cardActions: readonly PushType[] = [4, 5, 6, 7, 9, 11];

export const categoryOf: Record<TriggerKind, RuleCategory> = {
  cycleUsage: 'A',
  dailyUsage: 'A',
  poolUsage: 'A',
  funds: 'B',
  billOverdue: 'B',
  cycleEnd: 'C',
  testEnd: 'C',
  contractEnd: 'C',
  stateChange: 'D',
  zoneChange: 'D',
};

export const MB = 1024 * 1024;
export const MAX_CONTACTS = 5;
export const RULE_NAME_MAX = 64;
/** Speed limits (push types 9 and 11) a rule may set, in kbit/s. */
export const speedLimits = [64, 128, 256, 512, 1024, 2048] as const;

/** What a rule fires about: one card, one pool, the customer's funds or one contract. */
export type FiringScope = 'card' | 'pool' | 'funds' | 'contract';
export const scopeOfTrigger: Record<TriggerKind, FiringScope> = {
  cycleUsage: 'card',
  dailyUsage: 'card',
  poolUsage: 'pool',
  funds: 'funds',
  billOverdue: 'funds',
  cycleEnd: 'card',
  testEnd: 'card',
  contractEnd: 'contract',
  stateChange: 'card',
  zoneChange: 'card',
};
/** Targets each firing scope can narrow to. */
export const targetsOfScope: Record<FiringScope, readonly TargetKind[]> = {
  card: targetKinds,
  pool: ['enterprise', 'pool'],
  funds: ['enterprise', 'customer'],
  contract: ['enterprise'],
};

export interface Problem {
  key: ErrorKey;
  field: string;
  params?: Record<string, string>;
}

/** Spec §5: digits and hyphens. */
const PHONE = /^[0-9][0-9-]{2,19}$/;
/** A standard address: local part, @, a dotted domain with a 2+ letter top level. */
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A ';'-separated list as entered (spec §5: English semicolons; blanks between are dropped). */
export const splitList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

export function phonesProblem(text: string | undefined): Problem | null {
  const list = splitList(text);
  if (list.length > MAX_CONTACTS || list.some((p) => !PHONE.test(p))) return { key: 'RULE_PHONE_FORMAT', field: 'phones' };
  return null;
}
export function emailsProblem(text: string | undefined): Problem | null {
  const list = splitList(text);
  if (list.length > MAX_CONTACTS || list.some((e) => !EMAIL.test(e) || e.length > 254))
    return { key: 'RULE_EMAIL_FORMAT', field: 'emails' };
  return null;
}

export interface RuleDraft {
  name: string;
  trigger: RuleTrigger;
  target: RuleTarget;
  actions: RuleAction[];
  phones?: string;
  emails?: string;
}

const isUsage = (k: TriggerKind) => categoryOf[k] === 'A';

/** The first thing wrong with a rule's terms (the target's existence is the service's check); null when none. */
export function ruleProblem(d: RuleDraft): Problem | null {
  const t = d.trigger;
  if (!d.name.trim()) return { key: 'RULE_NAME', field: 'name' };
  if (isUsage(t.kind)) {
    if (t.threshold === undefined || t.threshold <= 0) return { key: 'RULE_THRESHOLD', field: 'threshold' };
    const unit = t.unit ?? 'MB';
    if (t.kind === 'dailyUsage' && unit !== 'MB') return { key: 'RULE_THRESHOLD', field: 'unit' };
    if (unit === 'percent' && t.threshold > 1000) return { key: 'RULE_THRESHOLD', field: 'threshold' };
    if (t.clearThreshold !== undefined && t.clearThreshold >= t.threshold)
      return { key: 'RULE_CLEAR_THRESHOLD', field: 'clearThreshold' };
  } else if (t.kind === 'funds') {
    if (t.threshold === undefined || t.threshold <= 0) return { key: 'RULE_THRESHOLD', field: 'threshold' };
    if (t.clearThreshold !== undefined && t.clearThreshold <= t.threshold)
      return { key: 'RULE_CLEAR_THRESHOLD', field: 'clearThreshold' };
  } else if (t.clearThreshold !== undefined) return { key: 'RULE_CLEAR_THRESHOLD', field: 'clearThreshold' };
  if (categoryOf[t.kind] === 'C' && (t.days === undefined || t.days < 0)) return { key: 'RULE_DAYS', field: 'days' };
  if (t.kind === 'stateChange' && !t.states?.length) return { key: 'RULE_STATES', field: 'states' };
  if (t.kind === 'zoneChange' && !t.zoneStates?.length) return { key: 'RULE_STATES', field: 'zoneStates' };
  const scope = scopeOfTrigger[t.kind];
  if (!targetsOfScope[scope].includes(d.target.kind)) return { key: 'RULE_TARGET_KIND', field: 'targetKind' };
  if (d.target.kind !== 'enterprise' && !d.target.id) return { key: 'RULE_TARGET_NOT_FOUND', field: 'targetId' };
  if (!d.actions.length) return { key: 'RULE_ACTIONS', field: 'actions' };
  const types = d.actions.map((a) => a.type);
  if (new Set(types).size !== types.length) return { key: 'RULE_ACTIONS', field: 'actions' };
  for (const a of d.actions) {
    if (scope !== 'card' && cardActions.includes(a.type)) return { key: 'RULE_CARD_ACTION', field: 'actions' };
    if (a.type === 3 && !(a.url && /^https?:\/\/[^\s]+$/.test(a.url))) return { key: 'RULE_URL', field: 'url' };
    if ((a.type === 6 || a.type === 7) && !a.packId) return { key: 'RULE_PACK', field: 'packId' };
    if ((a.type === 9 || a.type === 11) && !speedLimits.includes(a.speedKbps as never))
      return { key: 'RULE_SPEED', field: 'speedKbps' };
  }
  const phones = phonesProblem(d.phones);
  if (phones) return phones;
  const emails = emailsProblem(d.emails);
  if (emails) return emails;
  if (types.includes(1) && !splitList(d.phones).length) return { key: 'RULE_PHONE_FORMAT', field: 'phones' };
  if (types.includes(2) && !splitList(d.emails).length) return { key: 'RULE_EMAIL_FORMAT', field: 'emails' };
  return null;
}

/** Only the fields the trigger's kind reads (a form may send leftovers of another kind). */
export function cleanTrigger(t: RuleTrigger): RuleTrigger {
  const out: RuleTrigger = { kind: t.kind };
  if (isUsage(t.kind)) out.unit = t.kind === 'dailyUsage' ? 'MB' : (t.unit ?? 'MB');
  if (isUsage(t.kind) || t.kind === 'funds') {
    out.threshold = t.threshold;
    if (t.clearThreshold !== undefined) out.clearThreshold = t.clearThreshold;
  }
  if (categoryOf[t.kind] === 'C') out.days = t.days;
  if (t.kind === 'stateChange') out.states = [...new Set(t.states)].sort();
  if (t.kind === 'zoneChange') out.zoneStates = [...new Set(t.zoneStates)].sort();
  return out;
}

/** A card, pool or account as the event about it carries it: enough to check a rule's target without a read. */
export interface SubjectScope {
  channelCustId: string;
  custId?: string | null;
  poolId?: string | null;
  goodsReleaseId?: string | null;
  labels?: readonly string[];
}

/**
 * Whether a rule reaches the subject: its owner (a secondary customer's rule reaches only that
 * customer's subjects) and its target.
 */
export function targetMatches(rule: { target: RuleTarget; custId?: string | null }, s: SubjectScope): boolean {
  if (rule.custId && s.custId !== rule.custId) return false;
  const { kind, id } = rule.target;
  switch (kind) {
    case 'enterprise':
      return true;
    case 'customer':
      return s.custId === id;
    case 'label':
      return !!id && (s.labels ?? []).includes(id);
    case 'pool':
      return s.poolId === id;
    case 'plan':
      return s.goodsReleaseId === id;
  }
}
