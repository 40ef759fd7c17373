import { orderRecord } from '@cmp/functions/order/order-fixtures';
import type { OrderRecord } from '@cmp/functions/order/order-model';
/**
 * The bill run reads orders (issue #13, item 3: "one-off fees" on the consumption bill): an
 * enterprise of its own gets one-off fees and a card purchase recorded in a cycle (through the order
 * repository, as `/cmp/order/create` writes them, at times of that past cycle), then the cycle's run
 * bills each as a line naming its order; closed and failed orders and orders of other cycles are
 * left out, the Unicom run carries none, a re-run adds nothing, and the platform's bill detail
 * answers the lines with their order and item.
 */
import { createOrderRepository } from '@cmp/functions/order/order.repository';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createBillRunWorker } from '../../functions/src/bill/bill-run.worker.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

const ENTERPRISE = 'BO1';
const table = () => inject('stack').env.TABLE_NAME!;

const order = (orderId: string, createdAt: string, over: Partial<OrderRecord> = {}): OrderRecord =>
  orderRecord(`${ENTERPRISE}-${createdAt.slice(0, 10).replaceAll('-', '')}-${orderId}`, {
    channelCustId: ENTERPRISE,
    createdAt,
    ...over,
  });

const orders = [
  // 00:30 on 2025-09-01 in Shanghai: the first instant of the cycle that matters.
  order('aaaaaaa1', '2025-08-31T16:30:00.000Z'),
  order('aaaaaaa2', '2025-09-15T02:00:00.000Z', {
    orderType: 'card',
    itemName: 'CMCC cards',
    operator: 'CMCC',
    quantity: 100,
    basicUnitPrice: 300,
    basicAmount: 30000,
    payState: 2,
  }),
  order('aaaaaaa3', '2025-09-20T02:00:00.000Z', { payState: 4, itemName: 'Closed fee' }),
  order('aaaaaaa4', '2025-09-21T02:00:00.000Z', { payState: 5, itemName: 'Failed fee' }),
  // 23:30 on 08-31 and 00:30 on 10-01 in Shanghai: other cycles.
  order('aaaaaaa5', '2025-08-31T15:30:00.000Z', { itemName: 'August fee' }),
  order('aaaaaaa6', '2025-09-30T16:30:00.000Z', { itemName: 'October fee' }),
];

async function run(calendar: 'month' | 'unicom') {
  const repo = createBillRepository(stackDb(), table);
  const worker = createBillRunWorker({ bills: repo, clock: () => new Date() });
  const ref = { channelCustId: ENTERPRISE, cycle: '2025-09', calendar } as const;
  if (!(await repo.getRun(ref)))
    await repo.createRun({ ...ref, status: 'processing', startedBy: 'test', createdAt: new Date().toISOString() });
  const { chunks } = await worker.planChunks(ref);
  for (const chunk of chunks) await worker.runChunk(chunk);
  await worker.finishBills(ref);
  const done = await repo.getRun(ref);
  return { repo, run: done! };
}

beforeAll(async () => {
  const repo = createOrderRepository(stackDb(), table);
  for (const o of orders) expect(await repo.create(o)).toBe(true);
});

describe('the bill run reads the cycle’s orders', () => {
  it('bills each one-off fee and card purchase of the cycle as a line naming its order (lines sorted by kind)', async () => {
    const { repo, run: done } = await run('month');
    expect(done.status, done.failureCause).toBe('succeeded');
    expect(done.billIds).toEqual(['BO1_202509_MC_E']);
    const bill = (await repo.getBill(ENTERPRISE, 'BO1_202509_MC_E'))!;
    expect(bill.lines.map((l) => [l.kind, l.orderId, l.itemName, l.quantity, l.unitPrice, l.amount, l.tax])).toEqual([
      ['cardPurchase', orders[1]!.orderId, 'CMCC cards', 100, 300, 30000, 0],
      ['oneoff', orders[0]!.orderId, 'SIM replacement', 1, 5000, 5000, 0],
    ]);
    expect(bill.totals).toEqual({ amount: 35000, tax: 0, total: 35000, cardCount: 0 });

    // A re-run of the finished cycle changes nothing.
    const again = await run('month');
    expect(again.run.billIds).toEqual(['BO1_202509_MC_E']);
    expect((await repo.getBill(ENTERPRISE, 'BO1_202509_MC_E'))!.lines).toEqual(bill.lines);
  });

  it('puts no order on the Unicom calendar’s bills', async () => {
    const { run: done } = await run('unicom');
    expect(done.status, done.failureCause).toBe('succeeded');
    expect(done.billIds).toEqual([]);
  });

  it('answers the lines with their order and item on the platform’s bill detail', async () => {
    const admin = await login('admin');
    const res = await call<{ lines: Record<string, unknown>[] }>(
      '/cmp/bill/detail',
      { billId: 'BO1_202509_MC_E' },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.lines).toEqual([
      expect.objectContaining({ kind: 'cardPurchase', orderId: orders[1]!.orderId, itemName: 'CMCC cards', unit: 'card' }),
      expect.objectContaining({ kind: 'oneoff', orderId: orders[0]!.orderId, itemName: 'SIM replacement', unit: 'item' }),
    ]);
  });
});
