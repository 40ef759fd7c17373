/**
 * History of the card areas, through the API: data pools with members, a refused change and a
 * block history; labels; SMS in each state; VIP numbers; dual-SIM pairs.
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { DeleteCommand, PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { keys } from '@cmp/functions/shared/data/keys';
import type { SeedClient } from './history-client.ts';
import { type CardPicker, iccids, of } from './history-picker.ts';

const MAINLAND = 'ZCN000001';
/** China Mobile cards on a plan covering the mainland (G001, G003): they may join a mainland pool. */
const mainlandCmcc = (channelCustId: string, modeType: '00' | '01') => (c: Parameters<ReturnType<typeof of>>[0]) =>
  of(channelCustId, { state: 64, operator: 'CMCC', custId: null, modeType })(c) && c.goodsReleaseId !== 'G004';

/** Two Acme pools and one of Globex, with members; one change with a refused card; a manual block lifted again. */
export async function seedPools(api: SeedClient, cards: CardPicker): Promise<void> {
  const acme = api.as('acme');
  const pool = (name: string) => ({ name, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: MAINLAND });
  const meters = await acme<{ poolId: string }>('/cmp/sim/pool/add', pool('Smart meters East China'));
  await acme('/cmp/sim/pool/change', {
    poolId: meters.poolId,
    action: 'add',
    iccids: iccids([
      ...cards.pick(4, mainlandCmcc('C1001', '01'), 'a pool'),
      // Another operating mode: refused, with the reason in the change's fail log.
      ...cards.pick(1, mainlandCmcc('C1001', '00'), 'a refused pool change'),
    ]),
  });
  const backup = await acme<{ poolId: string }>('/cmp/sim/pool/add', pool('Backup routers'));
  await acme('/cmp/sim/pool/change', {
    poolId: backup.poolId,
    action: 'add',
    iccids: iccids(cards.pick(2, mainlandCmcc('C1001', '01'), 'a second pool')),
  });
  const admin = api.as('admin');
  const target = { channelCustId: 'C1001', poolId: meters.poolId };
  await admin('/cmp/sim/pool/block', { ...target, reason: 'Usage review after a traffic spike' });
  await admin('/cmp/sim/pool/unblock', { ...target, reason: 'Review done: traffic was a firmware update' });

  const globex = api.as('globex');
  const fleet = await globex<{ poolId: string }>('/cmp/sim/pool/add', pool('Fleet trackers'));
  await globex('/cmp/sim/pool/change', {
    poolId: fleet.poolId,
    action: 'add',
    iccids: iccids(cards.pick(3, mainlandCmcc('C1002', '01'), 'a Globex pool')),
  });
}

/** Labels with cards: two of Acme (one with an Acme East card), one of Globex. */
export async function seedLabels(api: SeedClient, cards: CardPicker): Promise<void> {
  const acme = api.as('acme');
  const label = async (call: typeof acme, name: string, color: string, description: string, chosen: string[]) => {
    const saved = await call<{ labelId: string }>('/cmp/sim/label/save', { name, color, description });
    await call('/cmp/sim/label/attach', { labelId: saved.labelId, iccids: chosen });
  };
  await label(acme, 'Shanghai meters', 'blue', 'Water meters of the Shanghai roll-out', [
    ...iccids(cards.pick(4, of('C1001', { state: 64, custId: null }), 'a label')),
    ...iccids(cards.pick(1, of('C1001', { state: 64, custId: 'S2001' }), 'a label')),
  ]);
  await label(
    acme,
    'Field trial',
    'amber',
    'Cards of the 2026 field trial',
    iccids(cards.pick(3, of('C1001', { state: 62 }), 'a label')),
  );
  await label(
    api.as('globex'),
    'Cold chain',
    'teal',
    'Refrigerated trucks',
    iccids(cards.pick(3, of('C1002', { state: 64, custId: null }), 'a Globex label')),
  );
}

