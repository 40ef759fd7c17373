/**
 * Alarms in the table (shared/data/entities/alarm.entity.ts): the firing — claim, alarm, its
 * platform copy and the hysteresis state — written in one transaction whose claim is absent-only, so
 * a (rule, scope, period) fires once however often its event is delivered; the per-action statuses
 * written after the actions; the lists newest first (docs/data-model.md "Alarms").
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import {
  alarmEntity,
  alarmLogPartition,
  alarmPlatformEntity,
  ruleFiringEntity,
  ruleFiringStateEntity,
} from '../shared/data/entities/alarm.entity.ts';
import { autoRuleEntity } from '../shared/data/entities/autorule.entity.ts';
import { type Condition, entitySteps, entityStore } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { type TransactStep, tryCondition } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { FiringState } from './rule-evaluate.ts';

export type AlarmRecord = InferItem<typeof alarmEntity>;
export type FiringStateItem = InferItem<typeof ruleFiringStateEntity>;
type StateKey = { channelCustId: string; ruleId: string; scopeId: string };

export function createAlarmRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /** The full rule (names, contacts, sealed secrets) a firing acts with. */
    rule: (channelCustId: string, ruleId: string) => store.get(autoRuleEntity, { channelCustId, ruleId }),
    /** The hysteresis state of a (rule, scope); null when it never fired. */
    async state(k: StateKey): Promise<FiringState | null> {
      const item = await store.get(ruleFiringStateEntity, k, true);
      return item ? { lastFiredPeriod: item.lastFiredPeriod, armed: item.armed } : null;
    },
    /**
     * The firing: claim (absent-only), alarm, platform copy and, for a rule with a clear threshold,
     * its state. False when the (rule, scope, period) has fired already (nothing written).
     */
    fire(alarm: AlarmRecord, next: FiringState | null): Promise<boolean> {
      const T = table();
      const { channelCustId, ruleId, scopeId, period, alarmId, firedAt } = alarm;
      const steps: TransactStep[] = [
        entitySteps.put(T, ruleFiringEntity, { channelCustId, ruleId, scopeId, period, alarmId, firedAt }, 'absent'),
        entitySteps.put(T, alarmEntity, alarm),
        entitySteps.put(T, alarmPlatformEntity, alarm),
      ];
      if (next)
        steps.push(entitySteps.put(T, ruleFiringStateEntity, { channelCustId, ruleId, scopeId, ...next, updatedAt: firedAt }));
      return tryCondition(store.transact(steps));
    },
    /**
     * Whether the (rule, scope, period) has fired already: one eventually consistent read of its claim,
     * so a value still in breach later in its period costs a read, not a refused firing transaction
     * (a write whose condition fails is still charged). A stale answer only lets the claim's condition decide.
     */
    fired: async (k: StateKey & { period: string }): Promise<boolean> => !!(await store.get(ruleFiringEntity, k)),
    /** Re-arms a (rule, scope) that is disarmed (a write only, nothing when it is armed or absent). */
    rearm: (k: StateKey, at: string): Promise<boolean> =>
      tryCondition(
        store.update(ruleFiringStateEntity, k, {
          set: { armed: true, updatedAt: at },
          condition: { expression: 'armed = :f', values: { ':f': false } },
        }),
      ),
    /**
     * The alarm's action statuses after its actions ran, in both copies: two plain puts of the same
     * value (idempotent, so no transaction: half the write units of one, issue #19 item 4).
     */
    async settle(alarm: AlarmRecord): Promise<void> {
      await Promise.all([store.put(alarmEntity, alarm), store.put(alarmPlatformEntity, alarm)]);
    },
    get: (channelCustId: string, alarmId: string) => store.get(alarmEntity, { channelCustId, alarmId }, true),
    /** An alarm by id alone (a platform deep link): its platform copy. */
    getAny: (alarmId: string) => store.get(alarmPlatformEntity, { alarmId }, true),
    /**
     * A page of an enterprise's alarms (or the platform's, without one), newest first, filtered after the
     * read: the list's ALARM_SHARDS partitions Queried at once and merged by alarm id (shared/data/
     * sharded-query.ts; the cursor is a position under the unsharded key, where every shard resumes).
     * An unfiltered page is one round: a Query per shard.
     */
    page(channelCustId: string | null, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<AlarmRecord>> {
      const { pk, shards } = alarmLogPartition(channelCustId);
      return store.page(
        channelCustId ? alarmEntity : alarmPlatformEntity,
        { pk, shards, backwards: true, ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 3 },
      );
    },
  };
}

export type AlarmRepository = ReturnType<typeof createAlarmRepository>;
