/**
 * The demo's contracts (issue #14, item 6), through the contract API as the platform would: Acme has
 * a prepaid contract in force with two access points and one payment received, and a postpaid one
 * that expired last year; Globex a prepaid deposit in force with an access point, and one terminated.
 */
import type { SeedClient } from './history-client.ts';

export async function seedContracts(api: SeedClient, now = new Date()): Promise<void> {
  const admin = api.as('admin');
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  const create = (channelCustId: string, contractNumber: string, terms: Record<string, unknown>) =>
    admin<{ contractNumber: string; version: number }>('/cmp/contract/create', { channelCustId, contractNumber, ...terms });
  const addPoint = (contractNumber: string, point: Record<string, unknown>) =>
    admin('/cmp/contract/accessPoint/add', { contractNumber, ...point });

  const acme = await create('C1001', `HT-${year}-0001`, {
    name: 'Smart meter fleet connectivity',
    paymentKind: 'prepaidContract',
    payMode: 'prepaid',
    amount: 12_000_000,
    signedOn: `${year}-01-03`,
    validFrom: `${year}-01-01`,
    validTo: `${year}-12-31`,
    remark: 'Annual contract for 20,000 meters, paid in quarterly instalments',
  });
  await addPoint(acme.contractNumber, {
    name: 'Shanghai metering gateway',
    operator: 'CMCC',
    apnId: 'APN0003',
    startIp: '172.20.1.1',
    endIp: '172.20.1.254',
    cardLimit: 12_000,
  });
  await addPoint(acme.contractNumber, {
    name: 'Public fallback',
    operator: 'CMCC',
    apnId: 'APN0001',
    startIp: '10.64.40.1',
    endIp: '10.64.41.254',
    cardLimit: 8_000,
  });
  await admin('/cmp/contract/payment/create', {
    contractNumber: acme.contractNumber,
    amount: 3_000_000,
    paidOn: `${year}-01-15`,
    remark: 'First quarter instalment',
    opId: `seed-${acme.contractNumber}-q1`,
  });
  await create('C1001', `HT-${year - 1}-0007`, {
    name: 'Pilot deployment',
    paymentKind: 'postpaid',
    payMode: 'postpaid',
    amount: 0,
    signedOn: `${year - 1}-02-20`,
    validFrom: `${year - 1}-03-01`,
    validTo: `${year - 1}-12-31`,
    remark: 'Pilot of 500 meters, billed monthly',
  });

  const globex = await create('C1002', `HT-${year}-0002`, {
    name: 'Fleet trackers deposit',
    paymentKind: 'prepaidDeposit',
    payMode: 'prepaidCredit',
    amount: 5_000_000,
    signedOn: `${year}-02-10`,
    validFrom: `${year}-02-15`,
    validTo: `${year + 1}-02-14`,
  });
  await addPoint(globex.contractNumber, {
    name: 'Trackers north',
    operator: 'CUCC',
    apnId: 'APN0002',
    startIp: '10.80.12.1',
    endIp: '10.80.12.254',
    cardLimit: 3_000,
  });
  const ended = await create('C1002', `HT-${year}-0003`, {
    name: 'Warehouse sensors',
    paymentKind: 'prepaidContract',
    payMode: 'prepaid',
    amount: 800_000,
    signedOn: `${year}-03-01`,
    validFrom: `${year}-03-01`,
    validTo: `${year + 1}-02-28`,
  });
  await admin('/cmp/contract/terminate', {
    contractNumber: ended.contractNumber,
    version: ended.version,
    reason: 'Warehouse closed; replaced by the fleet contract',
  });
}
