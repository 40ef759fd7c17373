import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../operator-config/secret-box.ts';
import { identityHash, isIdNumber, normaliseEnterpriseName, normaliseIdNumber, sealIdentity } from './identity-seal.ts';

const key = randomBytes(32).toString('base64');
const other = randomBytes(32).toString('base64');

describe('identity numbers at rest', () => {
  it('normalises spaces, hyphens, full-width characters and the case of X', () => {
    expect(normaliseIdNumber(' 1101 0119-9003 07777x ')).toBe('11010119900307777X');
    expect(normaliseIdNumber('１１０１０１１９９００３０７７７７Ｘ')).toBe('11010119900307777X');
    expect(normaliseIdNumber('91310000－MA1FL8XQ3C')).toBe('91310000MA1FL8XQ3C');
  });

  it('gives every spelling of a number the same keyed hash, and another key another hash', () => {
    const a = identityHash('11010119900307777x', key);
    expect(identityHash(' 1101-0119 9003 07777X', key)).toBe(a);
    expect(identityHash('11010119900307777X', other)).not.toBe(a);
    expect(identityHash('11010119900307777Y', key)).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('11010119900307777X');
  });

  it('seals the normalised number (opened only with the key) and masks it by spec §9', () => {
    const s = sealIdentity('110101 19900307777x', key);
    expect(s.idMasked).toBe('110****9900307777X');
    expect(s.idSealed).not.toContain('1101011990');
    expect(decryptSecret(s.idSealed, key)).toBe('11010119900307777X');
    expect(() => decryptSecret(s.idSealed, other)).toThrow();
    expect(sealIdentity('110101199003077777', key).idSealed).not.toBe(sealIdentity('110101199003077777', key).idSealed);
  });

  it('compares enterprise names without case or spacing differences', () => {
    expect(normaliseEnterpriseName('  Acme   East  Ltd ')).toBe('acme east ltd');
    expect(normaliseEnterpriseName('上海　示例 有限公司')).toBe('上海 示例 有限公司');
  });

  it('accepts identity numbers of 6 to 30 letters and digits once normalised', () => {
    expect(isIdNumber('11010119900307777X')).toBe(true);
    expect(isIdNumber('12345')).toBe(false);
    expect(isIdNumber('11010119900307777*')).toBe(false);
  });
});
