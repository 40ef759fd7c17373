import { describe, expect, it } from 'vitest';
import {
  type ContractTerms,
  accessPointProblem,
  contractInForce,
  contractStatus,
  paymentRefusal,
  remainingOf,
  statusCondition,
  termsProblem,
} from './contract-model.ts';

const c = (contractNumber: string, validFrom: string, validTo: string, more: Partial<ContractTerms> = {}): ContractTerms => ({
  contractNumber,
  paymentKind: 'prepaidContract',
  validFrom,
  validTo,
  state: 'active',
  ...more,
});

describe('contract status', () => {
  it('is not started before its first day, in force through its last, expired after', () => {
    const k = c('HT1', '2026-01-01', '2026-12-31');
    expect(contractStatus(k, '2025-12-31')).toBe('notStarted');
    expect(contractStatus(k, '2026-01-01')).toBe('inForce');
    expect(contractStatus(k, '2026-12-31')).toBe('inForce');
    expect(contractStatus(k, '2027-01-01')).toBe('expired');
  });
  it('is terminated whatever the day once terminated', () => {
    expect(contractStatus(c('HT1', '2026-01-01', '2026-12-31', { state: 'terminated' }), '2026-06-01')).toBe('terminated');
  });
});

describe('contract in force', () => {
  it('takes the in-force contract that began last, skipping terminated and out-of-validity ones', () => {
    const list = [
      c('HT1', '2025-01-01', '2027-12-31'),
      c('HT2', '2026-03-01', '2026-12-31', { paymentKind: 'postpaid' }),
      c('HT3', '2026-05-01', '2026-12-31', { state: 'terminated' }),
      c('HT4', '2026-07-01', '2026-12-31'),
    ];
    expect(contractInForce(list, '2026-06-15')?.contractNumber).toBe('HT2');
    expect(contractInForce(list, '2026-07-01')?.contractNumber).toBe('HT4');
    expect(contractInForce(list, '2027-06-01')?.contractNumber).toBe('HT1');
    expect(contractInForce(list, '2024-06-01')).toBeUndefined();
  });
  it('breaks a tie of start days by the greater number', () => {
    expect(
      contractInForce([c('HT9', '2026-01-01', '2026-12-31'), c('HT10', '2026-01-01', '2026-12-31')], '2026-02-01')
        ?.contractNumber,
    ).toBe('HT9');
  });
});

describe('contract rules', () => {
  const terms = { name: 'Fleet 2026', signedOn: '2026-01-02', validFrom: '2026-01-05', validTo: '2026-12-31' };
  it('wants a name, valid days and a validity that does not end before it starts', () => {
    expect(termsProblem(terms)).toBeUndefined();
    expect(termsProblem({ ...terms, validTo: terms.validFrom })).toBeUndefined();
    expect(termsProblem({ ...terms, name: '  ' })).toEqual({ key: 'CONTRACT_NAME', field: 'name' });
    expect(termsProblem({ ...terms, signedOn: '2026-02-30' })).toEqual({ key: 'CONTRACT_DAY', field: 'signedOn' });
    expect(termsProblem({ ...terms, validTo: '2026/12/31' })).toEqual({ key: 'CONTRACT_DAY', field: 'validTo' });
    expect(termsProblem({ ...terms, validTo: '2026-01-04' })).toEqual({ key: 'CONTRACT_VALIDITY', field: 'validTo' });
  });

  it('takes a payment above 0 up to what remains of the value, never under a terminated contract', () => {
    const k = { amount: 10_000, paid: 6_000, state: 'active' as const };
    expect(remainingOf(k)).toBe(4_000);
    expect(remainingOf({ amount: 10_000 })).toBe(10_000);
    expect(paymentRefusal(k, 4_000)).toBeUndefined();
    expect(paymentRefusal(k, 4_001)).toBe('aboveRemaining');
    expect(paymentRefusal(k, 0)).toBe('zero');
    expect(paymentRefusal({ ...k, state: 'terminated' }, 1)).toBe('terminated');
  });

  it('filters a status on a day as the status itself is derived', () => {
    const day = '2026-06-01';
    expect(statusCondition('inForce', day).expression).toContain('validFrom <= :day AND validTo >= :day');
    expect(statusCondition('terminated', day).values).toEqual({ ':t': 'terminated' });
    expect(statusCondition('expired', day).expression).toContain('validTo < :day');
    expect(statusCondition('notStarted', day).expression).toContain('validFrom > :day');
  });
});

describe('access point rules', () => {
  const apn = { operator: 'CMCC', startIp: '10.64.0.1', endIp: '10.64.255.254' };
  const ap = { operator: 'CMCC', startIp: '10.64.1.0', endIp: '10.64.1.255' };
  it('wants IPv4 addresses, the end after the start, the APN of its operator and a range inside the APN', () => {
    expect(accessPointProblem(ap, apn)).toBeUndefined();
    expect(accessPointProblem({ ...ap, startIp: '10.64.1' }, apn)).toEqual({ key: 'APN_IP_FORMAT', field: 'startIp' });
    expect(accessPointProblem({ ...ap, endIp: '10.64.1.256' }, apn)).toEqual({ key: 'APN_IP_FORMAT', field: 'endIp' });
    expect(accessPointProblem({ ...ap, endIp: ap.startIp }, apn)).toEqual({ key: 'APN_IP_ORDER', field: 'endIp' });
    expect(accessPointProblem({ ...ap, operator: 'CUCC' }, apn)).toEqual({ key: 'ACCESS_POINT_APN_OPERATOR', field: 'apnId' });
    expect(accessPointProblem({ ...ap, endIp: '10.65.0.1' }, apn)).toEqual({ key: 'ACCESS_POINT_OUTSIDE_APN', field: 'startIp' });
  });
});
