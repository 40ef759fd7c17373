import { describe, expect, it } from 'vitest';
import type { AccountRecord, AccountRepository } from '../account/account.repository.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { IdentityProvider } from '../shared/auth/identity-provider.ts';
import { PASSWORD_PATTERN } from '../shared/auth/password-policy.ts';
import { createAuthService } from './auth.service.ts';
import type { CaptchaRepository } from './captcha.repository.ts';

/** Fakes for the directory and storage: these tests are about the sign-in rules, not about DynamoDB. */
function setup(opts: { captchaEnabled?: boolean; account?: Partial<AccountRecord> } = {}) {
  let now = new Date('2026-11-22T02:00:00Z');
  const account: AccountRecord = {
    loginName: 'acme',
    displayName: 'A',
    roleId: '3000',
    channelCustId: 'C1',
    custId: null,
    customerName: 'Acme',
    status: 'active',
    isResetPassword: false,
    createdAt: '',
    ...opts.account,
  };
  const captchas = new Map<string, string>();
  const audit: string[] = [];
  const accounts = {
    get: async (n: string) => (n === account.loginName ? account : undefined),
    recordFailedLogin: async (_n: string, lockAfter: number, until: string) => {
      account.failedLogins = (account.failedLogins ?? 0) + 1;
      if (account.failedLogins >= lockAfter) Object.assign(account, { lockedUntil: until, failedLogins: 0 });
      return account.failedLogins;
    },
    recordSuccessfulLogin: async () => undefined,
  } as unknown as AccountRepository;
  const service = createAuthService({
    accounts,
    captchas: {
      save: async (id: string, a: string) => void captchas.set(id, a),
      take: async (id: string) => {
        const a = captchas.get(id);
        captchas.delete(id);
        return a;
      },
    } as unknown as CaptchaRepository,
    idp: {
      signIn: async (_n: string, p: string) => (p === 'Right@2026' ? { accessToken: 'token', expiresIn: 3600 } : undefined),
    } as unknown as IdentityProvider,
    audit: { record: async (e: { action: string }) => void audit.push(e.action) } as unknown as AuditRepository,
    clock: () => now,
    captchaEnabled: opts.captchaEnabled ?? true,
  });
  const client = { sourceIp: '127.0.0.1', userAgent: 'test', lang: 'en-US' as const };
  return {
    service,
    captchas,
    audit,
    client,
    account,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const attempt = (s: ReturnType<typeof setup>, password: string, captchaId = 'c', captchaCode = 'ABCD') =>
  s.service.login({ loginName: 'acme', password, captchaId, captchaCode }, s.client);

describe('sign-in rules', () => {
  it('needs the right captcha, once', async () => {
    const s = setup();
    s.captchas.set('c', 'ABCD');
    await expect(attempt(s, 'Right@2026', 'c', 'abcd')).resolves.toMatchObject({
      accessToken: 'token',
      loginName: 'acme',
      roleId: 3000,
    });
    await expect(attempt(s, 'Right@2026', 'c', 'abcd')).rejects.toMatchObject({ key: 'CAPTCHA_WRONG' });
    s.captchas.set('d', 'ABCD');
    await expect(attempt(s, 'Right@2026', 'd', 'XXXX')).rejects.toMatchObject({ key: 'CAPTCHA_WRONG' });
  });

  it('issues a captcha image with a stored answer', async () => {
    const s = setup();
    const c = await s.service.newCaptcha();
    expect(s.captchas.get(c.captchaId)).toMatch(/^[A-Z2-9]{4}$/);
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('locks the account for 15 minutes after 5 failures, then lets it in again', async () => {
    const s = setup({ captchaEnabled: false });
    for (let i = 0; i < 5; i++) await expect(attempt(s, 'wrong')).rejects.toMatchObject({ key: 'LOGIN_FAILED' });
    await expect(attempt(s, 'Right@2026')).rejects.toMatchObject({ key: 'TOO_MANY_ATTEMPTS', params: { minutes: 15 } });
    s.advance(15 * 60_000 + 1);
    await expect(attempt(s, 'Right@2026')).resolves.toMatchObject({ accessToken: 'token' });
    expect(s.audit.filter((a) => a === 'loginFailed')).toHaveLength(5);
    expect(s.audit.at(-1)).toBe('login');
  });

  it('refuses frozen and pending accounts even with the right password', async () => {
    await expect(attempt(setup({ captchaEnabled: false, account: { status: 'frozen' } }), 'Right@2026')).rejects.toMatchObject({
      key: 'ACCOUNT_FROZEN',
    });
    await expect(attempt(setup({ captchaEnabled: false, account: { status: 'pending' } }), 'Right@2026')).rejects.toMatchObject({
      key: 'ACCOUNT_PENDING',
    });
  });

  it('tells a rejected applicant the reason, but only after the right password', async () => {
    const rejected = { status: 'rejected' as const, rejectReason: 'Unknown company' };
    await expect(attempt(setup({ captchaEnabled: false, account: rejected }), 'Right@2026')).rejects.toMatchObject({
      key: 'ACCOUNT_REJECTED',
      params: { reason: 'Unknown company' },
    });
    await expect(attempt(setup({ captchaEnabled: false, account: rejected }), 'wrong')).rejects.toMatchObject({
      key: 'LOGIN_FAILED',
    });
  });

  it('accepts passwords of 8-18 letters, digits and punctuation only', () => {
    for (const ok of ['Cmp@2026demo', 'abcdefgh', '12345678!?', 'A'.repeat(18)]) expect(PASSWORD_PATTERN.test(ok)).toBe(true);
    for (const bad of ['short1!', 'A'.repeat(19), 'has space1', '密码密码密码密码'])
      expect(PASSWORD_PATTERN.test(bad)).toBe(false);
  });
});
