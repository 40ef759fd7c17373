/**
 * The demo's sales orders (sale-order): orders Acme and Globex placed, recorded, handled and replied
 * to by the platform as it would, through the API: one handled and processed, one of Acme East's
 * handled in part, one waiting, one cancelled, one of Globex's modified.
 */
import type { SeedClient } from './history-client.ts';
import { type CardPicker, iccids, of } from './history-picker.ts';

interface DemoOrder {
  channelCustId: string;
  custId?: string;
  retailId?: string;
  orderType: 1 | 2 | 3;
  goodsReleaseId: string;
  quantity: number;
  remark: string;
  /** Cards the platform handles the order with. */
  cards?: () => string[];
  reply?: { result: 'processed' | 'modified' | 'cancelled'; remark: string };
}

export async function seedSaleOrders(api: SeedClient, cards: CardPicker): Promise<string[]> {
  const admin = api.as('admin');
  const orders: DemoOrder[] = [
    {
      channelCustId: 'C1001',
      orderType: 1,
      goodsReleaseId: 'G001',
      quantity: 6,
      remark: 'Water meters, Shanghai phase 2',
      cards: () => iccids(cards.pick(6, of('C1001', { state: 64, custId: null, operator: 'CMCC' }), 'a sales order')),
      reply: { result: 'processed', remark: 'Cards delivered and activated' },
    },
    {
      channelCustId: 'C1001',
      custId: 'S2001',
      retailId: 'R001',
      orderType: 1,
      goodsReleaseId: 'G001',
      quantity: 3,
      remark: 'Acme East pilot',
      cards: () => iccids(cards.pick(2, of('C1001', { state: 64, custId: 'S2001' }), 'a sales order of Acme East')),
    },
    { channelCustId: 'C1001', orderType: 3, goodsReleaseId: 'G003', quantity: 20, remark: 'Move the meters to the shared pool plan' },
    {
      channelCustId: 'C1001',
      orderType: 2,
      goodsReleaseId: 'G002',
      quantity: 5,
      remark: 'Yearly renewal',
      reply: { result: 'cancelled', remark: 'Cancelled at the customer’s request' },
    },
    {
      channelCustId: 'C1002',
      orderType: 2,
      goodsReleaseId: 'G003',
      quantity: 4,
      remark: 'Fleet renewal',
      cards: () => iccids(cards.pick(4, of('C1002', { state: 64, custId: null }), 'a Globex sales order')),
      reply: { result: 'modified', remark: 'Quantity changed to 4 after review' },
    },
  ];
  const numbers: string[] = [];
  for (const { cards: chosen, reply, ...order } of orders) {
    const saved = await admin<{ salesOrderNumber: string }>('/cmp/saleOrder/save', order);
    const ref = { channelCustId: order.channelCustId, salesOrderNumber: saved.salesOrderNumber };
    if (chosen) await admin('/cmp/saleOrder/handle', { ...ref, iccids: chosen() });
    if (reply) await admin('/cmp/saleOrder/reply', { ...ref, ...reply });
    numbers.push(saved.salesOrderNumber);
  }
  return numbers;
}
