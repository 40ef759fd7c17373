import { describe, expect, it } from 'vitest';
import { type ContractTerms, contractInForce, contractStatus } from './contract-model.ts';

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
