import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bestUnit, fromBytes, toBytes } from './flow-units.ts';
import { toView } from './operator-account.service.ts';
import { operatorNameList } from './operator-catalogue.ts';
import { goodsListFilter } from './operator-goods.service.ts';
import { SECRET_MASK, decryptSecret, encryptSecret } from './secret-box.ts';

const key = randomBytes(32).toString('base64');

describe('credential encryption (AES-256-GCM)', () => {
  it('round-trips, and the ciphertext is not the plaintext', () => {
    const plain = 'operator-api-secret-123';
    const sealed = encryptSecret(plain, key);
    expect(sealed).not.toContain(plain);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(decryptSecret(sealed, key)).toBe(plain);
  });
  it('gives a different ciphertext each time (random IV)', () => {
    expect(encryptSecret('same', key)).not.toBe(encryptSecret('same', key));
  });
  it('refuses the wrong key and a tampered value', () => {
    const sealed = encryptSecret('secret', key);
    expect(() => decryptSecret(sealed, randomBytes(32).toString('base64'))).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered!').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), key)).toThrow();
  });
  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptSecret('x', randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
  it('answers accounts without the sealed secret, with a fixed mask', () => {
    const view = toView({
      operAccountId: 'OA1',
      operator: 'CMCC',
      accountName: 'a',
      endpoint: 'https://x.example.com',
      appId: 'app',
      secretSealed: encryptSecret('s3cret', key),
      status: 'enabled',
      createdAt: '',
      updatedAt: '',
    });
    expect(view).not.toHaveProperty('secretSealed');
    expect(JSON.stringify(view)).not.toContain('s3cret');
    expect(view.secretMask).toBe(SECRET_MASK);
  });
});

describe('flow unit conversion', () => {
  it('converts KB/MB/GB to bytes in 1024 steps', () => {
    expect(toBytes(1, 'KB')).toBe(1024);
    expect(toBytes(100, 'MB')).toBe(104_857_600);
    expect(toBytes(1.5, 'GB')).toBe(1_610_612_736);
    expect(toBytes(0, 'GB')).toBe(0);
  });
  it('converts bytes back, 2 decimals half-up', () => {
    expect(fromBytes(1_610_612_736, 'GB')).toBe(1.5);
    expect(fromBytes(1536, 'MB')).toBe(0);
    expect(fromBytes(5_243, 'KB')).toBe(5.12);
    expect(fromBytes(toBytes(30, 'MB'), 'MB')).toBe(30);
  });
  it('picks the largest unit for display', () => {
    expect(bestUnit(512)).toEqual({ value: 0.5, unit: 'KB' });
    expect(bestUnit(toBytes(30, 'MB'))).toEqual({ value: 30, unit: 'MB' });
    expect(bestUnit(toBytes(5, 'GB'))).toEqual({ value: 5, unit: 'GB' });
  });
  it('refuses negative volumes', () => {
    expect(() => toBytes(-1, 'MB')).toThrow(RangeError);
  });
});

describe('operator goods lists', () => {
  it('the package list always filters status 1, whatever is asked', () => {
    expect(goodsListFilter('package', {})).toEqual({ operator: undefined, status: 1 });
    expect(goodsListFilter('package', { status: 0, operator: 'CMCC' })).toEqual({ operator: 'CMCC', status: 1 });
    expect(goodsListFilter('data', { status: 0 })).toEqual({ operator: undefined, status: 0 });
    expect(goodsListFilter('sms', {})).toEqual({ operator: undefined, status: undefined });
  });
});

describe('operator names', () => {
  it('lists the three operators with the status-code table in the request language', () => {
    const en = operatorNameList('en-US');
    expect(en.map((o) => o.operator)).toEqual(['CMCC', 'CUCC', 'CTCC']);
    expect(en[0]!.name).toBe('China Mobile');
    expect(en[1]!.statusCodes.find((s) => s.code === 'D')!.label).toBe('Account closed');
    expect(operatorNameList('zh-CN')[2]!.name).toBe('中国电信');
  });
});
