/**
 * Invoices in the table (shared/data/entities/invoice.entity.ts). A request is ONE transaction: both
 * copies of the invoice and the request id's claim (absent-only), each order claimed by setting its
 * `invoiceId` on it and its list copies (conditioned on none being set and on it being paid), each
 * bill claimed by an `invoiced bill` item (absent-only). A decision is one transaction too: both
 * copies (the enterprise's conditioned on `requested`) and, on rejection, every claim released
 * (conditioned on being this invoice's).
 */
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { type OrderRecord, familyOf } from '../order/order-model.ts';
import { orderScopes } from '../order/order.repository.ts';
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { billEntity, billListEntity } from '../shared/data/entities/bill.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { invoiceEntity, invoiceRequestEntity, invoicedBillEntity } from '../shared/data/entities/invoice.entity.ts';
import { orderEntity, orderListEntity } from '../shared/data/entities/order.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type TransactStep, failedConditions } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { type InvoiceRecord, type InvoiceState, invoiceablePayStates } from './invoice-model.ts';

/** The scopes an invoice is listed under: the platform's and its enterprise's. */
const invoiceScopes = (i: Pick<InvoiceRecord, 'channelCustId'>) => [scopeKeys.platform, scopeKeys.enterprise(i.channelCustId)];

/** No invoice on the order yet (absent on older orders, null on newer ones). */
const noInvoice: Condition = {
  expression: '(attribute_not_exists(invoiceId) OR attribute_type(invoiceId, :nullType))',
  values: { ':nullType': 'NULL' },
};
const paidOrder: Condition = {
  expression: `${noInvoice.expression} AND payState IN (${invoiceablePayStates.map((_, i) => `:ps${i}`).join(', ')})`,
  values: { ...noInvoice.values, ...Object.fromEntries(invoiceablePayStates.map((s, i) => [`:ps${i}`, s])) },
};
const onInvoice = (invoiceId: string): Condition => ({ expression: 'invoiceId = :inv', values: { ':inv': invoiceId } });

export interface InvoiceQuery {
  scope: string;
  /** Sort-key bounds (invoice ids start with the request time). */
  range?: readonly [string, string];
  filter?: Condition;
  cursor?: string;
  pageSize: number;
}

/** What a request claims: the orders (as read) and the bills. */
export interface Claims {
  orders: OrderRecord[];
  billIds: string[];
}

