import { describe, expect, it } from 'vitest';
import { applyBody, applyDraftProblems, canExamine, canReject, emptyApplyDraft, validateReason } from './withdrawal-model';

describe('withdrawal screens', () => {
  const draft = { amount: '100.5', bankName: ' Bank ', bankAccount: '6222 0000', accountName: 'Acme', remark: '' };

  it('checks an amount in yuan against the withdrawable fen, and the payee', () => {
    expect(applyDraftProblems(draft, 10_050)).toEqual({
      amount: undefined,
      bankName: undefined,
      bankAccount: undefined,
      accountName: undefined,
      remark: undefined,
    });
    expect(applyDraftProblems(draft, 10_049).amount?.key).toBe('business.withdraw.rules.insufficient');
    expect(applyDraftProblems({ ...draft, amount: '0' }, 10_000).amount?.key).toBe('business.withdraw.rules.amount');
    expect(applyDraftProblems({ ...draft, amount: '1.234' }, 10_000).amount?.key).toBe('business.withdraw.rules.amount');
    expect(applyDraftProblems({ ...draft, bankAccount: 'abc' }, 10_050).bankAccount?.key).toBe(
      'business.withdraw.rules.bankAccount',
    );
    expect(applyDraftProblems({ ...draft, accountName: ' ' }, 10_050).accountName).toBeTruthy();
  });

  it('sends fen and trimmed texts; a new draft takes the bank on file', () => {
    expect(applyBody(draft)).toEqual({ amount: 10_050, bankName: 'Bank', bankAccount: '6222 0000', accountName: 'Acme' });
    expect(emptyApplyDraft({ bank: { bankName: 'B', bankAccount: '1234', accountName: 'A' } })).toMatchObject({
      bankName: 'B',
      bankAccount: '1234',
      accountName: 'A',
      amount: '',
    });
  });

  it('offers examine on submitted requests and reject until paying starts; a reason is required', () => {
    expect(
      ['submitted', 'examined', 'applying', 'withdrawn', 'rejected'].filter((state) => canExamine({ state } as never)),
    ).toEqual(['submitted']);
    expect(
      ['submitted', 'examined', 'applying', 'withdrawn', 'rejected'].filter((state) => canReject({ state } as never)),
    ).toEqual(['submitted', 'examined']);
    expect(validateReason(' ')).not.toBeNull();
    expect(validateReason('Invoice missing')).toBeNull();
  });
});
