/**
 * Pool change operations of an enterprise (`CUST#<c>#POOLCHANGES` / `CHG#<batchId>`) and their
 * fail logs: recorded when a change starts, completed with its failures when it ends.
 */
import { type DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { keys, skPrefix } from '../shared/data/keys.ts';
import { ownerPointer } from '../shared/data/owner-directory.repository.ts';
import { createPoolItems } from './pool-items.ts';
import type { PoolFailure } from './pool-rules.ts';

/** One pool change operation (the change list row). */
export interface PoolChange {
  batchId: string;
  channelCustId: string;
  poolId: string;
  poolName: string;
  action: 'add' | 'remove';
  status: 'processing' | 'done';
  total: number;
  succeeded: number;
  unchanged: number;
  failed: number;
  createdAt: string;
  createdBy: string;
  finishedAt: string | null;
}

export function createPoolChangeRepository(db: DynamoDBDocumentClient, TABLE: () => string) {
  const { queryPage, getItem, writeAll } = createPoolItems(db, TABLE);
  return {
    /** The change and its owner pointer (the fail log's deep link names the batchId alone) in one transaction. */
    async startChange(change: PoolChange): Promise<void> {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE(),
                Item: { ...keys.poolChange(change.channelCustId, change.batchId), ...change },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: TABLE(), Item: ownerPointer('POOL_CHANGE', change.batchId, change.channelCustId) } },
          ],
        }),
      );
    },

    /** Writes the fail log, then the final counts (the fail log is complete once the change says `done`). */
    async finishChange(change: PoolChange, failures: { iccid: string; reason: PoolFailure }[]): Promise<void> {
      const c = change.channelCustId;
      await writeAll(failures.map((f) => ({ ...keys.poolChangeFailure(c, change.batchId, f.iccid), ...f })));
      await db.send(new PutCommand({ TableName: TABLE(), Item: { ...keys.poolChange(c, change.batchId), ...change } }));
    },

    changes: (channelCustId: string, opts: { poolId?: string; cursor?: string; pageSize: number }) =>
      queryPage<PoolChange>(keys.poolChange(channelCustId, '').pk, {
        ...opts,
        prefix: skPrefix.poolChange,
        newestFirst: true,
        filter: opts.poolId ? { expr: 'poolId = :pool', values: { ':pool': opts.poolId } } : undefined,
      }),
    getChange: (channelCustId: string, batchId: string) => getItem<PoolChange>(keys.poolChange(channelCustId, batchId)),
    failures: (change: PoolChange, opts: { cursor?: string; pageSize: number }) =>
      queryPage<{ iccid: string; reason: PoolFailure }>(
        keys.poolChangeFailure(change.channelCustId, change.batchId, '').pk,
        opts,
      ),
  };
}
