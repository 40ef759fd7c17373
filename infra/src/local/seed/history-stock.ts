/**
 * History: the demo's stock (issue #17 item 3) through the stock API as platform staff would build it.
 * Three imports (cards, hardware, dual-SIM pairs), each with a few rows refused for their reason (a
 * name over 10 characters, a network type out of range, a pair with one ICCID twice, a row repeated);
 * some items carry Acme's real cards, so they match once out to Acme. Then stock-outs against sales
 * orders of Acme and Globex (one serial number unknown), and a scrapping (one item already out):
 * every stock state but the transient "leaving" and every matching state shows.
 */
import type { SeedClient } from './history-client.ts';
import { type CardPicker, iccids, of } from './history-picker.ts';

/** 19-digit ICCIDs no seeded card has (seeded ones have 20 digits). */
const spare = (n: number) => `8986770${String(n).padStart(12, '0')}`;
const file = (rows: string[]) => Buffer.from(rows.join('\n'), 'utf8').toString('base64');

export async function seedStock(api: SeedClient, cards: CardPicker, idle: () => Promise<void>): Promise<void> {
  const admin = api.as('admin');
  const acmeCards = iccids(cards.pick(4, of('C1001', { state: 64 }), 'stock items matching Acme cards'));
  const importFile = (kind: string, fileName: string, rows: string[]) =>
    admin('/cmp/base/goods/stockImport', { kind, fileName, content: file(rows) });

  await importFile('card', '物联网卡入库.csv', [
    'iccid,name,networkType,operator,remark',
    ...acmeCards.slice(0, 2).map((i, n) => `${i},物联网卡${n + 1},2,CMCC,首批`),
    ...[1, 2, 3, 4].map((n) => `${spare(n)},NB卡${n},5,CTCC,`),
    `${spare(5)},名称超过十个字符的物联网卡,2,CMCC,`,
    `${spare(1)},重复,5,CTCC,`,
  ]);
  await importFile('hardware', 'hardware-2026.csv', [
    'sn,name,networkType,model,iccid,remark',
    `DEV-R100-0001,Router,2,R100,${acmeCards[2]},`,
    `DEV-R100-0002,Router,2,R100,${acmeCards[3]},`,
    'DEV-G200-0001,Gateway,3,G200,,warehouse',
    'DEV-G200-0002,Gateway,3,G200,,',
    'DEV-T300-0001,Tracker,5,T300,,',
    'DEV-T300-0002,Tracker,9,T300,,',
  ]);
  await importFile('dsim', 'dual-sim.csv', [
    'sn,iccid1,iccid2,name,networkType',
    `DS-0001,${spare(11)},${spare(12)},双卡终端,2`,
    `DS-0002,${spare(13)},${spare(14)},双卡终端,2`,
    `DS-0003,${spare(15)},${spare(15)},双卡终端,2`,
  ]);
  await idle();

  const order = async (channelCustId: string, quantity: number) =>
    (
      await admin<{ salesOrderNumber: string }>('/cmp/saleOrder/save', {
        channelCustId,
        orderType: 1,
        goodsReleaseId: channelCustId === 'C1001' ? 'G001' : 'G003',
        quantity,
        remark: 'stock',
      })
    ).salesOrderNumber;
  await admin('/cmp/sim/stock/out', {
    salesOrderNumber: await order('C1001', 5),
    sns: [acmeCards[0], acmeCards[1], 'DEV-R100-0001', 'DEV-G200-0001', 'DS-0001', 'DEV-X-9999'],
  });
  await admin('/cmp/sim/stock/out', { salesOrderNumber: await order('C1002', 2), sns: [spare(2), 'DEV-G200-0002'] });
  await idle();
  await admin('/cmp/sim/stock/scrap', { sns: ['DEV-T300-0001', 'DEV-R100-0001'] });
  await idle();
}
