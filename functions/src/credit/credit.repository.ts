/**
 * Credit orders in the table (shared/data/entities/credit.entity.ts): an enterprise's orders (one
 * Query), the platform's list of copies, each order's change log; and the steps a change writes in
 * the ledger's transaction (the order, its copy, its log entry), so the credit line and the orders
 * never disagree.
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import {
  creditChangeEntity,
  creditLineEntity,
  creditListEntity,
  creditOrderEntity,
} from '../shared/data/entities/credit.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { CreditOrder } from './credit-model.ts';

export type CreditChange = InferItem<typeof creditChangeEntity>;

export function createCreditRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const lineStep = (channelCustId: string, day: string, line: number, at: string): TransactStep =>
    entitySteps.put(table(), creditLineEntity, { channelCustId, day, line, at });
  return {
    get: (channelCustId: string, creditId: string) => store.get(creditOrderEntity, { channelCustId, creditId }, true),
    /** The enterprise of an order, from the platform's copy (a deep link names only the order). */
    ownerOf: async (creditId: string) => (await store.get(creditListEntity, { creditId }))?.channelCustId ?? null,
    /** Every order of an enterprise (consistent: the credit line is computed from them). */
    orders: (channelCustId: string) =>
      store.all(creditOrderEntity, { ...within(creditOrderEntity, { channelCustId }), consistent: true }),
    /** A page of orders, newest first: the platform's copies, or one enterprise's. */
    page(channelCustId: string | null, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<CreditOrder>> {
      const q = channelCustId ? within(creditOrderEntity, { channelCustId }) : within(creditListEntity, {});
      return store.page(
        channelCustId ? creditOrderEntity : creditListEntity,
        { ...q, backwards: true, ...(o.filter ? { filter: o.filter } : {}) },
        o,
      );
    },
    changes: (channelCustId: string, creditId: string, page: { cursor?: string; pageSize: number }) =>
      store.page(creditChangeEntity, { ...within(creditChangeEntity, { channelCustId, creditId }), backwards: true }, page),
    /** The day the enterprise's line was last computed, and the line then (none before its first change). */
    line: (channelCustId: string) => store.get(creditLineEntity, { channelCustId }, true),
    /** The enterprises with an active order (from the platform's copies): those whose line a day can change. */
    async withActiveOrders(): Promise<string[]> {
      const copies = await store.all(creditListEntity, {
        ...within(creditListEntity, {}),
        filter: { expression: '#state = :active', names: { '#state': 'state' }, values: { ':active': 'active' } },
      });
      return [...new Set(copies.map((o) => o.channelCustId))].sort();
    },
    /**
     * The steps that write `after` (its copy and its change log entry too): a new order absent-only;
     * a changed one on condition that it is still at `version`. With `line`, the day and line computed.
     */
    writeSteps(
      after: CreditOrder,
      change: CreditChange,
      version: number | null,
      line?: { day: string; line: number },
    ): TransactStep[] {
      const T = table();
      const order =
        version === null
          ? entitySteps.put(T, creditOrderEntity, after, 'absent')
          : entitySteps.put(T, creditOrderEntity, after, { expression: 'version = :v', values: { ':v': version } });
      return [
        order,
        entitySteps.put(T, creditListEntity, after),
        entitySteps.put(T, creditChangeEntity, change),
        ...(line ? [lineStep(after.channelCustId, line.day, line.line, change.at)] : []),
      ];
    },
    lineStep,
    /** A log entry alone (the sweep's: the order itself is unchanged). */
    changeStep: (change: CreditChange): TransactStep => entitySteps.put(table(), creditChangeEntity, change),
  };
}

export type CreditRepository = ReturnType<typeof createCreditRepository>;
