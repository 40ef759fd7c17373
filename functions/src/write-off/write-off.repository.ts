import { type BillOperation, operationSteps } from '../bill/bill-owed.ts';
/**
 * The write-off's items (shared/data/entities/write-off.entity.ts): bills through the bill
 * repository (their changes as transaction steps), the bill operations and their logs, the monthly
 * cycle's record and chunk markers.
 */
import { type Bill, type BillSummary, createBillRepository } from '../bill/bill.repository.ts';
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { billEntity, billListEntity } from '../shared/data/entities/bill.entity.ts';
import {
  billOperationEntity,
  billOperationListEntity,
  writeOffCycleChunkEntity,
  writeOffCycleEntity,
} from '../shared/data/entities/write-off.entity.ts';
import { type Condition, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type TransactStep, isConditionFailure, tryCondition } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';

export type WriteOffCycle = InferItem<typeof writeOffCycleEntity>;
export type WriteOffCycleChunk = InferItem<typeof writeOffCycleChunkEntity>;
export type { Bill, BillOperation, BillSummary };

export function createWriteOffRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const bills = createBillRepository(db, table);

  return {
    /** Every enterprise of the platform, and the names a list shows. */
    enterprises: bills.enterprises,
    names: bills.names,
    getBill: (channelCustId: string, billId: string): Promise<Bill | undefined> =>
      store.get(billEntity, { channelCustId, billId }, true),
    billSteps: bills.billSteps,
    operationSteps: (op: BillOperation) => operationSteps(table(), op),
    transact: bills.transact,
    getOperation: (channelCustId: string, operationId: string) =>
      store.get(billOperationEntity, { channelCustId, operationId }, true),

    /** A page of a scope's bills (as the bill list reads them). */
    listBills: bills.listBills,

    /**
     * The enterprise's own bills still owing (status 2 or 5) of cycles up to `month`, oldest cycle
     * first (its list copies: a consistent Query of its bill list).
     */
    owingBills: (channelCustId: string, month: string): Promise<BillSummary[]> =>
      store.all(billListEntity, {
        pk: billListEntity.prefix({ scope: scopeKeys.enterprise(channelCustId) }).pk,
        // Sort keys are `<cycle>#<billId>`; '$' sorts right after '#', so this ends after the month's bills.
        sk: { lessOrEqual: `${month}$` },
        filter: {
          expression: '#status IN (:owed, :overdue) AND publishStatus = :pub',
          names: { '#status': 'status' },
          values: { ':owed': 2, ':overdue': 5, ':pub': 1 },
        },
        consistent: true,
      }),

    /** A page of a scope's bill operations, newest first. */
    listOperations(scope: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<BillOperation>> {
      return store.page(
        billOperationListEntity,
        { ...within(billOperationListEntity, { scope }), backwards: true, ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },

    getCycle: (month: string) => store.get(writeOffCycleEntity, { month }, true),
    /** The newest cycle (by month). */
    async latestCycle(): Promise<WriteOffCycle | undefined> {
      const page = await store.page(
        writeOffCycleEntity,
        { ...within(writeOffCycleEntity, {}), backwards: true },
        { pageSize: 1 },
      );
      return page.items[0];
    },
    /**
     * Starts run `cycle.run` of a month's cycle: written only when the month has no cycle (run 1) or
     * its last run (`run - 1`) has ended; false otherwise (another start won, or a run is in progress).
     */
    async startCycle(cycle: WriteOffCycle): Promise<boolean> {
      const condition: Condition =
        cycle.run === 1
          ? { expression: 'attribute_not_exists(pk)' }
          : {
              expression: '#run = :last AND #status <> :processing',
              names: { '#run': 'run', '#status': 'status' },
              values: { ':last': cycle.run - 1, ':processing': 'processing' },
            };
      try {
        await store.put(writeOffCycleEntity, cycle, condition);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    updateCycle: (month: string, set: Partial<WriteOffCycle>) => store.update(writeOffCycleEntity, { month }, { set }),
    /** Ends run `run` of the month's cycle unless it has ended (a replayed finish changes nothing); false then. */
    async endCycle(month: string, run: number, set: Partial<WriteOffCycle>): Promise<boolean> {
      const running = {
        expression: '#run = :run AND #status = :processing',
        names: { '#run': 'run', '#status': 'status' },
        values: { ':run': run, ':processing': 'processing' },
      };
      return tryCondition(store.update(writeOffCycleEntity, { month }, { set, condition: running }));
    },
    getChunk: (month: string, run: number, index: number) => store.get(writeOffCycleChunkEntity, { month, run, index }, true),
    /** Writes a chunk's marker once; false when a replay finds it written. */
    async putChunk(chunk: WriteOffCycleChunk): Promise<boolean> {
      try {
        await store.put(writeOffCycleChunkEntity, chunk, 'absent');
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    chunks: (month: string, run: number) =>
      store.all(writeOffCycleChunkEntity, { ...within(writeOffCycleChunkEntity, { month, run }), consistent: true }),
  };
}

export type WriteOffRepository = ReturnType<typeof createWriteOffRepository>;
export type { TransactStep };
