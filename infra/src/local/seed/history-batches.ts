/**
 * History: batch operations (state changes, an allocation, a data recovery, a standard-SIM
 * change) and uploads (a card import with bad rows, a dual-SIM import), started through the API.
 * The batches run on the local Step Functions runner; the caller waits for them.
 */
import type { SeedClient } from './history-client.ts';
import { type CardPicker, iccids, of } from './history-picker.ts';

/** Finished and failed batches of every type, mostly Acme's, one of Globex. */
export async function seedBatches(api: SeedClient, cards: CardPicker): Promise<void> {
  const acme = api.as('acme');
  // A finished state change: six active China Mobile cards suspended.
  await acme('/cmp/sim/batch/changeState', {
    iccids: iccids(cards.pick(6, of('C1001', { state: 64, operator: 'CMCC', custId: null }), 'a state change')),
    targetState: 65,
  });
  // A failed one: one batch may not mix operators, so every card fails with the reason.
  await acme('/cmp/sim/batch/changeState', {
    iccids: iccids([
      ...cards.pick(1, of('C1001', { state: 63, operator: 'CMCC', custId: null }), 'a failed batch'),
      ...cards.pick(1, of('C1001', { state: 63, operator: 'CUCC', custId: null }), 'a failed batch'),
    ]),
    targetState: 64,
  });
  // An allocation to Acme East, partly failed: one card already is East's.
  await acme('/cmp/sim/batch/allocate', {
    iccids: iccids([
      ...cards.pick(4, of('C1001', { state: 63, custId: null }), 'an allocation'),
      ...cards.pick(1, of('C1001', { state: 63, custId: 'S2001' }), 'an allocation'),
    ]),
    custId: 'S2001',
  });
  // A data recovery: two suspended unallocated cards back to stock.
  await acme('/cmp/sim/batch/dataRecovery', {
    iccids: iccids(cards.pick(2, of('C1001', { state: 65, custId: null }), 'a data recovery')),
  });
  // A standard-SIM change to Standard Plus, partly failed: a cancelled card cannot change edition.
  await acme('/cmp/sim/batch/standardSim', {
    iccids: iccids([
      ...cards.pick(3, (c) => of('C1001', { state: 64, custId: null })(c) && c.modeType !== '02', 'a standard-SIM batch'),
      ...cards.pick(1, of('C1001', { state: 67 }), 'a standard-SIM batch'),
    ]),
    modeType: '02',
  });
  // Acme East's own: a secondary customer lists only the batches it started.
  await api.as('acme-east')('/cmp/sim/batch/changeState', {
    iccids: iccids(cards.pick(2, of('C1001', { state: 64, operator: 'CMCC', custId: 'S2001' }), 'an Acme East batch')),
    targetState: 65,
  });
  // Globex: a finished state change of China Unicom cards.
  await api.as('globex')('/cmp/sim/batch/changeState', {
    iccids: iccids(cards.pick(4, of('C1002', { state: 64, operator: 'CUCC', custId: null }), 'a Globex state change')),
    targetState: 65,
  });
}

const importCsv = (rows: string[]) => ['iccid,msisdn,imsi,operator,imei,goodsReleaseId,state', ...rows].join('\r\n');

/** New cards of a fixed number range (above the demo cards' ICCIDs), for the card import. */
const imported = (n: number) => {
  const seq = String(n).padStart(3, '0');
  return [`89860099990000000${seq}`, `1440999000${seq}`, `460009999000${seq}`, 'CMCC', '', 'G001', '63'].join(',');
};

/** A card import for Acme (platform admin) with three bad rows, and a dual-SIM import of Acme's own. */
export async function seedImports(api: SeedClient, cards: CardPicker): Promise<void> {
  const admin = api.as('admin');
  const csv = importCsv([
    imported(1),
    imported(2),
    imported(3),
    imported(4),
    ['89860099990000000001', '1440999000005', '460009999000005', 'CMCC', '', 'G001', '63'].join(','), // the ICCID of row 1 again
    ['89860099990000000006', '1440999000006', '46000', 'CMCC', '', 'G001', '63'].join(','), // malformed IMSI
    ['89860099990000000007', '1440999000007', '460009999000007', 'CMCC', '', 'NOPLAN', '63'].join(','), // unknown plan
  ]);
  const target = { channelCustId: 'C1001', fileName: 'acme-meters-2026-11.csv' };
  const url = await admin<{ uploadId: string; uploadUrl: string }>('/cmp/sim/cardImport/uploadUrl', {
    ...target,
    size: Buffer.byteLength(csv),
  });
  await api.upload(url.uploadUrl, csv);
  await admin('/cmp/sim/cardImport/start', { ...target, uploadId: url.uploadId });

  const acme = api.as('acme');
  const [a, b, c, d] = iccids(cards.pick(4, of('C1001', { state: 62, custId: null }), 'a dual-SIM import'));
  const dsim = [
    'sn,iccid1,iccid2',
    `TRACKER-0001,${a},${b}`,
    `TRACKER-0002,${c},${d}`,
    `TRACKER-0003,${a},89860000000000000009`, // a card already paired, and an unknown one
  ].join('\r\n');
  const dsimUrl = await acme<{ uploadId: string; uploadUrl: string }>('/cmp/sim/cardImport/dsim/uploadUrl', {
    fileName: 'trackers.csv',
    size: Buffer.byteLength(dsim),
  });
  await api.upload(dsimUrl.uploadUrl, dsim);
  await acme('/cmp/sim/cardImport/dsim/start', { uploadId: dsimUrl.uploadId, fileName: 'trackers.csv' });
}
