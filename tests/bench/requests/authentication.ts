/**
 * Enterprise real-name authentication (group authentication, issue #16 item 6). The measured apply is
 * the public request; the applications the audit requests decide are filed by their setup through the
 * same apply service in-process (counted under their own rate-limit subject, so repeated runs never
 * spend the 127.0.0.1 window of the measured request).
 */
import { APPLY_RATE, createApplyService } from '@cmp/functions/authentication/apply.service';
import { createAuthenticationRepository } from '@cmp/functions/authentication/authentication.repository';
import { encryptSecret } from '@cmp/functions/operator-config/secret-box';
import { operatorSecretKeyResolver } from '@cmp/functions/operator-config/secret-key';
import { createRateLimitRepository } from '@cmp/functions/shared/data/rate-limit.repository';
import { AppError } from '@cmp/functions/shared/http/error-catalogue';
import type { BenchContext, GroupRequests } from './types.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40_000, 7)]);

const application = (ctx: BenchContext) => ({
  enterpriseName: `Bench Sensors ${ctx.unique()}`,
  orgCode: '91350100M000100Y43',
  taxNumber: '91350100M000100Y43',
  licenceImage: png.toString('base64'),
  legalPersonName: 'Lin Hua',
  legalPersonIdNumber: '11010519491231002X',
  contactName: 'Chen Jing',
  contactPhone: '0591-8765-4321',
  contactEmail: 'chen@bench.example.com',
  captchaId: 'b',
  captchaCode: 'b',
});

/** An unaudited application, filed through the apply service of the stack's table and bucket. */
async function unaudited(ctx: BenchContext): Promise<string> {
  const rates = createRateLimitRepository(ctx.db, () => ctx.table);
  const key = operatorSecretKeyResolver();
  const apply = createApplyService({
    applications: createAuthenticationRepository(ctx.db, undefined, () => ctx.table),
    limit: (subject) =>
      rates.hit('authApply', subject, { ...APPLY_RATE, max: 1_000_000 }, new Date(), new AppError('AUTH_APPLY_TOO_MANY')),
    checkCaptcha: async () => {},
    // The bench's applicant is on no blacklist (the measured apply request runs the real check).
    blocked: async () => null,
    seal: async (plain) => encryptSecret(plain, await key()),
    clock: () => new Date(),
  });
  return (await apply.apply(application(ctx), { sourceIp: 'bench' })).applicationId;
}

export const authenticationRequests: GroupRequests = {
  authentication: {
    apply: { as: 'public', setup: async (ctx) => application(ctx), note: 'a 40 KB licence image, sealed identity number' },
    list: { as: 'admin', body: { pageSize: 20, auditStatus: 0 } },
    detail: { as: 'admin', setup: async (ctx) => ({ id: await unaudited(ctx) }) },
    pass: { as: 'admin', setup: async (ctx) => ({ id: await unaudited(ctx) }) },
    reject: { as: 'admin', setup: async (ctx) => ({ id: await unaudited(ctx), reason: 'The licence photo is blurred' }) },
    cancel: { as: 'operator', setup: async (ctx) => ({ id: await unaudited(ctx), reason: 'Duplicate application' }) },
  },
};
