import { describe, expect, it } from 'vitest';
import { PRICES, monthlyBill, noCost, priceOf } from './cost-model.ts';

describe('the monthly bill of the platform', () => {
  it('prices one operation per service at list prices', () => {
    const p = priceOf({
      ...noCost,
      readUnits: 2,
      writeUnits: 1,
      invocations: 1,
      lambdaMs: 100,
      memoryGb: 0.5,
      transitions: 4,
      apiRequests: 1,
    });
    expect(p.dynamodb).toBeCloseTo(2 * PRICES.readUnit + PRICES.writeUnit, 12);
    expect(p.lambda).toBeCloseTo(0.1 * 0.5 * PRICES.lambdaGbSecond + PRICES.lambdaRequest, 12);
    expect(p.stepFunctions).toBeCloseTo(4 * PRICES.transition, 12);
    expect(p.apiGateway).toBeCloseTo(PRICES.apiRequest, 12);
  });

  it('multiplies each line by its monthly count, adds storage, and divides by the cards', () => {
    const line = { operation: 'usage', unit: 'card-day', perCardMonth: 30, cost: { ...noCost, writeUnits: 2 } };
    const bill = monthlyBill(1_000_000, [line], { dynamoBytesPerCard: 4_000, s3BytesPerCard: 0 });
    const usage = 30 * 1_000_000 * 2 * PRICES.writeUnit;
    const storage = ((4_000 * 1_000_000) / 1e9) * PRICES.dynamoGbMonth;
    expect(bill.rows[0]!.total).toBeCloseTo(usage, 9);
    expect(bill.rows[1]!.total).toBeCloseTo(storage, 9);
    expect(bill.total).toBeCloseTo(usage + storage, 9);
    expect(bill.perCard).toBeCloseTo((usage + storage) / 1_000_000, 12);
    expect(bill.byService.dynamodb).toBeCloseTo(bill.total, 9);
  });
});
