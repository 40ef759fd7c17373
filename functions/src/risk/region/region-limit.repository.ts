/**
 * Region limits in the table (shared/data/entities/region-limit.entity.ts): an enterprise's limits
 * (one partition, by id), each limit's target entry (one per target, written and removed in the
 * limit's transaction: the claim that keeps a target to one limit, and what the session check reads
 * by key), and the violations, once per (card, session start), newest first.
 */
import { config } from '../../platform/config.ts';
import { documentClient } from '../../shared/aws/dynamodb.ts';
import { batchGetAll } from '../../shared/data/batch-get.ts';
import {
  type AllowedRegion,
  type RegionTarget,
  regionLimitEntity,
  regionTargetEntity,
  regionViolationEntity,
} from '../../shared/data/entities/region-limit.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../../shared/data/entity-operations.ts';
import type { InferItem } from '../../shared/data/entity.ts';
import { isConditionFailure } from '../../shared/data/operations.ts';
import type { Page } from '../../shared/data/page-cursor.ts';
import { AppError } from '../../shared/http/error-catalogue.ts';
import type { LimitTerms } from './region-model.ts';

export type RegionLimit = InferItem<typeof regionLimitEntity>;
export type RegionViolation = InferItem<typeof regionViolationEntity>;
export type TargetEntry = InferItem<typeof regionTargetEntity>;

const entryOf = (l: RegionLimit): TargetEntry => ({
  limitId: l.limitId,
  channelCustId: l.channelCustId,
  target: l.target,
  regions: l.regions,
  action: l.action,
  enabled: l.enabled,
  version: l.version,
  targetName: l.targetName,
});

const sameTarget = (a: RegionTarget, b: RegionTarget) => a.kind === b.kind && a.id === b.id;
/** The target entry's key arguments. */
const entryKey = (channelCustId: string, t: RegionTarget) => ({ channelCustId, targetKind: t.kind, targetId: t.id });

export function createRegionLimitRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const atVersion = (version: number): Condition => ({ expression: 'version = :v', values: { ':v': version } });
  const changed = () => new AppError('REGION_LIMIT_CHANGED');
  const taken = (name: string) => new AppError('REGION_TARGET_TAKEN', { name }, 'targetId');
  return {
    get: (channelCustId: string, limitId: string) => store.get(regionLimitEntity, { channelCustId, limitId }, true),

    /** A page of an enterprise's limits, oldest first, filtered after the read. */
    page(channelCustId: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<RegionLimit>> {
      return store.page(
        regionLimitEntity,
        { ...within(regionLimitEntity, { channelCustId }), ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },

    /**
     * Writes a limit and keeps its target entry true in one transaction: a new limit (and a new
     * target's entry) absent-only, so a target has at most one limit; a changed one at the version read.
     */
    async write(after: RegionLimit, before: RegionLimit | null): Promise<void> {
      const T = table();
      const moved = !before || !sameTarget(before.target, after.target);
      await store.transact([
        entitySteps.put(T, regionLimitEntity, after, before ? atVersion(before.version) : 'absent', changed()),
        ...(before && moved ? [entitySteps.delete(T, regionTargetEntity, entryKey(before.channelCustId, before.target))] : []),
        entitySteps.put(
          T,
          regionTargetEntity,
          { ...entryOf(after), ...entryKey(after.channelCustId, after.target) },
          moved ? 'absent' : undefined,
          moved ? taken(after.targetName) : undefined,
        ),
      ]);
    },

    /** Deletes a limit (at the version read) and its target entry. */
    async remove(limit: RegionLimit): Promise<void> {
      const T = table();
      await store.transact([
        entitySteps.delete(T, regionLimitEntity, limit, atVersion(limit.version), changed()),
        entitySteps.delete(T, regionTargetEntity, entryKey(limit.channelCustId, limit.target)),
      ]);
    },

    /**
     * The limits of the given targets of an enterprise, read by key (BatchGetItem, 100 keys a call):
     * the session check's one read per batch of cards, never a Query over every limit.
     */
    async limitsOf(channelCustId: string, targets: readonly RegionTarget[]): Promise<(LimitTerms & { targetName: string })[]> {
      const keys = new Map(
        targets.map((target) => [`${target.kind}#${target.id}`, regionTargetEntity.key(entryKey(channelCustId, target))]),
      );
      if (!keys.size) return [];
      const items = await batchGetAll(db, table(), [...keys.values()]);
      return items.map((i) => {
        const e = regionTargetEntity.parse(i);
        return {
          limitId: e.limitId,
          target: e.target,
          targetName: e.targetName,
          regions: e.regions as AllowedRegion[],
          action: e.action,
          enabled: e.enabled,
        };
      });
    },

    /** Records a violation unless one exists for its (card, session start); answers the stored one either way. */
    async claimViolation(v: RegionViolation): Promise<{ created: boolean; stored: RegionViolation }> {
      try {
        await store.put(regionViolationEntity, v, 'absent');
        return { created: true, stored: v };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const stored = await store.get(regionViolationEntity, v, true);
        return { created: false, stored: stored ?? v };
      }
    },

    /** Settles a violation's outcome. */
    async settleViolation(
      v: RegionViolation,
      set: Pick<RegionViolation, 'outcome' | 'settledAt'> & { reason?: string },
    ): Promise<void> {
      await store.update(regionViolationEntity, v, { set });
    },

    /** A page of an enterprise's violations, newest session first. */
    violations(
      channelCustId: string,
      o: { filter?: Condition; cursor?: string; pageSize: number },
    ): Promise<Page<RegionViolation>> {
      return store.page(
        regionViolationEntity,
        { ...within(regionViolationEntity, { channelCustId }), backwards: true, ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },
  };
}

export type RegionLimitRepository = ReturnType<typeof createRegionLimitRepository>;
