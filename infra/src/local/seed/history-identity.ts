import type { SeedClient } from './history-client.ts';
/**
 * The demo's blacklists and real-name records (issue #16 items 7 and 5), made as users would through
 * the API: the platform blacklists enterprises and persons (one edited), Acme's new secondary customer
 * that turns out blacklisted is refused cards (a hit), cards of Acme (one of Acme East's among them)
 * are required to be verified — cut off at once — and most are verified (restored), one holder is
 * refused as blacklisted (a hit and a 'refused' history entry), one card stays cut off.
 */
import type { CardPicker } from './history-picker.ts';
import { iccids, of } from './history-picker.ts';

/** Runs a request the product is expected to refuse; throws if it is accepted. */
async function refused(request: Promise<unknown>, what: string): Promise<void> {
  const accepted = await request.then(
    () => true,
    () => false,
  );
  if (accepted) throw new Error(`history seed: ${what} was not refused`);
}

export async function seedIdentity(api: SeedClient, cards: CardPicker): Promise<void> {
  const admin = api.as('admin');
  const operator = api.as('operator');
  const acme = api.as('acme');

  await admin('/cmp/core/blacklist/enterprise/add', {
    name: 'Shady Trading Co., Ltd.',
    orgCode: '91310000MA1FL8XQ3C',
    reason: 'Resold cards to unverified users',
  });
  const harbour = await operator<{ entryId: string }>('/cmp/core/blacklist/enterprise/add', {
    name: 'Harbour Logistics',
    reason: 'Unpaid bills with another operator',
  });
  await operator('/cmp/core/blacklist/enterprise/edit', {
    entryId: harbour.entryId,
    name: 'Harbour Logistics',
    reason: 'Unpaid bills with another operator (confirmed by finance)',
  });
  await admin('/cmp/core/blacklist/personal/add', { name: 'Wang Wu', idNumber: '44030119851203421X', reason: 'Identity fraud' });
  await admin('/cmp/core/blacklist/personal/add', { name: 'Zhao Liu', idNumber: '510104199207150036', reason: 'Court order' });

  // Acme adds Harbour Logistics as a secondary customer; allocating cards to it is refused (the hit is recorded).
  const sub = await acme<{ custId: string }>('/cmp/core/account/customer/save', {
    code: 'HARBOUR',
    name: 'Harbour Logistics',
    status: 0,
    paymentModel: 'prepaid',
  });
  const [spare] = cards.pick(1, of('C1001', { custId: null }), 'a refused allocation');
  await refused(
    acme('/cmp/sim/batch/allocate', { iccids: iccids([spare!]), custId: sub.custId }),
    'an allocation to a blacklisted customer',
  );

  // Real-name: five Acme cards (one of Acme East's) are required to be verified and cut off at once.
  const required = [
    ...cards.pick(4, of('C1001', { state: 64, operator: 'CMCC', custId: null }), 'real-name records'),
    ...cards.pick(1, of('C1001', { state: 64, custId: 'S2001' }), "Acme East's real-name record"),
  ];
  await admin('/cmp/sim/realName/require', { channelCustId: 'C1001', iccids: iccids(required), required: true });
  const holders = [
    { personName: 'Li Lei', idNumber: '310101198804123456' },
    { personName: 'Han Meimei', idNumber: '31010419900218002X' },
    { personName: 'Chen Jing', idNumber: '320102199511300017' },
  ];
  // The fourth card stays cut off, pending verification.
  const [a, b, c, , east] = required;
  for (const [card, holder] of [
    [a!, holders[0]!],
    [b!, holders[1]!],
    [east!, holders[2]!],
  ] as const)
    await operator('/cmp/sim/realName/verify', { channelCustId: 'C1001', iccid: card.iccid, ...holder });
  // A blacklisted person is refused for c (a hit, and a 'refused' entry), then the right holder is recorded.
  await refused(
    admin('/cmp/sim/realName/verify', {
      channelCustId: 'C1001',
      iccid: c!.iccid,
      personName: 'Wang Wu',
      idNumber: '44030119851203421X',
    }),
    'a blacklisted holder',
  );
  await admin('/cmp/sim/realName/verify', {
    channelCustId: 'C1001',
    iccid: c!.iccid,
    personName: 'Zhou Min',
    idNumber: '330106199301015678',
  });
  // A card whose requirement was lifted again is listed as not required, with its history.
  const [lifted] = cards.pick(1, of('C1001', { state: 64, operator: 'CUCC', custId: null }), 'a lifted requirement');
  await admin('/cmp/sim/realName/require', { channelCustId: 'C1001', iccids: [lifted!.iccid], required: true });
  await admin('/cmp/sim/realName/require', { channelCustId: 'C1001', iccids: [lifted!.iccid], required: false });
}
