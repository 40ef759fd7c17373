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
    {
      channelCustId: 'C1001',
      orderType: 3,
      goodsReleaseId: 'G003',
      quantity: 20,
      remark: 'Move the meters to the shared pool plan',
    },
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

/**
 * China Mobile's bill of Acme's last calendar month, imported by the platform after the bill runs:
 * built from Acme's consumption bills of the month so most cards match, with differences planted — two cards
 * billed ¥2.50 more, one card left out, two cards the operator bills that Acme does not have.
 */
export async function seedChannelBill(api: SeedClient, cycle: string): Promise<void> {
  const admin = api.as('admin');
  // Acme's consumption bills of the month: its own and its secondary customers'.
  const bills = await admin<{ items: { billId: string }[] }>('/cmp/bill/list', {
    channelCustId: 'C1001',
    cycle,
    calendar: 'month',
    kind: 'consumption',
    pageSize: 100,
  });
  type BillCard = { iccid: string; lines: { amount: number }[] };
  /** Every item of a cursor-paged list. */
  const all = async <T>(path: string, body: Record<string, unknown>): Promise<T[]> => {
    const out: T[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: T[]; cursor: string | null } = await admin(path, { ...body, ...(cursor ? { cursor } : {}) });
      out.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return out;
  };
  const cmcc = new Set(
    (await all<{ iccid: string }>('/cmp/sim/card/list', { channelCustId: 'C1001', operator: 'CMCC', pageSize: 100 })).map(
      (c) => c.iccid,
    ),
  );
  const cards: BillCard[] = [];
  for (const { billId } of bills.items)
    cards.push(...(await all<BillCard>('/cmp/bill/cards', { billId })).filter((c) => cmcc.has(c.iccid)));
  // The planted differences are on Acme's own cards (a secondary customer's card is checked for presence only).
  const own = new Set(
    (await all<BillCard>('/cmp/bill/cards', { billId: `C1001_${cycle.replace('-', '')}_MC_E` })).map((c) => c.iccid),
  );
  const month = cycle.replace('-', '');
  const billed = cards.filter((c) => own.has(c.iccid) && c.lines.reduce((sum, l) => sum + l.amount, 0) > 0);
  const left = new Set(billed.slice(0, 1).map((c) => c.iccid));
  const raised = new Set(billed.slice(1, 3).map((c) => c.iccid));
  const rows = cards
    .filter((c) => !left.has(c.iccid))
    .map((c) => {
      const fen = c.lines.reduce((s, l) => s + l.amount, 0) + (raised.has(c.iccid) ? 250 : 0);
      return `${c.iccid},${month},${1024 * (1 + (Number(c.iccid.slice(-3)) % 500))},${(fen / 100).toFixed(2)}`;
    });
  rows.push(`89860077000000000011,${month},2048,10.00`, `89860077000000000012,${month},0,10.00`);
  const csv = ['ICCID,账期,使用流量(KB),应收金额(元)', ...rows].join('\r\n');
  const fileName = `CMCC-${month}-C1001.csv`;
  const url = await admin<{ uploadId: string; uploadUrl: string }>('/cmp/channelBill/uploadUrl', {
    fileName,
    size: Buffer.byteLength(csv),
  });
  await api.upload(url.uploadUrl, csv);
  await admin('/cmp/channelBill/import', { uploadId: url.uploadId, fileName, operator: 'CMCC', channelCustId: 'C1001', cycle });
}
