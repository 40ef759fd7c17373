import { randomUUID } from 'node:crypto';
import { type AccountRepository, createAccountRepository } from '../account/account.repository.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { BlacklistCheck } from '../blacklist/blacklist-check.ts';
import type { IdentityProvider } from '../shared/auth/identity-provider.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export interface RegistrationInput {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  loginName: string;
  password: string;
}

/**
 * A registration id that sorts by submission time (`R` + UTC digits to the millisecond + 8 random
 * hex digits), so the registration partition read backwards lists the newest first.
 */
export const registrationId = (iso: string): string =>
  `R${iso.replace(/\D/g, '').slice(0, 17)}${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/**
 * Self-registration (/register, public): the applicant's account is created pending, with a
 * registration request for the platform to approve; it cannot sign in until approved. A blacklisted
 * enterprise (by its name, blacklist/blacklist-check.ts) is refused before anything is written; the
 * check records the hit.
 */
export function createRegistrationService(d: {
  idp: IdentityProvider;
  audit: AuditRepository;
  clock: () => Date;
  accounts?: AccountRepository;
  blacklist?: Pick<BlacklistCheck, 'blocked'>;
}) {
  const accounts = d.accounts ?? createAccountRepository();
  return {
    async register(input: RegistrationInput, client: { sourceIp: string; userAgent: string }) {
      const hit = await d.blacklist?.blocked(
        { enterpriseName: input.companyName },
        { place: 'registration', by: input.loginName, subject: input.companyName },
      );
      if (hit) throw new AppError('BLACKLISTED_ENTERPRISE', {}, 'companyName');
      const now = d.clock().toISOString();
      const id = registrationId(now);
      await accounts.createPending(
        {
          loginName: input.loginName,
          displayName: input.contactName,
          roleId: '3000',
          channelCustId: null,
          custId: null,
          customerName: input.companyName,
          status: 'pending',
          isResetPassword: false,
          email: input.email,
          phone: input.phone,
          createdAt: now,
        },
        {
          id,
          companyName: input.companyName,
          contactName: input.contactName,
          phone: input.phone,
          email: input.email,
          loginName: input.loginName,
          status: 'pending',
          createdAt: now,
        },
      );
      try {
        await d.idp.createUser(input.loginName, input.password);
      } catch (error) {
        await accounts.removePending(input.loginName, id);
        throw error;
      }
      await d.audit.record({ action: 'register', loginName: input.loginName, channelCustId: null, ...client }, d.clock());
      return { registrationId: id, status: 'pending' };
    },
  };
}
