import { PutCommand } from '../shared/aws/dynamodb-commands.ts';
/**
 * Pool change operations of an enterprise (`CUST#<c>#POOLCHANGES` / `CHG#<batchId>`) and their
 * fail logs: recorded when a change starts, completed with its failures when it ends.
 */
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { poolChangeEntity, poolChangeFailureEntity } from '../shared/data/entities/pool.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { putAbsent, transact } from '../shared/data/operations.ts';
import { ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import { createPoolItems } from './pool-items.ts';
import type { PoolFailure } from './pool-rules.ts';

/** One pool change operation (the change list row). */
export type PoolChange = InferItem<typeof poolChangeEntity>;

export function createPoolChangeRepository(db: DocumentClient, TABLE: () => string) {
  const { queryPage, getItem, writeAll } = createPoolItems(db, TABLE);
  return {
    /** The change and its owner pointer (the fail log's deep link names the batchId alone) in one transaction. */
    async startChange(change: PoolChange): Promise<void> {
      await transact(db, [
        putAbsent(TABLE(), { ...poolChangeEntity.key(change), ...change }),
        ownerPointerPut(TABLE(), 'POOL_CHANGE', change.batchId, change.channelCustId),
      ]);
    },

    /** Writes the fail log, then the final counts (the fail log is complete once the change says `done`). */
    async finishChange(change: PoolChange, failures: { iccid: string; reason: PoolFailure }[]): Promise<void> {
      const c = change.channelCustId;
      await writeAll(
        failures.map((f) => ({
          ...poolChangeFailureEntity.key({ channelCustId: c, batchId: change.batchId, iccid: f.iccid }),
          ...f,
        })),
      );
      await db.send(
        new PutCommand({
          TableName: TABLE(),
          Item: { ...poolChangeEntity.key({ channelCustId: c, batchId: change.batchId }), ...change },
        }),
      );
    },

    changes: (channelCustId: string, opts: { poolId?: string; cursor?: string; pageSize: number }) =>
      queryPage<PoolChange>(poolChangeEntity.key({ channelCustId, batchId: '' }).pk, {
        ...opts,
        prefix: poolChangeEntity.prefix({ channelCustId }).skPrefix,
        newestFirst: true,
        filter: opts.poolId ? { expr: 'poolId = :pool', values: { ':pool': opts.poolId } } : undefined,
      }),
    getChange: (channelCustId: string, batchId: string) => getItem<PoolChange>(poolChangeEntity.key({ channelCustId, batchId })),
    failures: (change: PoolChange, opts: { cursor?: string; pageSize: number }) =>
      queryPage<{ iccid: string; reason: PoolFailure }>(
        poolChangeFailureEntity.key({ channelCustId: change.channelCustId, batchId: change.batchId, iccid: '' }).pk,
        opts,
      ),
  };
}
