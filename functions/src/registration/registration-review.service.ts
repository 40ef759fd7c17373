import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { BlacklistCheck } from '../blacklist/blacklist-check.ts';
import type { CustomerInput } from '../customer/customer-rules.ts';
import type { CustomerRepository } from '../customer/customer.repository.ts';
import { newCustomerRecord } from '../customer/customer.service.ts';
import { builtInRoles } from '../platform/permissions.ts';
import type { RoleRepository } from '../role/role.repository.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { tenantKey } from '../shared/data/keys.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type RegistrationRecord,
  approval,
  builtInRoleType,
  checkApprovedRole,
  checkReviewer,
  enterpriseRoleTypes,
  pendingOnly,
  rejection,
} from './registration-rules.ts';
import type { RegistrationListQuery, RegistrationRepository } from './registration.repository.ts';

export interface ApproveInput {
  id: string;
  /** `new`: create an enterprise from `enterprise`; `existing`: join `channelCustId`. */
  into: 'new' | 'existing';
  channelCustId?: string;
  enterprise?: CustomerInput;
  roleId: string;
}

/** The Registration of docs/api.md. */
export function registrationView(r: RegistrationRecord) {
  return {
    id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    phone: r.phone,
    email: r.email,
    loginName: r.loginName,
    status: r.status,
    createdAt: r.createdAt,
    decidedBy: r.decidedBy ?? null,
    decidedAt: r.decidedAt ?? null,
    reason: r.reason ?? null,
    channelCustId: r.channelCustId ?? null,
    customerName: r.customerName ?? null,
    roleId: r.roleId ?? null,
  };
}

const roleName = (roleId: string, lang: Lang) => {
  const r = builtInRoles[roleId]!;
  return lang === 'en-US' ? r.name.en : r.name.zh;
};

/** The platform's review of self-registrations: list, approve into an enterprise with a role, reject with a reason. */
export function createRegistrationReviewService(d: {
  registrations: RegistrationRepository;
  customers: Pick<CustomerRepository, 'get' | 'creationSteps'>;
  roles: Pick<RoleRepository, 'get' | 'list'>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  /** An enterprise blacklisted since it registered is not approved into a new enterprise (blacklist/blacklist-check.ts). */
  blacklist?: Pick<BlacklistCheck, 'blocked'>;
}) {
  const audit = auditWriter(d);

  /** The enterprise an applicant joins: a new one (created by the customer rules, in the same transaction) or an existing one. */
  async function targetOf(p: Principal, input: ApproveInput, now: Date) {
    if (input.into === 'new') {
      if (!input.enterprise) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'enterprise');
      const record = newCustomerRecord(p, input.enterprise, now);
      return { channelCustId: record.channelCustId, name: String(record.name), record, steps: d.customers.creationSteps(record) };
    }
    if (!input.channelCustId) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'channelCustId');
    const existing = await d.customers.get(input.channelCustId, null);
    if (!existing) throw new AppError('NOT_FOUND', {}, 'channelCustId');
    return {
      channelCustId: input.channelCustId,
      name: String(existing.name ?? ''),
      record: undefined,
      steps: [] as TransactStep[],
    };
  }

  /** The role's type: built-in 3000/4000, or a custom role of the enterprise of one of those types. */
  async function roleTypeOf(p: Principal, roleId: string, channelCustId: string, isNew: boolean): Promise<RoleType> {
    const builtIn = builtInRoleType(roleId);
    if (builtIn !== undefined || isNew) return checkApprovedRole(p, builtIn);
    return checkApprovedRole(p, (await d.roles.get(tenantKey(channelCustId), roleId))?.roleType);
  }

  return {
    async list(p: Principal, q: RegistrationListQuery): Promise<Page<ReturnType<typeof registrationView>>> {
      checkReviewer(p);
      const page = await d.registrations.list(q);
      return { items: page.items.map(registrationView), cursor: page.cursor };
    },

    async detail(p: Principal, id: string) {
      checkReviewer(p);
      const r = await d.registrations.get(id);
      if (!r) throw new AppError('NOT_FOUND', {}, 'id');
      return registrationView(r);
    },

    /** Roles an approved applicant may get in the enterprise (none custom for a new one). */
    async roleOptions(p: Principal, channelCustId: string | undefined, lang: Lang) {
      checkReviewer(p);
      const builtIn = enterpriseRoleTypes.map((t) => ({ roleId: String(t), name: roleName(String(t), lang), roleType: t }));
      if (!channelCustId) return builtIn;
      const custom = await d.roles.list(tenantKey(channelCustId), {}, { pageSize: 100 });
      return [
        ...builtIn,
        ...custom.items
          .filter((r) => enterpriseRoleTypes.includes(r.roleType))
          .map((r) => ({ roleId: r.roleId, name: r.name, roleType: r.roleType })),
      ];
    },

    async approve(p: Principal, input: ApproveInput, c: Client) {
      checkReviewer(p);
      const r = pendingOnly(await d.registrations.get(input.id));
      if (input.into === 'new') {
        const orgCode = input.enterprise?.taxNumber || input.enterprise?.businessLicence;
        const hit = await d.blacklist?.blocked(
          { enterpriseName: input.enterprise?.name || r.companyName, ...(orgCode ? { orgCode } : {}) },
          { place: 'registration', by: p.loginName, subject: `${r.companyName} (${r.loginName})` },
        );
        if (hit) throw new AppError('BLACKLISTED_ENTERPRISE', {}, 'enterprise.name');
      }
      const now = d.clock();
      const target = await targetOf(p, input, now);
      const roleType = await roleTypeOf(p, input.roleId, target.channelCustId, input.into === 'new');
      const a = approval(r, {
        by: p.loginName,
        at: now.toISOString(),
        channelCustId: target.channelCustId,
        customerName: target.name,
        roleId: input.roleId,
        roleType,
      });
      const custom = builtInRoleType(input.roleId) === undefined ? input.roleId : undefined;
      await d.registrations.approve(r, a, target.steps, custom);
      if (target.record) await audit(p, 'customerCreate', c, `${target.channelCustId} ${target.record.code ?? ''}`.trim());
      await audit(p, 'registrationApprove', c, `${r.loginName} → ${target.channelCustId} ${input.roleId}`);
      return registrationView({ ...r, ...a.registration });
    },

    async reject(p: Principal, input: { id: string; reason: string }, c: Client) {
      checkReviewer(p);
      const r = pendingOnly(await d.registrations.get(input.id));
      const x = rejection(r, { by: p.loginName, at: d.clock().toISOString(), reason: input.reason });
      await d.registrations.reject(r, x);
      await audit(p, 'registrationReject', c, `${r.loginName}: ${x.registration.reason}`);
      return registrationView({ ...r, ...x.registration });
    },
  };
}

export type RegistrationReviewService = ReturnType<typeof createRegistrationReviewService>;
