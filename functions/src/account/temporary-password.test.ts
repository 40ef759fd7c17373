import { describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN } from '../shared/auth/password-policy.ts';
import { temporaryPassword } from './temporary-password.ts';

describe('temporary password', () => {
  it('always satisfies the password policy and mixes all character classes', () => {
    for (let i = 0; i < 500; i++) {
      const p = temporaryPassword();
      expect(p).toMatch(PASSWORD_PATTERN);
      expect(p).toHaveLength(12);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[0-9]/);
      expect(p).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => temporaryPassword())).size).toBe(50);
  });
});
