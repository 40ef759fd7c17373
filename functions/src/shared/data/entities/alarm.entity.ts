/**
 * Alarms (autorule/, issue #15 items 2 and 4): what a rule's firing left — the alarm record (per
 * enterprise, and its platform-wide copy for the platform's list, both newest first by id), the
 * firing claim that lets a rule fire at most once per (rule, scope, period), and the hysteresis
 * state of a (rule, scope). The answer shape is docs/api.md "Alarm log".
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { cardListShard } from '../keys.ts';
import type { PushType, RuleCategory, TriggerKind } from './autorule.entity.ts';

export type AlarmScope = 'card' | 'pool' | 'funds' | 'contract';
export type AlarmUnit = 'MB' | 'percent' | 'fen' | 'days' | 'state';
export type AlarmActionStatus = 'pending' | 'sent' | 'failed' | 'deadLettered' | 'done' | 'refused' | 'skipped';

export interface AlarmAction {
  type: PushType;
  /** Phones, e-mails, URL (without its query) or ICCID the action went to. */
  target: string | null;
  status: AlarmActionStatus;
  attempts: number;
  lastError: string | null;
  at: string | null;
}

const alarmAttributes = {
  alarmId: attr<string>(),
  channelCustId: attr<string>(),
  enterpriseName: attr<string | null>(),
  custId: attr<string | null>(),
  ruleId: attr<string>(),
  ruleName: attr<string>(),
  category: attr<RuleCategory>(),
  triggerKind: attr<TriggerKind>(),
  scope: attr<AlarmScope>(),
  scopeId: attr<string>(),
  msisdn: attr<string | null>(),
  period: attr<string>(),
  value: attr<number | null>(),
  threshold: attr<number | null>(),
  unit: attr<AlarmUnit | null>(),
  fromState: optionalAttr<number>(),
  toState: optionalAttr<number>(),
  dueDay: optionalAttr<string>(),
  daysLeft: optionalAttr<number>(),
  firedAt: attr<string>(),
  actions: attr<AlarmAction[]>(),
  /** Some action failed or was dead-lettered (the list's `status` filter). */
  failed: attr<boolean>(),
};

/**
 * Every alarm list and every rule's claims and states are spread over this many partitions (issue #19,
 * docs/decisions.md "Alarm key shards"): a day on which a rule fires for each card of a 10,000,000-card
 * enterprise in an hour puts 5,556 writes a second through a list (the alarm, then its statuses) — 347
 * a shard, 35 % of a partition's limit — and 2,778 through a rule's claims (174 a shard, 17 %).
 */
export const ALARM_SHARDS = 16;

/**
 * The shard of an alarm list entry (by its alarm id, so a lookup by id alone is one read) or of a rule's
 * claim and state (by the scope id: ICCID, pool, enterprise or contract, so the evaluator's point reads
 * stay one call): the card index's stable hash (FNV-1a with MurmurHash3's final mix) modulo ALARM_SHARDS.
 */
export const alarmShard = (value: string): number => cardListShard(value, ALARM_SHARDS)!;

/** An alarm list's partition: the unsharded key (cursors name it) and its shards, read together and merged by alarm id. */
export const alarmLogPartition = (channelCustId: string | null): { pk: string; shards: string[] } => {
  const pk = channelCustId === null ? 'PLATFORM#ALARMLOG' : `CUST#${channelCustId}#ALARMLOG`;
  return { pk, shards: Array.from({ length: ALARM_SHARDS }, (_, n) => `${pk}#${n}`) };
};

export const alarmEntity = /* @__PURE__ */ entity({
  name: 'alarm',
  attributes: alarmAttributes,
  key: ({ channelCustId, alarmId }: { channelCustId: string; alarmId: string }) => ({
    pk: `${alarmLogPartition(channelCustId).pk}#${alarmShard(alarmId)}`,
    sk: alarmId,
  }),
});

/** The same alarm in the platform-wide list (written and updated with the enterprise's). */
export const alarmPlatformEntity = /* @__PURE__ */ entity({
  name: 'alarm (platform copy)',
  attributes: alarmAttributes,
  key: ({ alarmId }: { alarmId: string }) => ({ pk: `${alarmLogPartition(null).pk}#${alarmShard(alarmId)}`, sk: alarmId }),
});

/**
 * A rule fired for a scope in a period: put absent-only with the alarm, so a redelivered event fires
 * nothing. Its partition is one of the rule's ALARM_SHARDS, chosen by the scope id.
 */
export const ruleFiringEntity = /* @__PURE__ */ entity({
  name: 'automation rule firing',
  attributes: {
    channelCustId: attr<string>(),
    ruleId: attr<string>(),
    scopeId: attr<string>(),
    period: attr<string>(),
    alarmId: attr<string>(),
    firedAt: attr<string>(),
  },
  key: ({
    channelCustId,
    ruleId,
    scopeId,
    period,
  }: { channelCustId: string; ruleId: string; scopeId: string; period: string }) => ({
    pk: `CUST#${channelCustId}#RULEFIRE#${ruleId}#${alarmShard(scopeId)}`,
    sk: `${scopeId}#${period}`,
  }),
});

/** The hysteresis state of a (rule, scope) with a clear threshold: the last period fired, and armed or not. */
export const ruleFiringStateEntity = /* @__PURE__ */ entity({
  name: 'automation rule firing state',
  attributes: {
    channelCustId: attr<string>(),
    ruleId: attr<string>(),
    scopeId: attr<string>(),
    lastFiredPeriod: attr<string | null>(),
    armed: attr<boolean>(),
    updatedAt: attr<string>(),
  },
  key: ({ channelCustId, ruleId, scopeId }: { channelCustId: string; ruleId: string; scopeId: string }) => ({
    pk: `CUST#${channelCustId}#RULESTATE#${ruleId}#${alarmShard(scopeId)}`,
    sk: scopeId,
  }),
});
