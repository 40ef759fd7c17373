/**
 * Automation rules in the table (shared/data/entities/autorule.entity.ts): an enterprise's rules
 * (one partition, by id) and the match index — one item per enabled rule under
 * `CUST#<c>#RULEIDX#<triggerKind>`, written and removed in the transaction of the rule's change, so
 * the index never holds a disabled, deleted or stale rule. `rulesFor` is the evaluator's one read
 * per event (docs/data-model.md "Automation rules").
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { autoRuleEntity, autoRuleExpiryIndexEntity, autoRuleIndexEntity } from '../shared/data/entities/autorule.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { createOwnerDirectory, ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type TriggerKind, categoryOf } from './rule-model.ts';

export type AutoRule = InferItem<typeof autoRuleEntity>;
export type RuleIndexEntry = InferItem<typeof autoRuleIndexEntity>;

/** The index entry of a rule: its terms without names, contacts or signing secrets. */
export const indexEntryOf = (r: AutoRule): RuleIndexEntry => ({
  ruleId: r.ruleId,
  channelCustId: r.channelCustId,
  custId: r.custId,
  triggerKind: r.trigger.kind,
  trigger: r.trigger,
  target: r.target,
  actions: r.actions.map(({ signingSecret: _s, ...a }) => a),
  version: r.version,
});

/** An enabled expiry (C) rule: in the platform's expiry index. */
const inExpiryIndex = (r: Pick<AutoRule, 'enabled' | 'trigger'> | null): boolean =>
  !!r?.enabled && categoryOf[r.trigger.kind] === 'C';

const indexKey = (r: Pick<AutoRule, 'channelCustId' | 'ruleId' | 'trigger'>) => ({
  channelCustId: r.channelCustId,
  triggerKind: r.trigger.kind,
  ruleId: r.ruleId,
});

export function createAutoRuleRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const atVersion = (version: number): Condition => ({ expression: 'version = :v', values: { ':v': version } });
  const changed = () => new AppError('RULE_CHANGED');
  const owners = createOwnerDirectory(db, table);
  return {
    /** The enterprise of a rule id (a platform deep link names only the id). */
    ownerOf: (ruleId: string) => owners.ownerOf('RULE', ruleId),
    get: (channelCustId: string, ruleId: string) => store.get(autoRuleEntity, { channelCustId, ruleId }, true),
    /** A page of an enterprise's rules, oldest first, filtered after the read. */
    page(channelCustId: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<AutoRule>> {
      return store.page(
        autoRuleEntity,
        { ...within(autoRuleEntity, { channelCustId }), ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },

    /**
     * The enabled rules of an enterprise an event of `triggerKind` may fire: one Query of the index
     * partition (compact entries, ~300 bytes each, so 1,000 rules fit one 1 MB page). The caller
     * checks each entry's target against the subject the event carries (rule-model `targetMatches`).
     */
    rulesFor: (channelCustId: string, triggerKind: TriggerKind): Promise<RuleIndexEntry[]> =>
      store.all(autoRuleIndexEntity, within(autoRuleIndexEntity, { channelCustId, triggerKind })),

    /**
     * Every enabled expiry rule of every enterprise (the platform's expiry index, one partition): the
     * daily expiry run's plan, which so looks only at enterprises that have one.
     */
    expiryRules: (): Promise<RuleIndexEntry[]> => store.all(autoRuleExpiryIndexEntity, within(autoRuleExpiryIndexEntity, {})),

    /**
     * Writes a rule and keeps its index entry true in one transaction: a new rule absent-only; a
     * changed one at the version read. The entry under the old trigger kind goes when the kind
     * changed or the rule is off; the entry under the new kind is put while the rule is on.
     */
    async write(after: AutoRule, before: AutoRule | null): Promise<void> {
      const T = table();
      const steps: TransactStep[] = [
        entitySteps.put(T, autoRuleEntity, after, before ? atVersion(before.version) : 'absent', changed()),
      ];
      if (before?.enabled && (!after.enabled || before.trigger.kind !== after.trigger.kind))
        steps.push(entitySteps.delete(T, autoRuleIndexEntity, indexKey(before)));
      if (after.enabled) steps.push(entitySteps.put(T, autoRuleIndexEntity, indexEntryOf(after)));
      // The expiry index: one key per rule whatever its kind, so put or delete, never both.
      if (inExpiryIndex(after)) steps.push(entitySteps.put(T, autoRuleExpiryIndexEntity, indexEntryOf(after)));
      else if (inExpiryIndex(before)) steps.push(entitySteps.delete(T, autoRuleExpiryIndexEntity, after));
      // A new rule's owner pointer (kept after a delete: the id stays the enterprise's).
      if (!before) steps.push({ item: ownerPointerPut(T, 'RULE', after.ruleId, after.channelCustId) });
      await store.transact(steps);
    },

    /** Deletes a rule (at the version read) and its index entry. */
    async remove(rule: AutoRule): Promise<void> {
      const T = table();
      await store.transact([
        entitySteps.delete(T, autoRuleEntity, rule, atVersion(rule.version), changed()),
        entitySteps.delete(T, autoRuleIndexEntity, indexKey(rule)),
        ...(inExpiryIndex(rule) ? [entitySteps.delete(T, autoRuleExpiryIndexEntity, rule)] : []),
      ]);
    },
  };
}

export type AutoRuleRepository = ReturnType<typeof createAutoRuleRepository>;