/**
 * SMS in each state, as the simulator settles them: delivered (`sent`, settled by reading the
 * list), `failed` (the operator refused the send) and `submitted` (no receipt yet: the operator is
 * unreachable for that card). Failures come from the simulator's fault table
 * (`keys.simulatorFault`, see functions/src/operator/operators.ts), the documented way to make
 * the simulated operator fail for one card.
 */
export async function seedSms(api: SeedClient, cards: CardPicker, db: DocumentClient, tableName: string): Promise<void> {
  const acme = api.as('acme');
  const fault = (iccid: string, code: 'REJECTED' | 'UNAVAILABLE') =>
    db.send(new PutCommand({ TableName: tableName, Item: { ...keys.simulatorFault(iccid), code } }));
  const send = (chosen: string[], content: string) => acme('/cmp/sim/sms/send', { iccids: chosen, content });

  const delivered = iccids([
    ...cards.pick(2, of('C1001', { state: 64, custId: null }), 'SMS'),
    ...cards.pick(1, of('C1001', { state: 64, custId: 'S2001' }), 'SMS'),
  ]);
  await send(delivered, 'CONFIG SET interval=900');
  // Reading the list asks the operator for receipts: the messages above become `sent`.
  await acme('/cmp/sim/sms/list', {});

  const [refused] = iccids(cards.pick(1, of('C1001', { state: 64, operator: 'CTCC', custId: null }), 'a failed SMS'));
  await fault(refused!, 'REJECTED');
  await send([refused!], 'REBOOT');
  // Only the waiting card keeps a fault: this one works again after its failed SMS.
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.simulatorFault(refused!) }));

  const [unreachable] = iccids(cards.pick(1, of('C1001', { state: 64, operator: 'CTCC', custId: null }), 'a pending SMS'));
  await send([unreachable!], 'STATUS?');
  await fault(unreachable!, 'UNAVAILABLE');

  await api.as('globex')('/cmp/sim/sms/send', {
    iccids: iccids(cards.pick(2, of('C1002', { state: 64, custId: null }), 'Globex SMS')),
    content: 'GPS REPORT 60',
  });
}

/** VIP numbers (voice whitelists) on three Acme cards and one Globex card. */
export async function seedVipNumbers(api: SeedClient, cards: CardPicker): Promise<void> {
  const acme = api.as('acme');
  const [a, b, c] = iccids(cards.pick(3, of('C1001', { state: 64, custId: null }), 'VIP numbers'));
  await acme('/cmp/sim/vipcall/add', { iccid: a, numbers: ['13800138000', '021-62345678'] });
  await acme('/cmp/sim/vipcall/add', { iccid: b, numbers: ['13900139000'] });
  await acme('/cmp/sim/vipcall/add', { iccid: c, numbers: ['400-820-8820'] });
  const [g] = iccids(cards.pick(1, of('C1002', { state: 64, custId: null }), 'Globex VIP numbers'));
  await api.as('globex')('/cmp/sim/vipcall/add', { iccid: g, numbers: ['13700137000'] });
}

/** Dual-SIM pairs made on the list page (the import adds two more); one switched to its backup slot. */
export async function seedPairs(api: SeedClient, cards: CardPicker): Promise<void> {
  const acme = api.as('acme');
  const [a, b, c, d] = iccids(cards.pick(4, of('C1001', { state: 64, custId: null }), 'dual-SIM pairs'));
  await acme('/cmp/sim/dsim/pair', { sn: 'GATEWAY-0001', iccid1: a, iccid2: b });
  await acme('/cmp/sim/dsim/pair', { sn: 'GATEWAY-0002', iccid1: c, iccid2: d });
  await acme('/cmp/sim/dsim/switch', { sn: 'GATEWAY-0002', activeSlot: 2 });
  const [e, f] = iccids(cards.pick(2, of('C1002', { state: 64, custId: null }), 'a Globex pair'));
  await api.as('globex')('/cmp/sim/dsim/pair', { sn: 'TRUCK-0001', iccid1: e, iccid2: f });
}
