import { describe, expect, it } from 'vitest';
import { parseNumbers } from './vip-call-model';

describe('VIP call numbers', () => {
  it('splits on English semicolons and names the first bad number', () => {
    expect(parseNumbers('010-1234567; 13800138000;')).toEqual({ numbers: ['010-1234567', '13800138000'], bad: undefined });
    expect(parseNumbers('110;12a;+86').bad).toBe('12a');
  });
});
