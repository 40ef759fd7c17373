/**
 * Prepaid-card funds and prepaid cost in the demo (issue #14, items 6 and 7): the bills the history
 * publishes carry the prepaid plan G002's yearly terms of Acme's and Globex's cards whose term begins
 * in a billed cycle, so both enterprises have funds groups and months of prepaid cost. So that a
 * secondary customer's report has its own, Acme offers Acme East a retail plan on G002 before the
 * bills run: Acme East's G002 cards are then billed to it at the retail price, terms included.
 */
import type { SeedClient } from './history-client.ts';

export async function seedPrepaidRetail(api: SeedClient): Promise<void> {
  await api.as('acme')('/cmp/base/goods/retail/save', {
    retailName: 'Acme East prepaid tracker',
    goodsReleaseId: 'G002',
    retailPrice: 4800,
    dividend: 'profit',
    proportion: 20,
    taxRate: 6,
    custIds: ['S2001'],
    remark: 'Yearly prepaid terms for Acme East',
  });
}
