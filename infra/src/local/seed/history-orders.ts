/**
 * The demo's orders, made as users would: the platform adds an event pack to its catalogue; Acme
 * orders it for some of its active cards and for Acme East's, renews plans (Acme East's monthly card
 * at its retail plan, a stock card's prepaid plan); the platform records one-off fees and card
 * purchases, and moves some orders along their pay states (paid, confirmed, closed, failed).
 */
import type { Card } from '@cmp/functions/card/card-record';
import type { SeedClient } from './history-client.ts';
import { type CardPicker, of } from './history-picker.ts';

const GB = 1024 ** 3;

/** The event pack of the demo catalogue: a supplementary plan (goodsType 3, tariffType 8) of 2 GB for ¥8. */
export const demoEventPack = {
  code: 'EVT2G',
  name: 'Event pack 2 GB',
  goodsType: 3,
  tariffType: 8,
  operator: 'CMCC',
  releasePrice: 800,
  normPrice: 1000,
  modeType: '01',
  releaseCycle: 1,
  durationMonths: 1,
  apnConfigs: [{ apnId: 'APN0001', zones: [{ elementId: 'ZCN000001', commservIds: ['100000001', '100000004'] }] }],
  quotaBytes: 2 * GB,
  useUpAction: 'blockUntilCycleEnd',
  terminateByUsage: false,
  testPrice: 0,
  testPeriodMonths: 0,
  silentPeriodMonths: 0,
  renewalMode: 'auto',
  taxRate: 6,
  currency: 'CNY',
} as const;

interface Order {
  orderId: string;
}

const cardsOf = (picked: Card[]) => picked.map((c) => c.iccid);

export async function seedOrders(api: SeedClient, cards: CardPicker): Promise<void> {
  const admin = api.as('admin');
  const acme = api.as('acme');
  const pack = await admin<{ goodsReleaseId: string }>('/cmp/base/goods/basic/save', { ...demoEventPack });
  await admin('/cmp/base/goods/basic/publish', { goodsReleaseId: pack.goodsReleaseId, publishScope: 'all' });

  const packed: string[] = [];
  const own = cards.pick(2, of('C1001', { state: 64, custId: null }), 'event packs of Acme');
  const east = cards.pick(2, of('C1001', { state: 64, custId: 'S2001' }), 'event packs of Acme East');
  for (const iccid of [...cardsOf(own), ...cardsOf(east)]) {
    const card = await acme<{ eventPacks: { goodsReleaseId: string }[] }>('/cmp/sim/card/orderPackage', {
      iccid,
      goodsReleaseId: pack.goodsReleaseId,
    });
    if (!card.eventPacks.some((e) => e.goodsReleaseId === pack.goodsReleaseId)) throw new Error('history seed: pack not ordered');
    packed.push(iccid);
  }
  // Renewals: Acme East's monthly card (its retail plan R001), Acme's own monthly card, a prepaid stock card.
  const [eastMonthly] = cards.pick(
    1,
    (c) => of('C1001', { state: 64, custId: 'S2001' })(c) && c.goodsReleaseId === 'G001',
    'renewal',
  );
  const [ownMonthly] = cards.pick(
    1,
    (c) => of('C1001', { state: 64, custId: null })(c) && c.goodsReleaseId === 'G001',
    'renewal',
  );
  const [prepaid] = cards.pick(1, (c) => of('C1001', { state: 63 })(c) && c.goodsReleaseId === 'G002' && !c.custId, 'renewal');
  for (const [card, periods] of [
    [eastMonthly!, 1],
    [ownMonthly!, 2],
    [prepaid!, 1],
  ] as const)
    await acme('/cmp/sim/card/renew', { iccid: card.iccid, periods });

  // One-off fees and card purchases the platform records.
  const fee = (body: Record<string, unknown>) => admin<Order>('/cmp/order/create', { orderType: 'oneoff', quantity: 1, ...body });
  const replacement = await fee({ channelCustId: 'C1001', itemName: 'SIM replacement', unitPrice: 2000, iccid: packed[0] });
  const setup = await fee({
    channelCustId: 'C1001',
    itemName: 'Data pool setup fee',
    unitPrice: 50_000,
    remark: 'Pool for the east region',
  });
  await fee({ channelCustId: 'C1002', itemName: 'Expedited delivery', unitPrice: 3_000 });
  const purchase = (body: Record<string, unknown>) => admin<Order>('/cmp/order/create', { orderType: 'card', ...body });
  const mff2 = await purchase({
    channelCustId: 'C1001',
    itemName: 'Industrial MFF2 cards',
    operator: 'CMCC',
    quantity: 2_000,
    unitPrice: 350,
    remark: 'Second batch for smart meters',
  });
  await purchase({
    channelCustId: 'C1001',
    itemName: 'Plug-in cards (2FF/3FF/4FF)',
    operator: 'CUCC',
    quantity: 500,
    unitPrice: 300,
  });
  const globex = await purchase({
    channelCustId: 'C1002',
    itemName: 'Vehicle-grade MFF2 cards',
    operator: 'CTCC',
    quantity: 1_200,
    unitPrice: 420,
  });

  const move = (orderId: string, ...states: number[]) =>
    states.reduce<Promise<unknown>>(
      (prev, payState) => prev.then(() => admin('/cmp/order/payState', { orderId, payState })),
      Promise.resolve(),
    );
  await move(setup.orderId, 2, 3);
  await move(replacement.orderId, 2);
  await move(mff2.orderId, 2, 3);
  await move(globex.orderId, 4);
  const listed = await admin<{ items: (Order & { orderType: string; custId: string | null })[] }>('/cmp/order/list', {
    channelCustId: 'C1001',
    pageSize: 50,
  });
  const ownPack = listed.items.find((o) => o.orderType === 'pack' && !o.custId);
  const eastPack = listed.items.find((o) => o.orderType === 'pack' && o.custId === 'S2001');
  if (!ownPack || !eastPack) throw new Error('history seed: the pack orders are not listed');
  await move(ownPack.orderId, 2);
  await move(eastPack.orderId, 5);
}
