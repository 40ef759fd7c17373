import {
  MAX_CONTACTS,
  type PushType,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  type TargetKind,
  type TriggerKind,
  cardActions,
  categoryOf,
  pushTypes,
  scopeOfTrigger,
  targetsOfScope,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { mutate } from 'swr';
import { api } from '../../../app/services';
import { type RuleResult, emailList, phoneList } from '../../../lib/form-rules';
import { fenOf, formatCny } from '../../../lib/format';

export const RULE_LIST = 'autorule.list' satisfies RouteId;
export const RULE_DETAIL = 'autorule.detail' satisfies RouteId;

/** A rule as the server answers it (never its signing secret). */
export type RuleRow = ResponseOf<'autorule.list'>['items'][number];
export type DryRunAnswer = ResponseOf<'autorule.dryRun'>;

export { ruleDetailPath, ruleListPath } from '../shared/paths';
export const enabledTones: Record<string, StateTone> = { on: 'green', off: 'slate' };

/** A rule as typed in its form: thresholds as text (funds in yuan), actions as a set of push types. */
export interface RuleDraft {
  name: string;
  triggerKind: TriggerKind;
  unit: 'MB' | 'percent';
  threshold: string;
  clearThreshold: string;
  days: string;
  states: number[];
  zoneStates: ('block' | 'allow')[];
  targetKind: TargetKind;
  targetId: string;
  actions: PushType[];
  url: string;
  eventPackId: string;
  addOnPackId: string;
  speedKbps: string;
  phones: string;
  emails: string;
  /** The dry run's place in the form (no value of its own). */
  dryRun: null;
}

export const emptyRuleDraft = (): RuleDraft => ({
  name: '',
  triggerKind: 'cycleUsage',
  unit: 'percent',
  threshold: '80',
  clearThreshold: '',
  days: '3',
  states: [],
  zoneStates: [],
  targetKind: 'enterprise',
  targetId: '',
  actions: [2],
  url: '',
  eventPackId: '',
  addOnPackId: '',
  speedKbps: '',
  phones: '',
  emails: '',
  dryRun: null,
});

const yuan = (fen: number | undefined) => (fen === undefined ? '' : (fen / 100).toFixed(2));
const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function ruleDraftOf(r: RuleRow): RuleDraft {
  const t = r.trigger;
  const funds = t.kind === 'funds';
  const action = (type: number) => r.actions.find((a) => a.type === type);
  return {
    ...emptyRuleDraft(),
    name: r.name,
    triggerKind: t.kind,
    unit: t.unit ?? 'MB',
    threshold: funds ? yuan(t.threshold) : text(t.threshold),
    clearThreshold: funds ? yuan(t.clearThreshold) : text(t.clearThreshold),
    days: text(t.days ?? 3),
    states: t.states ?? [],
    zoneStates: t.zoneStates ?? [],
    targetKind: r.target.kind,
    targetId: r.target.id ?? '',
    actions: r.actions.map((a) => a.type),
    url: action(3)?.url ?? '',
    eventPackId: action(6)?.packId ?? '',
    addOnPackId: action(7)?.packId ?? '',
    speedKbps: text(action(9)?.speedKbps ?? action(11)?.speedKbps),
    phones: r.phones,
    emails: r.emails,
  };
}

const isUsage = (k: TriggerKind) => categoryOf[k] === 'A';
const withClear = (k: TriggerKind) => isUsage(k) || k === 'funds';
const whole = (s: string) => (/^\d{1,12}$/.test(s.trim()) ? Number(s.trim()) : null);
/**
 * Targets the trigger can narrow to. A secondary customer's rule reaches only its own cards anyway
 * ("every card" is all of its own): it narrows by label only (no pools, no plan catalogue).
 */
export const targetsFor = (k: TriggerKind, secondary: boolean) =>
  targetsOfScope[scopeOfTrigger[k]].filter((t) => !secondary || t === 'enterprise' || t === 'label');
/**
 * Push types the trigger can use: card actions only for triggers about one card; no pack orders for a
 * secondary customer (it sees no plan catalogue to choose the pack from).
 */
export const actionsFor = (k: TriggerKind, secondary = false) =>
  pushTypes.filter((p) => (scopeOfTrigger[k] === 'card' || !cardActions.includes(p)) && !(secondary && (p === 6 || p === 7)));

/** What the form shows for the trigger: which inputs. */
export const shows = (d: Pick<RuleDraft, 'triggerKind'>) => ({
  unit: isUsage(d.triggerKind) && d.triggerKind !== 'dailyUsage',
  threshold: withClear(d.triggerKind),
  clear: withClear(d.triggerKind),
  days: categoryOf[d.triggerKind] === 'C',
  states: d.triggerKind === 'stateChange',
  zoneStates: d.triggerKind === 'zoneChange',
});

const rule = (key: string, values?: Record<string, unknown>) => ({ key: `autorule.rules.${key}`, values });

/** What is wrong with a draft, field by field (the server checks the same, and the target's existence). */
export function ruleDraftProblems(d: RuleDraft): Partial<Record<keyof RuleDraft, RuleResult | undefined>> {
  const show = shows(d);
  const funds = d.triggerKind === 'funds';
  const value = (s: string) => (funds ? fenOf(s) : whole(s));
  const threshold = value(d.threshold);
  const clear = d.clearThreshold.trim() ? value(d.clearThreshold) : undefined;
  const percent = show.unit && d.unit === 'percent';
  return {
    name: d.name.trim() ? undefined : rule('name'),
    threshold:
      show.threshold && (threshold === null || threshold <= 0 || (percent && threshold > 1000)) ? rule('threshold') : undefined,
    clearThreshold:
      show.clear &&
      clear !== undefined &&
      threshold !== null &&
      (clear === null || (funds ? clear <= threshold : clear >= threshold))
        ? rule(funds ? 'clearAbove' : 'clearBelow')
        : undefined,
    days: show.days && whole(d.days) === null ? rule('days') : undefined,
    states: show.states && !d.states.length ? rule('states') : undefined,
    zoneStates: show.zoneStates && !d.zoneStates.length ? rule('states') : undefined,
    targetId: d.targetKind !== 'enterprise' && !d.targetId ? rule('target') : undefined,
    actions: d.actions.length ? undefined : rule('actions'),
    url: d.actions.includes(3) && !/^https?:\/\/\S+$/.test(d.url.trim()) ? rule('url') : undefined,
    eventPackId: d.actions.includes(6) && !d.eventPackId ? rule('pack') : undefined,
    addOnPackId: d.actions.includes(7) && !d.addOnPackId ? rule('pack') : undefined,
    speedKbps: (d.actions.includes(9) || d.actions.includes(11)) && !d.speedKbps ? rule('speed') : undefined,
    phones: phoneList(d.phones.trim(), MAX_CONTACTS) ?? (d.actions.includes(1) && !d.phones.trim() ? rule('phones') : undefined),
    emails: emailList(d.emails.trim(), MAX_CONTACTS) ?? (d.actions.includes(2) && !d.emails.trim() ? rule('emails') : undefined),
  };
}

/** The terms of a draft as the server takes them (funds in fen). */
export function ruleBodyOf(d: RuleDraft) {
  const show = shows(d);
  const funds = d.triggerKind === 'funds';
  const value = (s: string) => (funds ? (fenOf(s) ?? 0) : Number(s.trim()));
  const speed = Number(d.speedKbps) || undefined;
  return {
    name: d.name.trim(),
    triggerKind: d.triggerKind,
    ...(show.unit ? { unit: d.unit } : isUsage(d.triggerKind) ? { unit: 'MB' as const } : {}),
    ...(show.threshold ? { threshold: value(d.threshold) } : {}),
    ...(show.clear && d.clearThreshold.trim() ? { clearThreshold: value(d.clearThreshold) } : {}),
    ...(show.days ? { days: Number(d.days.trim()) } : {}),
    ...(show.states ? { states: d.states as RequestOf<'autorule.add'>['states'] } : {}),
    ...(show.zoneStates ? { zoneStates: d.zoneStates } : {}),
    targetKind: d.targetKind,
    ...(d.targetKind !== 'enterprise' ? { targetId: d.targetId } : {}),
    actions: [...d.actions]
      .sort((a, b) => a - b)
      .map((type) => ({
        type,
        ...(type === 3 ? { url: d.url.trim() } : {}),
        ...(type === 6 ? { packId: d.eventPackId } : {}),
        ...(type === 7 ? { packId: d.addOnPackId } : {}),
        ...((type === 9 || type === 11) && speed ? { speedKbps: speed } : {}),
      })),
    ...(d.phones.trim() ? { phones: d.phones.trim() } : {}),
    ...(d.emails.trim() ? { emails: d.emails.trim() } : {}),
  };
}

/** The trigger in words ("Cycle usage reaches 80% of the quota, clears below 50%"). */
export function triggerInWords(r: Pick<RuleRow, 'trigger'>, t: TFunction): string {
  const tr = r.trigger;
  const amount = (n: number | undefined) =>
    tr.kind === 'funds' ? formatCny(n ?? 0) : tr.unit === 'percent' ? `${n}%` : `${n} MB`;
  const main = t(`autorule.words.${tr.kind}`, {
    threshold: amount(tr.threshold),
    days: tr.days,
    states: (tr.states ?? []).map((s) => t(`cardState.${s}`)).join(', '),
    zoneStates: (tr.zoneStates ?? []).map((z) => t(`autorule.zoneStates.${z}`)).join(', '),
  });
  return tr.clearThreshold === undefined ? main : `${main}${t('autorule.words.clear', { clear: amount(tr.clearThreshold) })}`;
}

/** The target in words, by name. */
export function targetInWords(r: Pick<RuleRow, 'target' | 'targetName' | 'custId' | 'ownerName'>, t: TFunction): string {
  // A secondary customer's rule reaches only its cards: said by its name, to it and to the enterprise.
  if (r.target.kind === 'enterprise')
    return r.custId ? t('autorule.words.target.customer', { name: r.ownerName ?? r.custId }) : t('autorule.words.all');
  return t(`autorule.words.target.${r.target.kind}`, { name: r.targetName ?? r.target.id });
}

/** The actions in words, in order. */
export const actionsInWords = (r: Pick<RuleRow, 'actions'>, t: TFunction) =>
  r.actions.map((a) => t(`autorule.pushTypes.${a.type}`)).join(t('autorule.words.and'));

const silent = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
/**
 * Brings the cached pages of the rule list up to date with a change made elsewhere (the detail page):
 * each row passes through `update` (null drops it), so the list shows the change as soon as it is shown,
 * even within SWR's deduping window, where a remount would not read again.
 */
export const patchRuleLists = (update: (row: RuleRow) => RuleRow | null) =>
  mutate<{ items: RuleRow[]; cursor: string | null }>(
    (key) => Array.isArray(key) && key[0] === RULE_LIST,
    (page) => page && { ...page, items: page.items.flatMap((r) => update(r) ?? []) },
    { revalidate: true },
  );
/** A changed rule in the cached lists (the change's answer names no owner: the row keeps its own). */
const replaceRow = (next: Omit<RuleRow, 'ownerName'>) =>
  patchRuleLists((r) => (r.ruleId === next.ruleId ? { ...next, ownerName: r.ownerName } : r));

export const addRule = (body: RequestOf<'autorule.add'>) => silent('autorule.add', body);
export const editRule = async (body: RequestOf<'autorule.edit'>) => {
  const rule = await silent('autorule.edit', body);
  void replaceRow(rule);
  return rule;
};
export const deleteRule = async (body: RequestOf<'autorule.delete'>) => {
  const done = await silent('autorule.delete', body);
  void patchRuleLists((r) => (r.ruleId === body.ruleId ? null : r));
  return done;
};
export const switchRule = async (body: RequestOf<'autorule.switch'>) => {
  const rule = await silent('autorule.switch', body);
  void replaceRow(rule);
  return rule;
};
export const dryRunRule = (body: RequestOf<'autorule.dryRun'>) => silent('autorule.dryRun', body);
