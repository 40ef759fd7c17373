/**
 * The stored key strings, spelled out: a change to a builder in keys.ts that would move existing
 * items (the table, the demo seed) fails here. Also checks the prefixes and scope helpers agree
 * with the builders that use them.
 */
import { describe, expect, it } from 'vitest';
import {
  altKeys,
  cardListKeys,
  enterpriseOfPartition,
  idAfter,
  keys,
  partitionKeys,
  scopeKey,
  scopeKeys,
  skPrefix,
  tenantKey,
} from './keys.ts';

const stored: [string, unknown, unknown][] = [
  ['account', keys.account('alice'), { pk: 'ACCOUNT#alice', sk: 'PROFILE' }],
  ['ledgerAccount', keys.ledgerAccount('E1', 'E1/preDeposit'), { pk: 'CUST#E1#LEDGER', sk: 'ACCT#E1/preDeposit' }],
  ['ledgerTransfer', keys.ledgerTransfer('T1'), { pk: 'LEDGER#T1', sk: 'TRANSFER' }],
  [
    'prepaidGroup',
    keys.prepaidGroup('CUST#E1', '2026-03', 'G1', 'Z1', 'prepaidContract'),
    { pk: 'CUST#E1#PREPAID', sk: '2026-03#G1#Z1#prepaidContract' },
  ],
  [
    'prepaidCard',
    keys.prepaidCard('CUST#E1#SUB#S1', '2026-03', 'G1', 'Z1', 'none', '8986001', '2026-03-10'),
    { pk: 'CUST#E1#SUB#S1#PREPAID#2026-03#G1#Z1#none', sk: '8986001#2026-03-10' },
  ],
  ['prepaidCost', keys.prepaidCost('PLATFORM', '2026-03'), { pk: 'PLATFORM#PREPAIDCOST', sk: '2026-03' }],
  ['prepaidCostCustomer', keys.prepaidCostCustomer('2026-03', 'E1'), { pk: 'PLATFORM#PREPAIDCOST#2026-03', sk: 'E1' }],
  ['ledgerResolution', keys.ledgerResolution('T1'), { pk: 'LEDGER#T1', sk: 'RESOLVED' }],
  [
    'ledgerHistory',
    keys.ledgerHistory('E1', 'E1/preDeposit', '2026-11-26T02:00:00.000Z', 'T1'),
    { pk: 'CUST#E1#LEDGER#E1/preDeposit', sk: '2026-11-26T02:00:00.000Z#T1' },
  ],
  ['order', keys.order('E1', 'E1-20261120-0a1b2c3d'), { pk: 'CUST#E1#ORDER#E1-20261120-0a1b2c3d', sk: 'ORDER' }],
  [
    'orderListItem',
    keys.orderListItem('CUST#E1#SUB#S1', 'ORDERS', '2026-11-20T02:00:00.000Z', 'O1'),
    { pk: 'CUST#E1#SUB#S1#ORDERS', sk: '2026-11-20T02:00:00.000Z#O1' },
  ],
  [
    'freezeRecord',
    keys.freezeRecord('alice', '2026-01-02T03:04:05.000Z', 'u1'),
    { pk: 'ACCOUNT#alice', sk: 'FREEZE#2026-01-02T03:04:05.000Z#u1' },
  ],
  ['role', keys.role('CUST#E1', 'R1'), { pk: 'CUST#E1#ROLE', sk: 'ROLE#R1' }],
  ['roleCode', keys.roleCode('PLATFORM', 'ops'), { pk: 'PLATFORM#ROLE', sk: 'CODE#ops' }],
  ['roleDirectory', keys.roleDirectory('R1'), { pk: 'ROLEID#R1', sk: 'ROLE' }],
  ['revokedToken', keys.revokedToken('j1'), { pk: 'TOKEN#j1', sk: 'REVOKED' }],
  ['captcha', keys.captcha('c1'), { pk: 'CAPTCHA#c1', sk: 'CAPTCHA' }],
  ['enterprise', keys.enterprise('E1'), { pk: 'CUST#E1', sk: 'PROFILE' }],
  ['secondary', keys.secondary('E1', 'S1'), { pk: 'CUST#E1', sk: 'SUB#S1' }],
  ['customerDirectory', keys.customerDirectory('E1'), { pk: 'PLATFORM#CUSTOMERS', sk: 'CUST#E1' }],
  ['registration', keys.registration('R20260101'), { pk: 'PLATFORM#REGISTRATION', sk: 'REG#R20260101' }],
  ['enterpriseAuth', keys.enterpriseAuth('A20260101'), { pk: 'PLATFORM#ENTAUTH', sk: 'EAUTH#A20260101' }],
  ['rateWindow', keys.rateWindow('apply', '127.0.0.1', '2026112701'), { pk: 'RATE#apply#127.0.0.1', sk: '2026112701' }],
  ['announcement', keys.announcement(), { pk: 'PLATFORM#ANNOUNCEMENT', sk: 'CURRENT' }],
  [
    'announcementHistory',
    keys.announcementHistory('2026-01-02T03:04:05.000Z', 'u1'),
    { pk: 'PLATFORM#ANNOUNCEMENT', sk: 'HIST#2026-01-02T03:04:05.000Z#u1' },
  ],
  ['logo', keys.logo('CUST#E1'), { pk: 'CUST#E1', sk: 'LOGO' }],
  ['cardDirectory', keys.cardDirectory('8986'), { pk: 'ICCID#8986', sk: 'CARD' }],
  ['card', keys.card('E1', '8986'), { pk: 'CUST#E1#CARD#8986', sk: 'CARD' }],
  ['ownerDirectory', keys.ownerDirectory('POOL_CHANGE', 'B1'), { pk: 'POOL_CHANGE#B1', sk: 'OWNER' }],
  ['basicPlan', keys.basicPlan('G1'), { pk: 'PLATFORM#GOODS', sk: 'BASIC#G1' }],
  ['retailPlan', keys.retailPlan('E1', 'RT1'), { pk: 'CUST#E1#RETAIL', sk: 'RETAIL#RT1' }],
  ['cardStats', keys.cardStats('CUST#E1#SUB#S1'), { pk: 'CUST#E1#SUB#S1#STAT', sk: 'CARDS' }],
  ['usageMonth', keys.usageMonth('PLATFORM', '2026-01'), { pk: 'PLATFORM#USAGE', sk: 'M#2026-01' }],
  ['usageYear', keys.usageYear('CUST#E1', '2026'), { pk: 'CUST#E1#USAGE', sk: 'Y#2026' }],
  ['cardUsageMonth', keys.cardUsageMonth('E1', '8986', '2026-01'), { pk: 'CUST#E1#CARD#8986', sk: 'USAGE#2026-01' }],
  ['usageFile', keys.usageFile('cdr/a.csv'), { pk: 'PLATFORM#CDR', sk: 'FILE#cdr/a.csv' }],
  ['usageFilePart', keys.usageFilePart('cdr/a.csv', 2), { pk: 'PLATFORM#CDR', sk: 'FILE#cdr/a.csv#PART#2' }],
  ['batch', keys.batch('E1', 'B1'), { pk: 'CUST#E1#BATCH#B1', sk: 'BATCH' }],
  ['batchCard', keys.batchCard('E1', 'B1', '8986'), { pk: 'CUST#E1#BATCH#B1', sk: 'CARD#8986' }],
  ['batchChunk', keys.batchChunk('E1', 'B1', 7), { pk: 'CUST#E1#BATCH#B1', sk: 'CHUNK#00007' }],
  ['audit', keys.audit('CUST#E1', '2026-01-02T03:04:05.000Z', 'u1'), { pk: 'CUST#E1#AUDIT', sk: '2026-01-02T03:04:05.000Z#u1' }],
  ['commserv', keys.commserv('100000001'), { pk: 'PLATFORM#COMMSERV', sk: 'CS#100000001' }],
  ['zone', keys.zone('Z1'), { pk: 'PLATFORM#ZONE', sk: 'ZONE#Z1' }],
  ['operatorAccount', keys.operatorAccount('OA1'), { pk: 'PLATFORM#OPERACCOUNT', sk: 'OA#OA1' }],
  ['operatorGoods', keys.operatorGoods('DATA', 'CMCC-1'), { pk: 'PLATFORM#OPERGOODS#DATA', sk: 'OG#CMCC-1' }],
  ['dsimPair', keys.dsimPair('E1', 'SN1'), { pk: 'CUST#E1#DSIM', sk: 'SN#SN1' }],
  ['label', keys.label('E1', 'L1'), { pk: 'CUST#E1#LABELS', sk: 'LABEL#L1' }],
  ['labelName', keys.labelName('E1', 'red'), { pk: 'CUST#E1#LABELS', sk: 'NAME#red' }],
  ['labelCard', keys.labelCard('E1', 'L1', '8986'), { pk: 'CUST#E1#LABEL#L1', sk: 'CARD#8986' }],
  ['cardType', keys.cardType('T1'), { pk: 'PLATFORM#CARDTYPES', sk: 'TYPE#T1' }],
  ['cardTypeCode', keys.cardTypeCode('nano'), { pk: 'PLATFORM#CARDTYPES', sk: 'CODE#nano' }],
  ['apn', keys.apn('A1'), { pk: 'PLATFORM#APN', sk: 'APN#A1' }],
  ['basicPlanCode', keys.basicPlanCode('P1'), { pk: 'PLATFORM#GOODSCODE', sk: 'CODE#P1' }],
  [
    'retailRecord',
    keys.retailRecord('E1', 'RT1', '2026-01-02T03:04:05.000Z', 'u1'),
    { pk: 'CUST#E1#RETAILREC#RT1', sk: 'REC#2026-01-02T03:04:05.000Z#u1' },
  ],
  [
    'cardLog',
    keys.cardLog('E1', '8986', '2026-01-02T03:04:05.000Z', 'u1'),
    { pk: 'CUST#E1#CARD#8986', sk: 'LOG#2026-01-02T03:04:05.000Z#u1' },
  ],
  [
    'cardSms',
    keys.cardSms('E1', '8986', '2026-01-02T03:04:05.000Z', 'm1'),
    { pk: 'CUST#E1#CARD#8986', sk: 'SMS#2026-01-02T03:04:05.000Z#m1' },
  ],
  [
    'planChangeDue',
    keys.planChangeDue('2026-01-02', '2026-01-02T00:00:00.000Z', '8986'),
    { pk: 'DUE#PLANCHANGE#2026-01-02', sk: '2026-01-02T00:00:00.000Z#8986' },
  ],
  ['eventPack', keys.eventPack('G2'), { pk: 'PLATFORM#GOODS', sk: 'EVENT#G2' }],
  ['simulatorFault', keys.simulatorFault('8986'), { pk: 'PLATFORM#SIMULATOR', sk: 'FAULT#8986' }],
  ['euicc', keys.euicc('E1', 'EID1'), { pk: 'CUST#E1#EUICC', sk: 'EID#EID1' }],
  [
    'batchListItem',
    keys.batchListItem('CUST#E1#SUB#S1', '2026-01-02T03:04:05.000Z', 'B1'),
    { pk: 'CUST#E1#SUB#S1#BATCHES', sk: '2026-01-02T03:04:05.000Z#B1' },
  ],
  ['downloadTask', keys.downloadTask('CUST#E1', 'TK1'), { pk: 'CUST#E1#DOWNLOADS', sk: 'TASK#TK1' }],
  ['downloadTaskPart', keys.downloadTaskPart('CUST#E1', 'TK1', 3), { pk: 'CUST#E1#DOWNLOAD#TK1', sk: 'CHUNK#00003' }],
  ['cardImport', keys.cardImport('E1', 'I1'), { pk: 'CUST#E1#IMPORT#I1', sk: 'IMPORT' }],
  ['cardImportChunk', keys.cardImportChunk('E1', 'I1', 12), { pk: 'CUST#E1#IMPORT#I1', sk: 'CHUNK#00012' }],
  [
    'cardImportListItem',
    keys.cardImportListItem('PLATFORM', '2026-01-02T03:04:05.000Z', 'I1'),
    { pk: 'PLATFORM#IMPORTS', sk: '2026-01-02T03:04:05.000Z#I1' },
  ],
  [
    'smsListItem',
    keys.smsListItem('CUST#E1', '2026-01-02T03:04:05.000Z', 'm1'),
    { pk: 'CUST#E1#SMS', sk: '2026-01-02T03:04:05.000Z#m1' },
  ],
  ['voiceWhitelist', keys.voiceWhitelist('E1', '8986'), { pk: 'CUST#E1#VIPCALL', sk: 'CARD#8986' }],
  ['apiConfig', keys.apiConfig('E1'), { pk: 'CUST#E1', sk: 'API#CONFIG' }],
  ['apiUsageShard', keys.apiUsageShard('E1', 3, '2026-01-02'), { pk: 'CUST#E1#APIUSE#3', sk: 'API#USAGE#2026-01-02' }],
  [
    'apiLog',
    keys.apiLog('CUST#E1', '2026-01-02T03:04:05.000Z', 'req-1'),
    { pk: 'CUST#E1#APILOG#2026-01-02#2', sk: '2026-01-02T03:04:05.000Z#req-1' },
  ],
  ['appKeyDirectory', keys.appKeyDirectory('ak1'), { pk: 'APPKEY#ak1', sk: 'APPKEY' }],
  ['pool', keys.pool('E1', 'P1'), { pk: 'CUST#E1#POOLS', sk: 'POOL#P1' }],
  ['poolCard', keys.poolCard('E1', 'P1', '8986'), { pk: 'CUST#E1#POOL#P1', sk: 'CARD#8986' }],
  [
    'poolBlock',
    keys.poolBlock('E1', 'P1', '2026-01-02T03:04:05.000Z', 'u1'),
    { pk: 'CUST#E1#POOLBLOCK#P1', sk: '2026-01-02T03:04:05.000Z#u1' },
  ],
  ['poolChange', keys.poolChange('E1', 'B1'), { pk: 'CUST#E1#POOLCHANGES', sk: 'CHG#B1' }],
  ['poolChangeFailure', keys.poolChangeFailure('E1', 'B1', '8986'), { pk: 'CUST#E1#POOLCHANGE#B1', sk: 'FAIL#8986' }],
  ['accountOfTenant', altKeys.accountOfTenant('CUST#E1', 'alice'), { gsi2pk: 'CUST#E1#ACCOUNTS', gsi2sk: 'alice' }],
  ['cardByMsisdn', altKeys.cardByMsisdn('1440', '8986'), { gsi2pk: 'MSISDN#1440', gsi2sk: 'ICCID#8986' }],
  [
    'registrationOfStatus',
    altKeys.registrationOfStatus('pending', 'R1'),
    { gsi2pk: 'PLATFORM#REGISTRATIONS#pending', gsi2sk: 'R1' },
  ],
  ['enterpriseAuthOfStatus', altKeys.enterpriseAuthOfStatus(0, 'A1'), { gsi2pk: 'PLATFORM#ENTAUTHS#0', gsi2sk: 'A1' }],
  ['customerCode', keys.customerCode(null, 'c1'), { pk: 'PLATFORM#CUSTOMERS', sk: 'CODE#c1' }],
  ['customerCode', keys.customerCode('E1', 'c1'), { pk: 'CUST#E1', sk: 'CODE#c1' }],
  ['apnName', keys.apnName('cmnet'), { pk: 'PLATFORM#APN', sk: 'NAME#cmnet' }],
];

