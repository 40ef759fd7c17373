import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { captchaCheck, createCaptchaRepository } from '../auth/captcha.repository.ts';
import { createBlacklistCheck } from '../blacklist/blacklist-check.ts';
import { createBlacklistRepository } from '../blacklist/blacklist.repository.ts';
import { encryptSecret } from '../operator-config/secret-box.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { config } from '../platform/config.ts';
import { authAuditStatuses } from '../shared/data/entities/authentication.entity.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { createRateLimitRepository } from '../shared/data/rate-limit.repository.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { Reply, publicRoute, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { APPLY_RATE, createApplyService } from './apply.service.ts';
import { AUTH_REASON_MAX, LICENCE_MAX_BASE64 } from './authentication-rules.ts';
import { createAuthenticationRepository } from './authentication.repository.ts';
import { createAuthenticationService } from './authentication.service.ts';

const applications = createAuthenticationRepository();
const clock = () => new Date();
const secretKey = operatorSecretKeyResolver();
const rates = createRateLimitRepository();
const blacklist = createBlacklistCheck({ entries: createBlacklistRepository(), secretKey, clock });

const apply = createApplyService({
  applications,
  limit: (sourceIp) => rates.hit('authApply', sourceIp, APPLY_RATE, clock(), new AppError('AUTH_APPLY_TOO_MANY')),
  checkCaptcha: captchaCheck({ captchas: createCaptchaRepository(), clock, enabled: config('captcha') !== 'off' }),
  // A blacklisted enterprise (name, organisation code) or legal person (identity number) is refused;
  // the hit is recorded in the blacklist record (blacklist/blacklist-check.ts).
  blocked: (a) =>
    blacklist.blocked(
      { orgCode: a.orgCode, enterpriseName: a.enterpriseName, personIdNumber: a.legalPersonIdNumber },
      { place: 'authentication', by: 'public', subject: a.enterpriseName },
    ),
  seal: async (plain) => encryptSecret(plain, await secretKey()),
  clock,
});
const audits = createAuthenticationService({ applications, audit: createAuditRepository(), clock });

const id = str({ max: 40 });
const reason = str({ max: AUTH_REASON_MAX });

export const handler = createApiHandler('authentication', {
  apply: publicRoute({
    input: {
      enterpriseCustomerId: optional(str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ })),
      enterpriseName: str({ max: 100 }),
      orgCode: str({ max: 18 }),
      taxNumber: str({ max: 20 }),
      licenceImage: str({ max: LICENCE_MAX_BASE64 }),
      legalPersonName: str({ max: 40 }),
      legalPersonIdNumber: str({ max: 18 }),
      contactName: str({ max: 40 }),
      contactPhone: str({ max: 20 }),
      contactEmail: str({ max: 100 }),
      captchaId: str({ max: 64 }),
      captchaCode: str({ max: 8 }),
    },
    run: async (c) => new Reply(await apply.apply(c.body, { sourceIp: c.sourceIp }), 201, 'OPERATION_OK'),
  }),
  list: route({
    input: { ...pageFields, auditStatus: optional(oneOf(authAuditStatuses)), keyword: optional(str({ max: 100 })) },
    run: ({ principal, body }) => audits.list(principal, body),
  }),
  detail: route({ input: { id }, run: ({ principal, body }) => audits.detail(principal, body.id) }),
  pass: route({
    input: { id, reason: optional(reason) },
    run: async (c) => new Reply(await audits.pass(c.principal, c.body, clientOf(c)), 200, 'OPERATION_OK'),
  }),
  reject: route({
    input: { id, reason },
    run: async (c) => new Reply(await audits.reject(c.principal, c.body, clientOf(c)), 200, 'OPERATION_OK'),
  }),
  cancel: route({
    input: { id, reason },
    run: async (c) => new Reply(await audits.cancel(c.principal, c.body, clientOf(c)), 200, 'OPERATION_OK'),
  }),
});
