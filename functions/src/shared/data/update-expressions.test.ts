import { describe, expect, it } from 'vitest';
import { addExpression, setExpression } from './update-expressions.ts';

describe('update expressions', () => {
  it('sets every attribute through placeholders', () => {
    expect(setExpression({ status: 'done', total: 3 })).toEqual({
      UpdateExpression: 'SET #s0 = :s0, #s1 = :s1',
      ExpressionAttributeNames: { '#s0': 'status', '#s1': 'total' },
      ExpressionAttributeValues: { ':s0': 'done', ':s1': 3 },
    });
  });
  it('adds only non-zero deltas, or nothing', () => {
    expect(addExpression({ s64: -2, s65: 2, total: 0 })).toEqual({
      UpdateExpression: 'ADD #a0 :a0, #a1 :a1',
      ExpressionAttributeNames: { '#a0': 's64', '#a1': 's65' },
      ExpressionAttributeValues: { ':a0': -2, ':a1': 2 },
    });
    expect(addExpression({ total: 0 })).toBeUndefined();
  });
});
