import { describe, expect, it } from 'vitest';
import { lifecycleRuleMessages } from '../card/lifecycle-messages.ts';
import { deactivate } from '../card/lifecycle-rules.ts';
import { OperatorError } from '../operator/index.ts';
import { errorCatalogue } from '../platform/error-catalogue.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { check, viaOperator } from './card-access.ts';

describe('card-action errors', () => {
  it('carry every lifecycle rule message verbatim in both languages, codes 42001..', () => {
    for (const [key, m] of Object.entries(lifecycleRuleMessages)) {
      const entry = errorCatalogue[`RULE_${key}` as keyof typeof errorCatalogue];
      expect(entry).toEqual({ status: 422, errorCode: m.code + 1000, zh: m.zh, en: m.en });
    }
  });
  it('check throws the refused rule as its catalogue error', () => {
    expect(() => check(deactivate({ state: 65 }))).toThrow(expect.objectContaining({ key: 'RULE_DEACTIVATE_STATE' }));
    expect(() => check(deactivate({ state: 64 }))).not.toThrow();
  });
  it('turns operator outages and refusals into clear errors and passes other errors on', async () => {
    const fail = (e: unknown) => viaOperator(() => Promise.reject(e));
    await expect(fail(new OperatorError('UNAVAILABLE', 'x'))).rejects.toMatchObject({ key: 'OPERATOR_FAILED' });
    await expect(fail(new OperatorError('TIMEOUT', 'x'))).rejects.toMatchObject({ key: 'OPERATOR_FAILED' });
    await expect(fail(new OperatorError('REJECTED', 'x'))).rejects.toMatchObject({ key: 'OPERATOR_REJECTED' });
    await expect(fail(new Error('boom'))).rejects.not.toBeInstanceOf(AppError);
    await expect(viaOperator(async () => 7)).resolves.toBe(7);
  });
});
