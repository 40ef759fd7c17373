import { describe, expect, it } from 'vitest';
import { canAccess } from './access';

describe('canAccess', () => {
  it('opens routes without a permission code to everyone signed in', () => {
    expect(canAccess({}, [])).toBe(true);
  });
  it('needs the exact code among the user permissions', () => {
    expect(canAccess({ permission: '1000000' }, ['1000000', '2000000'])).toBe(true);
    expect(canAccess({ permission: '1000000' }, ['2000000'])).toBe(false);
    expect(canAccess({ permission: '1000000' }, [])).toBe(false);
  });
  it('does not match prefixes or neighbours', () => {
    expect(canAccess({ permission: '1000000' }, ['10000000', '100000'])).toBe(false);
  });
});
