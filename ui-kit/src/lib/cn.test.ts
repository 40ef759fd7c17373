import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { buttonVariants, defineVariants } from './variants';

describe('cn', () => {
  it('joins strings, arrays and condition maps and drops falsy values and duplicates', () => {
    expect(cn('a', false, null, undefined, ['b', ['c']], { d: true, e: false }, 'a')).toBe('a b c d');
  });
});

describe('defineVariants', () => {
  const box = defineVariants('base', { tone: { x: 'tx', y: 'ty' }, size: { s: 'ss', l: 'sl' } }, { tone: 'x', size: 's' });
  it('applies defaults and overrides', () => {
    expect(box()).toBe('base tx ss');
    expect(box({ size: 'l' }, 'extra')).toBe('base tx sl extra');
  });
  it('declares button variants once', () => {
    expect(buttonVariants({ variant: 'danger' })).toContain('bg-red-600');
  });
});