export function createInvoiceRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const names = createCustomerNames(db, table);

  /** The steps that set (or clear) an order's invoice on the order and each of its list copies. */
  function orderSteps(o: OrderRecord, invoiceId: string | null, condition: Condition): TransactStep[] {
    const T = table();
    const family = familyOf(o.orderType);
    return [
      entitySteps.update(T, orderEntity, o, { set: { invoiceId }, condition }),
      ...orderScopes(o).map((scope) =>
        entitySteps.update(
          T,
          orderListEntity,
          { scope, family, createdAt: o.createdAt, orderId: o.orderId },
          { set: { invoiceId }, condition: 'exists' },
        ),
      ),
    ];
  }

  /** Both copies of the invoice updated to `set`; the enterprise's conditioned on the state read. */
  function copySteps(i: InvoiceRecord, from: InvoiceState, set: Partial<InvoiceRecord>): TransactStep[] {
    const T = table();
    return invoiceScopes(i).map((scope) =>
      entitySteps.update(
        T,
        invoiceEntity,
        { scope, invoiceId: i.invoiceId },
        {
          set,
          condition:
            scope === scopeKeys.platform
              ? 'exists'
              : { expression: '#state = :from', names: { '#state': 'state' }, values: { ':from': from } },
        },
      ),
    );
  }

  return {
    get: (channelCustId: string, invoiceId: string) =>
      store.get(invoiceEntity, { scope: scopeKeys.enterprise(channelCustId), invoiceId }, true) as Promise<
        InvoiceRecord | undefined
      >,
    /** The invoice a request id made, if any. */
    request: (channelCustId: string, requestId: string) => store.get(invoiceRequestEntity, { channelCustId, requestId }, true),

    /**
     * Writes a new invoice and claims its items in one transaction. Answers `ok`, or which claim failed:
     * `request` (the request id made an invoice already), `order` / `bill` with the item's id.
     */
    async create(
      i: InvoiceRecord,
      requestId: string,
      claims: Claims,
    ): Promise<{ code: 'ok' } | { code: 'request' } | { code: 'order' | 'bill'; id: string }> {
      const T = table();
      const labelled: { step: TransactStep; what: { code: 'request' } | { code: 'order' | 'bill'; id: string } | null }[] = [
        ...invoiceScopes(i).map((scope) => ({ step: entitySteps.put(T, invoiceEntity, { ...i, scope }, 'absent'), what: null })),
        {
          step: entitySteps.put(
            T,
            invoiceRequestEntity,
            { channelCustId: i.channelCustId, requestId, invoiceId: i.invoiceId, createdAt: i.createdAt },
            'absent',
          ),
          what: { code: 'request' as const },
        },
        ...claims.orders.flatMap((o) =>
          orderSteps(o, i.invoiceId, paidOrder).map((step) => ({ step, what: { code: 'order' as const, id: o.orderId } })),
        ),
        ...claims.billIds.map((billId) => ({
          step: entitySteps.put(
            T,
            invoicedBillEntity,
            { channelCustId: i.channelCustId, billId, invoiceId: i.invoiceId },
            'absent',
          ),
          what: { code: 'bill' as const, id: billId },
        })),
      ];
      try {
        await store.transact(labelled.map((l) => ({ item: l.step.item })));
        return { code: 'ok' };
      } catch (error) {
        const failed = failedConditions(error);
        const what = failed.map((f) => labelled[f]?.what).find(Boolean);
        if (what) return what;
        throw error;
      }
    },

    /**
     * Moves a requested invoice to `set` (issued or rejected) in one transaction; a rejection releases
     * its orders and bills too. False when the invoice is no longer requested.
     */
    async decide(i: InvoiceRecord, set: Partial<InvoiceRecord>, release: Claims | null): Promise<boolean> {
      const T = table();
      const steps = [
        ...copySteps(i, 'requested', set),
        ...(release
          ? [
              ...release.orders.flatMap((o) => orderSteps(o, null, onInvoice(i.invoiceId))),
              ...release.billIds.map((billId) =>
                entitySteps.delete(T, invoicedBillEntity, { channelCustId: i.channelCustId, billId }, onInvoice(i.invoiceId)),
              ),
            ]
          : []),
      ];
      try {
        await store.transact(steps.map((s) => ({ item: s.item })));
        return true;
      } catch (error) {
        // The enterprise's copy is the second step: its state moved. Any other failure is unexpected.
        if (failedConditions(error).includes(1)) return false;
        throw error;
      }
    },

    /** A page of a scope's invoices, newest first. */
    list(q: InvoiceQuery): Promise<Page<InvoiceRecord>> {
      return store.page(
        invoiceEntity,
        {
          ...within(invoiceEntity, { scope: q.scope }),
          ...(q.range ? { sk: { between: q.range } } : {}),
          backwards: true,
          ...(q.filter ? { filter: q.filter } : {}),
        },
        { cursor: q.cursor, pageSize: q.pageSize, maxReads: 5 },
      ) as Promise<Page<InvoiceRecord>>;
    },

    getOrder: (channelCustId: string, orderId: string) => store.get(orderEntity, { channelCustId, orderId }, true),
    getBill: (channelCustId: string, billId: string) => store.get(billEntity, { channelCustId, billId }, true),
    invoicedBill: (channelCustId: string, billId: string) => store.get(invoicedBillEntity, { channelCustId, billId }, true),

    /** The enterprise's paid order-center orders on no invoice yet, newest first (at most `max`). */
    uninvoicedOrders: (channelCustId: string, max: number) =>
      store.all(
        orderListEntity,
        {
          pk: orderListEntity.prefix({ scope: scopeKeys.enterprise(channelCustId), family: 'ORDERS' }).pk,
          backwards: true,
          filter: paidOrder,
        },
        max,
      ) as Promise<OrderRecord[]>,
    /** The enterprise's bills written off (its list copies, newest cycle first). */
    writtenOffBills: (channelCustId: string) =>
      store.all(billListEntity, {
        pk: billListEntity.prefix({ scope: scopeKeys.enterprise(channelCustId) }).pk,
        backwards: true,
        filter: { expression: '#status IN (:wo, :owo)', names: { '#status': 'status' }, values: { ':wo': 3, ':owo': 4 } },
      }),
    /** The ids of the enterprise's bills on an invoice. */
    async invoicedBillIds(channelCustId: string): Promise<Set<string>> {
      const claims = await store.all(invoicedBillEntity, within(invoicedBillEntity, { channelCustId }));
      return new Set(claims.map((c) => c.billId));
    },

    /** The enterprise's profile (its invoice information and bank prefill a request). */
    enterprise: (channelCustId: string) => store.get(enterpriseEntity, { channelCustId }),
    /** Display names of enterprises in the reader's language. */
    names: names.enterprises,
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
