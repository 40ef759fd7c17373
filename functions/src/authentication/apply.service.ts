/**
 * The public enterprise real-name application (/authentication/apply/:enterpriseCustomerId?, no
 * sign-in; issue #16 item 6). Protected as /register is — the same single-use captcha — plus a
 * fixed-window limit per source address, a licence checked by its content, and the blacklist hook.
 * It answers only the application's reference: no public route reads or changes an application.
 */
import { randomUUID } from 'node:crypto';
import type { RateRule } from '../shared/data/rate-limit.repository.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { AUDIT, type ApplicationInput, checkApplication, licenceOf, maskedIdNumber } from './authentication-rules.ts';
import { type AuthenticationRepository, licencePrefix } from './authentication.repository.ts';

/** Who applies, as the blacklists know them (the identity number in the clear, never stored so). */
export interface Applicant {
  orgCode: string;
  enterpriseName: string;
  legalPersonIdNumber: string;
}

/**
 * The blacklist check (blacklist/blacklist-check.ts, wired in handler.ts): a hit refuses the
 * application with AUTH_APPLY_REFUSED, whose message never says which list.
 */
export type BlockedCheck = (applicant: Applicant) => Promise<{ kind: 'enterprise' | 'person' } | null>;

/** At most 10 applications per source address per hour (docs/decisions.md). */
export const APPLY_RATE: RateRule = { max: 10, windowSeconds: 3600 };

/** An application id that sorts by submission time (`A` + UTC digits to the millisecond + 8 random hex digits). */
export const applicationId = (iso: string): string =>
  `A${iso.replace(/\D/g, '').slice(0, 17)}${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;

export interface ApplyDeps {
  applications: Pick<AuthenticationRepository, 'create' | 'enterpriseExists'>;
  /** Counts the request against the source address's window; throws AUTH_APPLY_TOO_MANY past it. */
  limit: (sourceIp: string) => Promise<void>;
  /** The shared captcha check (auth/captcha.repository.ts `captchaCheck`). */
  checkCaptcha: (captchaId: string, captchaCode: string) => Promise<void>;
  blocked: BlockedCheck;
  /** Seals a value with the operator-credential key (operator-config/secret-box.ts). */
  seal: (plain: string) => Promise<string>;
  clock: () => Date;
}

export function createApplyService(d: ApplyDeps) {
  return {
    /**
     * Checks and stores an application: fields and licence first (nothing counted or written for a
     * malformed one), then the rate limit, the captcha, the named enterprise, the blacklists.
     */
    async apply(
      input: ApplicationInput & { captchaId: string; captchaCode: string },
      client: { sourceIp: string },
    ): Promise<{ applicationId: string }> {
      const { captchaId, captchaCode, ...fields } = input;
      const v = checkApplication(fields);
      const licence = licenceOf(v.licenceImage);
      await d.limit(client.sourceIp);
      await d.checkCaptcha(captchaId, captchaCode);
      if (v.enterpriseCustomerId && !(await d.applications.enterpriseExists(v.enterpriseCustomerId)))
        throw new AppError('AUTH_ENTERPRISE_UNKNOWN', {}, 'enterpriseCustomerId');
      const hit = await d.blocked({
        orgCode: v.orgCode,
        enterpriseName: v.enterpriseName,
        legalPersonIdNumber: v.legalPersonIdNumber,
      });
      if (hit) throw new AppError('AUTH_APPLY_REFUSED');
      const now = d.clock().toISOString();
      const id = applicationId(now);
      await d.applications.create(
        {
          id,
          ...(v.enterpriseCustomerId ? { enterpriseCustomerId: v.enterpriseCustomerId } : {}),
          enterpriseName: v.enterpriseName,
          orgCode: v.orgCode,
          taxNumber: v.taxNumber,
          licenceKey: `${licencePrefix}${id}.${licence.type}`,
          licenceType: licence.type,
          licenceBytes: licence.bytes.length,
          legalPersonName: v.legalPersonName,
          legalPersonIdSealed: await d.seal(v.legalPersonIdNumber),
          legalPersonIdMasked: maskedIdNumber(v.legalPersonIdNumber),
          contactName: v.contactName,
          contactPhone: v.contactPhone,
          contactEmail: v.contactEmail,
          auditStatus: AUDIT.unaudited,
          createdAt: now,
          sourceIp: client.sourceIp,
        },
        licence.bytes,
      );
      return { applicationId: id };
    },
  };
}

export type ApplyService = ReturnType<typeof createApplyService>;
