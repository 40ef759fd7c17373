import { describe, expect, it, vi } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box.ts';
import { keyFromSecretString, operatorSecretKeyResolver } from './secret-key.ts';

describe('operator secret key', () => {
  it('uses OPERATOR_SECRET_KEY as is when it is set (local stack), without reading any secret', async () => {
    const fetchSecret = vi.fn();
    const key = Buffer.alloc(32, 7).toString('base64');
    await expect(
      operatorSecretKeyResolver({ OPERATOR_SECRET_KEY: key, OPERATOR_SECRET_ARN: 'arn' }, fetchSecret)(),
    ).resolves.toBe(key);
    expect(fetchSecret).not.toHaveBeenCalled();
  });

  it('derives a 32-byte key from the Secrets Manager secret once per cold start', async () => {
    const fetchSecret = vi.fn(async () => 'generated-password-without-punctuation');
    const resolve = operatorSecretKeyResolver({ OPERATOR_SECRET_ARN: 'arn:aws:secretsmanager:x:1:secret:op' }, fetchSecret);
    const [a, b] = await Promise.all([resolve(), resolve()]);
    expect(await resolve()).toBe(a);
    expect(b).toBe(a);
    expect(fetchSecret).toHaveBeenCalledTimes(1);
    expect(fetchSecret).toHaveBeenCalledWith('arn:aws:secretsmanager:x:1:secret:op');
    expect(Buffer.from(a, 'base64')).toHaveLength(32);
    expect(a).toBe(keyFromSecretString('generated-password-without-punctuation'));
    expect(decryptSecret(encryptSecret('operator pw', a), a)).toBe('operator pw');
  });

  it('retries after a failed read and refuses an empty secret or a missing configuration', async () => {
    const fetchSecret = vi.fn().mockRejectedValueOnce(new Error('throttled')).mockResolvedValueOnce('s');
    const resolve = operatorSecretKeyResolver({ OPERATOR_SECRET_ARN: 'arn' }, fetchSecret);
    await expect(resolve()).rejects.toThrow('throttled');
    await expect(resolve()).resolves.toBe(keyFromSecretString('s'));
    await expect(operatorSecretKeyResolver({ OPERATOR_SECRET_ARN: 'arn' }, async () => undefined)()).rejects.toThrow(/no string/);
    await expect(operatorSecretKeyResolver({}, fetchSecret)()).rejects.toThrow(/OPERATOR_SECRET_KEY or OPERATOR_SECRET_ARN/);
  });
});
