/** An order as stored, for tests: an unpaid one-off fee of the enterprise C1001 (override what a test needs). */
import type { OrderRecord } from './order-model.ts';

export const orderRecord = (orderId: string, over: Partial<OrderRecord> = {}): OrderRecord => ({
  orderId,
  orderType: 'oneoff',
  channelCustId: 'C1001',
  custId: null,
  payState: 1,
  iccid: null,
  goodsReleaseId: null,
  itemName: 'SIM replacement',
  quantity: 1,
  basicUnitPrice: 5000,
  basicAmount: 5000,
  retailUnitPrice: null,
  retailAmount: null,
  retailId: null,
  currency: 'CNY',
  operator: null,
  remark: null,
  invoiceId: null,
  createdAt: '2026-04-10T02:00:00.000Z',
  createdBy: 'admin',
  payStateAt: null,
  payStateBy: null,
  ...over,
});
