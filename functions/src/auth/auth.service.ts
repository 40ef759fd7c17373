import { randomUUID } from 'node:crypto';
import type { AccountRepository } from '../account/account.repository.ts';
import { principalFromAccount } from '../account/load-principal.ts';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { IdentityProvider } from '../shared/auth/identity-provider.ts';
import { type Principal, accountView } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type CaptchaRepository, captchaCheck } from './captcha.repository.ts';
import { captchaSvg, randomCode } from './captcha.ts';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface AuthDeps {
  accounts: AccountRepository;
  captchas: CaptchaRepository;
  idp: IdentityProvider;
  audit: AuditRepository;
  clock: () => Date;
  captchaEnabled: boolean;
}

export function createAuthService(d: AuthDeps) {
  const audit = auditWriter(d);

  const checkCaptcha = captchaCheck({ captchas: d.captchas, clock: d.clock, enabled: d.captchaEnabled });

  return {
    checkCaptchaFor: checkCaptcha,

    async newCaptcha() {
      const captchaId = randomUUID();
      const code = randomCode();
      await d.captchas.save(captchaId, code, new Date(d.clock().getTime() + CAPTCHA_TTL_MS));
      return { captchaId, image: captchaSvg(code), ...(d.captchaEnabled ? {} : { disabled: true }) };
    },

    async login(input: { loginName: string; password: string; captchaId: string; captchaCode: string }, client: Client) {
      await checkCaptcha(input.captchaId, input.captchaCode);
      const now = d.clock();
      const account = await d.accounts.get(input.loginName);
      if (account?.lockedUntil && new Date(account.lockedUntil) > now) {
        const minutes = Math.ceil((new Date(account.lockedUntil).getTime() - now.getTime()) / 60_000);
        throw new AppError('TOO_MANY_ATTEMPTS', { minutes });
      }
      const token = account ? await d.idp.signIn(input.loginName, input.password) : undefined;
      if (!account || !token) {
        if (account) {
          const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
          await d.accounts.recordFailedLogin(account.loginName, LOCK_AFTER_FAILURES, lockUntil);
          await audit(account, 'loginFailed', client);
        }
        throw new AppError('LOGIN_FAILED');
      }
      if (account.status === 'frozen') throw new AppError('ACCOUNT_FROZEN');
      if (account.status === 'pending') throw new AppError('ACCOUNT_PENDING');
      if (account.status === 'rejected') throw new AppError('ACCOUNT_REJECTED', { reason: account.rejectReason ?? '' });
      await d.accounts.recordSuccessfulLogin(account.loginName, now.toISOString());
      await audit(account, 'login', client);
      const principal = principalFromAccount(account, client.lang, { jti: '', exp: 0 });
      return { accessToken: token.accessToken, expiresIn: token.expiresIn, ...accountView(principal) };
    },

    async logout(p: Principal, client: Client): Promise<void> {
      await d.accounts.revokeToken(p.tokenId, p.tokenExp, p.loginName);
      await audit(p, 'logout', client);
    },

    async resetPassword(
      p: Principal,
      input: { oldPassword: string; newPassword: string; confirmPassword: string },
      client: Client,
    ) {
      if (input.newPassword !== input.confirmPassword)
        throw new AppError('VALIDATION', { reasonKey: 'mismatch' }, 'confirmPassword');
      const ok = await d.idp.signIn(p.loginName, input.oldPassword);
      if (!ok) throw new AppError('WRONG_OLD_PASSWORD', {}, 'oldPassword');
      await d.idp.setPassword(p.loginName, input.newPassword);
      await d.accounts.clearResetFlag(p.loginName);
      await audit(p, 'resetPassword', client);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