describe('key shapes', () => {
  it.each(stored)('%s keeps its stored strings', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('scope keys: platform, enterprise, secondary customer', () => {
    expect(scopeKey({ kind: 'platform' })).toBe('PLATFORM');
    expect(scopeKey({ kind: 'enterprise', channelCustId: 'E1' })).toBe('CUST#E1');
    expect(scopeKey({ kind: 'secondary', channelCustId: 'E1', custId: 'S1' })).toBe('CUST#E1#SUB#S1');
    expect(scopeKeys.customer('E1', null)).toBe('CUST#E1');
    expect(scopeKeys.customer('E1', 'S1')).toBe('CUST#E1#SUB#S1');
    expect(scopeKeys.customers('E1', null)).toEqual(['CUST#E1']);
    expect(scopeKeys.customers('E1', 'S1')).toEqual(['CUST#E1', 'CUST#E1#SUB#S1']);
    expect(tenantKey(null)).toBe('PLATFORM');
    expect(tenantKey('E1')).toBe('CUST#E1');
  });

  it('card-list index keys', () => {
    expect(cardListKeys.enterprise('E1')).toBe('CUST#E1#CARDS');
    expect(cardListKeys.secondary('E1', 'S1')).toBe('CUST#E1#SUB#S1#CARDS');
    expect(cardListKeys.state(64, '8986')).toBe('S#64#8986');
    expect(cardListKeys.statePrefix(64)).toBe('S#64#');
    expect(cardListKeys.statePrefix()).toBe('S#');
    expect(altKeys.msisdn('1440')).toBe(altKeys.cardByMsisdn('1440', '8986').gsi2pk);
  });

  it('partitions are the partitions of their items', () => {
    expect(partitionKeys.audit('PLATFORM')).toBe(keys.audit('PLATFORM', 't', 'i').pk);
    expect(partitionKeys.batchList('CUST#E1')).toBe('CUST#E1#BATCHES');
    expect(partitionKeys.cardImportList('PLATFORM')).toBe('PLATFORM#IMPORTS');
    expect(partitionKeys.smsList('CUST#E1#SUB#S1')).toBe('CUST#E1#SUB#S1#SMS');
    expect(partitionKeys.labelCards('E1', 'L1')).toBe('CUST#E1#LABEL#L1');
    expect(partitionKeys.poolCards('E1', 'P1')).toBe('CUST#E1#POOL#P1');
    expect([partitionKeys.commserv, partitionKeys.zone, partitionKeys.operatorAccount]).toEqual([
      'PLATFORM#COMMSERV',
      'PLATFORM#ZONE',
      'PLATFORM#OPERACCOUNT',
    ]);
  });

  it('sort-key prefixes start the sort keys of their items', () => {
    const pairs: [string, string][] = [
      [skPrefix.announcementHistory, keys.announcementHistory('t', 'i').sk],
      [skPrefix.apn, keys.apn('A1').sk],
      [skPrefix.apnName, keys.apnName('n').sk],
      [skPrefix.basicPlan, keys.basicPlan('G1').sk],
      [skPrefix.card, keys.batchCard('E1', 'B1', '8986').sk],
      [skPrefix.card, keys.labelCard('E1', 'L1', '8986').sk],
      [skPrefix.card, keys.poolCard('E1', 'P1', '8986').sk],
      [skPrefix.card, keys.voiceWhitelist('E1', '8986').sk],
      [skPrefix.cardLog, keys.cardLog('E1', '8986', 't', 'i').sk],
      [skPrefix.cardSms, keys.cardSms('E1', '8986', 't', 'i').sk],
      [skPrefix.cardType, keys.cardType('T1').sk],
      [skPrefix.cardUsage, keys.cardUsageMonth('E1', '8986', '2026-01').sk],
      [skPrefix.chunk, keys.batchChunk('E1', 'B1', 0).sk],
      [skPrefix.chunk, keys.cardImportChunk('E1', 'I1', 0).sk],
      [skPrefix.chunk, keys.downloadTaskPart('PLATFORM', 'T1', 0).sk],
      [skPrefix.customer, keys.customerDirectory('E1').sk],
      [skPrefix.downloadTask, keys.downloadTask('PLATFORM', 'T1').sk],
      [skPrefix.dsimPair, keys.dsimPair('E1', 'SN1').sk],
      [skPrefix.eventPack, keys.eventPack('G2').sk],
      [skPrefix.freezeRecord, keys.freezeRecord('alice', 't', 'i').sk],
      [skPrefix.label, keys.label('E1', 'L1').sk],
      [skPrefix.ledgerAccount, keys.ledgerAccount('E1', 'E1/grant').sk],
      [skPrefix.pool, keys.pool('E1', 'P1').sk],
      [skPrefix.poolChange, keys.poolChange('E1', 'B1').sk],
      [skPrefix.registration, keys.registration('R1').sk],
      [skPrefix.enterpriseAuth, keys.enterpriseAuth('A1').sk],
      [skPrefix.retailPlan, keys.retailPlan('E1', 'RT1').sk],
      [skPrefix.retailRecord, keys.retailRecord('E1', 'RT1', 't', 'i').sk],
      [skPrefix.role, keys.role('PLATFORM', 'R1').sk],
      [skPrefix.secondary, keys.secondary('E1', 'S1').sk],
    ];
    for (const [prefix, sk] of pairs) expect(sk.startsWith(prefix), `${sk} starts with ${prefix}`).toBe(true);
    // Every prefix is used by some item above.
    expect(new Set(pairs.map(([p]) => p))).toEqual(new Set(Object.values(skPrefix)));
  });

  it('reads ids back out of keys', () => {
    expect(idAfter(skPrefix.secondary, keys.secondary('E1', 'S1').sk)).toBe('S1');
    expect(idAfter(skPrefix.secondary, 'PROFILE')).toBeUndefined();
    expect(enterpriseOfPartition(keys.enterprise('E1').pk)).toBe('E1');
    expect(enterpriseOfPartition(keys.card('E1', '8986').pk)).toBeUndefined();
    expect(enterpriseOfPartition('PLATFORM#CUSTOMERS')).toBeUndefined();
    expect(enterpriseOfPartition('CUST#')).toBeUndefined();
  });
});
