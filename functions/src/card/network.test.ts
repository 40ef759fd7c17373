import { describe, expect, it } from 'vitest';
import { networkOf, networkOnMove } from './network.ts';

describe('a card’s network on a lifecycle move', () => {
  it('deactivation blocks it, activation allows it, other moves keep it', () => {
    expect(networkOnMove(65)).toBe('blocked');
    expect(networkOnMove(64)).toBe('allowed');
    for (const to of [61, 62, 63, 66, 67, 68]) expect(networkOnMove(to)).toBeUndefined();
  });
  it('without a stored network: blocked when deactivated, else allowed', () => {
    expect(networkOf({ state: 65 })).toBe('blocked');
    expect(networkOf({ state: 64, network: null })).toBe('allowed');
    expect(networkOf({ state: 64, network: 'blocked' })).toBe('blocked');
  });
});
