import { createAccountRepository } from '../account/account.repository.ts';
import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createBlacklistCheck } from '../blacklist/blacklist-check.ts';
import { createBlacklistRepository } from '../blacklist/blacklist.repository.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { config } from '../platform/config.ts';
import { createIdentityProvider } from '../shared/auth/identity-provider.ts';
import { passwordRule } from '../shared/auth/password-policy.ts';
import { Reply, publicRoute, route } from '../shared/http/route.ts';
import { str } from '../shared/http/schema.ts';
import { createAuthService } from './auth.service.ts';
import { createCaptchaRepository } from './captcha.repository.ts';
import { createRegistrationService } from './registration.service.ts';

const auth = createAuthService({
  accounts: createAccountRepository(),
  captchas: createCaptchaRepository(),
  idp: createIdentityProvider(),
  audit: createAuditRepository(),
  clock: () => new Date(),
  captchaEnabled: config('captcha') !== 'off',
});
const registration = createRegistrationService({
  idp: createIdentityProvider(),
  audit: createAuditRepository(),
  clock: () => new Date(),
  // Registration checks enterprise names only: the operator key (persons' numbers) is never read here.
  blacklist: createBlacklistCheck({
    entries: createBlacklistRepository(),
    secretKey: operatorSecretKeyResolver(),
    clock: () => new Date(),
  }),
});

const captchaFields = { captchaId: str({ max: 64 }), captchaCode: str({ max: 8 }) };

export const handler = createApiHandler('auth', {
  captcha: publicRoute({ run: () => auth.newCaptcha() }),
  login: publicRoute({
    input: { loginName: str({ max: 64 }), password: str({ max: 64 }), ...captchaFields },
    run: async (c) => new Reply(await auth.login(c.body, clientOf(c)), 200, 'LOGIN_OK'),
  }),
  register: publicRoute({
    input: {
      companyName: str({ max: 100 }),
      contactName: str({ max: 40 }),
      phone: str({ max: 20, pattern: /^[0-9-]+$/ }),
      email: str({ max: 100, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ }),
      loginName: str({ min: 3, max: 40, pattern: /^[A-Za-z0-9._-]+$/ }),
      password: passwordRule,
      ...captchaFields,
    },
    run: async (c) => {
      await auth.checkCaptchaFor(c.body.captchaId, c.body.captchaCode);
      return new Reply(await registration.register(c.body, clientOf(c)), 201, 'OPERATION_OK');
    },
  }),
  logout: route({ run: async (c) => new Reply(await auth.logout(c.principal, clientOf(c)), 200, 'LOGOUT_OK') }),
  resetPassword: route({
    input: { oldPassword: str({ max: 64 }), newPassword: passwordRule, confirmPassword: str({ max: 64 }) },
    run: async (c) => new Reply(await auth.resetPassword(c.principal, c.body, clientOf(c)), 200, 'OPERATION_OK'),
  }),
});
