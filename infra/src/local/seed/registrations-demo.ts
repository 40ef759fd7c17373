/**
 * Demo registrations for the platform's review screen: three pending applications and one rejected,
 * written through the real registration service (account, registration request, directory user,
 * audit entry) and, for the rejection, the real review service acting as the demo administrator.
 * Fixed names and times relative to the seed time, so every fresh start shows the same queue.
 */
import { createAccountRepository } from '@cmp/functions/account/account.repository';
import { principalFromAccount } from '@cmp/functions/account/load-principal';
import { createAuditRepository } from '@cmp/functions/audit/audit.repository';
import { createRegistrationService } from '@cmp/functions/auth/registration.service';
import { createCustomerRepository } from '@cmp/functions/customer/customer.repository';
import { createRegistrationReviewService } from '@cmp/functions/registration/registration-review.service';
import { createRegistrationRepository } from '@cmp/functions/registration/registration.repository';
import { createRoleRepository } from '@cmp/functions/role/role.repository';
import { createIdentityProvider } from '@cmp/functions/shared/auth/identity-provider';
import { DEMO_PASSWORD } from './demo-data.ts';
import type { SeedTargets } from './seed.ts';

const HOUR = 3_600_000;

/** Applicants, oldest first; `rejectReason` marks the one the administrator turned down. */
export const demoRegistrations = [
  {
    hoursAgo: 50,
    companyName: 'Ningbo Harbour Logistics',
    contactName: 'Chen Jing',
    phone: '0574-8765-4321',
    email: 'chen.jing@nb-harbour.example.com',
    loginName: 'nb-harbour',
    rejectReason: 'Business licence could not be verified; please register again with the licence number.',
  },
  {
    hoursAgo: 26,
    companyName: 'Suzhou Smart Meter Co.',
    contactName: 'Wang Fang',
    phone: '0512-6688-1200',
    email: 'wang.fang@sz-meter.example.com',
    loginName: 'sz-meter',
  },
  {
    hoursAgo: 7,
    companyName: 'Hangzhou Fleet Telematics',
    contactName: 'Liu Yang',
    phone: '0571-8123-4567',
    email: 'liu.yang@hz-fleet.example.com',
    loginName: 'hz-fleet',
  },
  {
    hoursAgo: 2,
    companyName: 'Shenzhen Agri Sensors',
    contactName: 'Zhao Min',
    phone: '0755-2233-4455',
    email: 'zhao.min@sz-agri.example.com',
    loginName: 'sz-agri',
  },
] as const;

export async function seedRegistrations(t: SeedTargets, now: Date): Promise<void> {
  const table = () => t.tableName;
  const accounts = createAccountRepository(t.db, table);
  const audit = createAuditRepository(t.db, table);
  const client = { sourceIp: '127.0.0.1', userAgent: 'demo seed' };
  const registered = new Map<string, string>();
  for (const r of demoRegistrations) {
    const at = new Date(now.getTime() - r.hoursAgo * HOUR);
    const service = createRegistrationService({ idp: createIdentityProvider(), audit, accounts, clock: () => at });
    const { registrationId } = await service.register({ ...r, password: DEMO_PASSWORD }, client);
    registered.set(r.loginName, registrationId);
  }
  const admin = await accounts.get('admin');
  if (!admin) throw new Error('The demo administrator must be seeded before the demo registrations');
  const review = createRegistrationReviewService({
    registrations: createRegistrationRepository(t.db, table),
    customers: createCustomerRepository(t.db, table),
    roles: createRoleRepository(t.db, table),
    audit,
    clock: () => new Date(now.getTime() - 30 * HOUR),
  });
  const principal = principalFromAccount(admin, 'en-US', { jti: 'seed', exp: 0 });
  for (const r of demoRegistrations) {
    if (!('rejectReason' in r)) continue;
    await review.reject(principal, { id: registered.get(r.loginName)!, reason: r.rejectReason }, { ...client, lang: 'en-US' });
  }
}
