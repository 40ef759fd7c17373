/**
 * Automation rules (autorule/, issue #15 items 1 and 2): a rule of an enterprise, and its item in
 * the match index (one per enabled rule, under the enterprise and the rule's trigger kind) that the
 * evaluator reads with one Query per event. Rules: autorule/rule-model.ts.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { createdStamps, updatedStamps } from './stamps.ts';

/** Spec §9 auto-rule categories. */
export const ruleCategories = ['A', 'B', 'C', 'D'] as const;
export type RuleCategory = (typeof ruleCategories)[number];

/** What a rule watches; each belongs to one category and is one partition of the match index. */
export const triggerKinds = [
  'cycleUsage',
  'dailyUsage',
  'poolUsage',
  'funds',
  'billOverdue',
  'cycleEnd',
  'testEnd',
  'contractEnd',
  'stateChange',
  'zoneChange',
] as const;
export type TriggerKind = (typeof triggerKinds)[number];

/** Usage thresholds: a volume in MB (1 MB = 1,048,576 bytes) or a percentage of the quota. */
export const usageUnits = ['MB', 'percent'] as const;
export type UsageUnit = (typeof usageUnits)[number];
/** Spec §4: the card states a state-change rule may watch (61–67). */
export const watchedStates = [61, 62, 63, 64, 65, 66, 67] as const;
/** Spec §4: zone and communication service block (1) and allow (2). */
export const zoneStates = ['block', 'allow'] as const;
export type ZoneState = (typeof zoneStates)[number];

/** Spec §9 push types (8 and 10 are not assigned). */
export const pushTypes = [1, 2, 3, 4, 5, 6, 7, 9, 11] as const;
export type PushType = (typeof pushTypes)[number];

export const targetKinds = ['enterprise', 'customer', 'label', 'pool', 'plan'] as const;
export type TargetKind = (typeof targetKinds)[number];

/** The condition of a rule; which fields are read depends on `kind`. */
export interface RuleTrigger {
  kind: TriggerKind;
  /** A: the unit of `threshold` (daily usage: MB only). */
  unit?: UsageUnit;
  /** A: MB or percent; B funds: fen (fires below it). */
  threshold?: number;
  /** A, B funds: the hysteresis clear threshold, same unit (A: below `threshold`; funds: above it). */
  clearThreshold?: number;
  /** C: fire this many days before the end (0: on the last day). */
  days?: number;
  /** D stateChange: the states entered that fire. */
  states?: number[];
  /** D zoneChange: block and/or allow. */
  zoneStates?: ZoneState[];
}

export interface RuleTarget {
  kind: TargetKind;
  /** The custId, labelId, poolId or goodsReleaseId (absent for the enterprise). */
  id?: string;
}

export interface RuleAction {
  type: PushType;
  /** 3 API message: where to POST. */
  url?: string;
  /** 6, 7: the pack to order (a plan id). */
  packId?: string;
  /** 9, 11: kbit/s. */
  speedKbps?: number;
}

/**
 * An action as stored: an API message's HMAC signing secret, which delivery needs in the clear to sign;
 * never answered after the add (docs/decisions.md "Automation rules").
 */
export type StoredRuleAction = RuleAction & { signingSecret?: string };

const ruleTerms = {
  ruleId: attr<string>(),
  channelCustId: attr<string>(),
  /** The secondary customer that owns the rule (its cards only); null for the enterprise's own. */
  custId: attr<string | null>(),
  trigger: attr<RuleTrigger>(),
  target: attr<RuleTarget>(),
  actions: attr<StoredRuleAction[]>(),
  /** Counted up by every change; the index item carries the version it was written from. */
  version: attr<number>(),
};

export const autoRuleEntity = /* @__PURE__ */ entity({
  name: 'automation rule',
  attributes: {
    ...ruleTerms,
    name: attr<string>(),
    /** 'A'..'D', derived from the trigger (a list filter). */
    category: attr<string>(),
    enabled: attr<boolean>(),
    /** Spec §5 lists as entered, ';'-separated (empty: none). */
    phones: attr<string>(),
    emails: attr<string>(),
    /** Names of the target and packs when last saved, for the list (ids stay the truth). */
    targetName: optionalAttr<string>(),
    ...createdStamps,
    ...updatedStamps,
  },
  key: ({ channelCustId, ruleId }: { channelCustId: string; ruleId: string }) => keys.autoRule(channelCustId, ruleId),
});

/**
 * A rule in the match index: present exactly while the rule is enabled, rewritten by every edit.
 * Compact: trigger, target, owner and actions (no names, no contacts: delivery reads the rule).
 */
export const autoRuleIndexEntity = /* @__PURE__ */ entity({
  name: 'automation rule index entry',
  attributes: { ...ruleTerms, triggerKind: attr<TriggerKind>() },
  key: ({ channelCustId, triggerKind, ruleId }: { channelCustId: string; triggerKind: string; ruleId: string }) =>
    keys.autoRuleIndex(channelCustId, triggerKind, ruleId),
});

/**
 * An enabled C (expiry) rule in the platform-wide expiry index: the same compact terms as the match
 * index, written and removed in the transaction of the rule's change; the daily expiry run
 * (autorule/expiry.worker.ts) reads this one partition to learn which enterprises to look at.
 */
export const autoRuleExpiryIndexEntity = /* @__PURE__ */ entity({
  name: 'automation rule expiry index entry',
  attributes: { ...ruleTerms, triggerKind: attr<TriggerKind>() },
  key: ({ channelCustId, ruleId }: { channelCustId: string; ruleId: string }) => keys.autoRuleExpiryIndex(channelCustId, ruleId),
});

/** A day's expiry run: the job record of the chunked job (autorule/expiry-job.ts), one per Shanghai day. */
export const expiryRunEntity = /* @__PURE__ */ entity({
  name: 'automation expiry run',
  attributes: {
    day: attr<string>(),
    status: attr<'processing' | 'succeeded' | 'failed'>(),
    /** Enterprises (chunks) planned, and done. */
    chunks: attr<number>(),
    chunksDone: attr<number>(),
    /** Alarms fired by the run's chunks (a replayed chunk adds none). */
    fired: attr<number>(),
    startedAt: attr<string>(),
    finishedAt: optionalAttr<string>(),
    error: optionalAttr<string>(),
  },
  key: ({ day }: { day: string }) => keys.autoRuleExpiryRun(day),
});

/** A chunk of a day's expiry run done (one enterprise): what it fired. */
export const expiryRunChunkEntity = /* @__PURE__ */ entity({
  name: 'automation expiry run chunk',
  attributes: {
    day: attr<string>(),
    index: attr<number>(),
    channelCustId: attr<string>(),
    fired: attr<number>(),
    doneAt: attr<string>(),
  },
  key: ({ day, index }: { day: string; index: number }) => keys.autoRuleExpiryRunChunk(day, index),
});
