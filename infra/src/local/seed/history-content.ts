/**
 * The demo's content and rights (issue #17 item 4): the catalogue as the real sync builds it — a
 * scheduled run of a week ago (the providers' catalogue of that week), then a run asked for by hand
 * through the API (this week's catalogue: a price revised, maybe a product withdrawn or listed again)
 * — and rights orders through the content API: Acme for two of its cards (one allocated to a
 * secondary customer) and two vehicles, Globex for a card and a vehicle. So every content screen
 * (products, orders, users, bills, CP/SP with their sync runs) has data on a fresh `npm start`.
 */
import { scheduledRunIdOf } from '@cmp/functions/content/content-model';
import { createContentSync } from '@cmp/functions/content/content-sync';
import { createContentRepository } from '@cmp/functions/content/content.repository';
import { contentProviders } from '@cmp/functions/content/provider/providers';
import type { SeedClient } from './history-client.ts';
import { type CardPicker, of } from './history-picker.ts';

interface Product {
  productId: string;
  periods: number[];
}

export async function seedContent(api: SeedClient, cards: CardPicker): Promise<void> {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const providers = contentProviders(process.env, () => weekAgo);
  await createContentSync({ repo: createContentRepository(), providers: () => providers, clock: () => weekAgo }).run({
    runId: scheduledRunIdOf(weekAgo),
    trigger: 'schedule',
    startedBy: 'schedule',
  });
  await api.as('admin')('/cmp/content/sync/run', {});

  const acme = api.as('acme');
  const globex = api.as('globex');
  const { items } = await acme<{ items: Product[] }>('/cmp/content/product/list', { pageSize: 100 });
  const product = (i: number) => items[i % items.length]!;
  const order = (call: typeof acme, p: Product, targetKind: 'iccid' | 'vin', target: string, remark?: string) =>
    call('/cmp/content/order/add', {
      productId: p.productId,
      targetKind,
      target,
      months: p.periods[p.periods.length - 1]!,
      ...(remark ? { remark } : {}),
    });

  const [own] = cards.pick(1, of('C1001', { state: 64, custId: null }), 'content orders');
  const [allocated] = cards.pick(1, (c) => c.channelCustId === 'C1001' && c.state === 64 && c.custId !== null, 'content orders');
  const [globexCard] = cards.pick(1, of('C1002', { state: 64 }), 'content orders');
  await order(acme, product(0), 'iccid', own!.iccid, 'Fleet head units');
  await order(acme, product(3), 'iccid', own!.iccid);
  await order(acme, product(1), 'iccid', allocated!.iccid);
  await order(acme, product(3), 'vin', 'LSVAU2180N2183294', 'Demo vehicle');
  await order(acme, product(4), 'vin', 'LFV2A21K8N3051177');
  await order(globex, product(2), 'iccid', globexCard!.iccid);
  await order(globex, product(5), 'vin', 'LGBH52E05NY100231');
}
