import { describe, expect, it } from 'vitest';
import { shardsLocked, shardsOf, shardsProblem } from './card-index-model';

describe('the card index shard count dialog', () => {
  it('takes whole numbers from 1 to the maximum only', () => {
    expect(shardsOf('4', 32)).toBe(4);
    expect(shardsOf(' 32 ', 32)).toBe(32);
    for (const text of ['', '0', '33', '2.5', '-1', 'four', '1e1']) expect(shardsOf(text, 32)).toBeNull();
  });

  it('names the range when the count is wrong', () => {
    expect(shardsProblem({ shards: '40' }, 32).shards).toEqual({ key: 'business.customer.cardIndex.range', values: { max: 32 } });
    expect(shardsProblem({ shards: '8' }, 32).shards).toBeUndefined();
  });

  it('is locked once the enterprise has cards', () => {
    expect(shardsLocked({ shards: 1, cards: 0, max: 32 })).toBe(false);
    expect(shardsLocked({ shards: 4, cards: 1, max: 32 })).toBe(true);
  });
});
