import { randomUUID } from 'node:crypto';
import { type Client as AuditClient, auditWriter } from '../audit/audit-trail.ts';
import type { AuditAction, AuditRepository } from '../audit/audit.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardIndexInfo } from './card-shards.service.ts';
import { type Customer, type CustomerRecord, toCustomer } from './customer-record.ts';
import {
  type CustomerChanges,
  type CustomerInput,
  type CustomerTarget,
  canManageCustomer,
  canReadCustomer,
  checkEnterpriseFields,
  customerListOwner,
} from './customer-rules.ts';
import type { CustomerListQuery, CustomerRepository } from './customer.repository.ts';

/** The platform's view of an enterprise's card index (card-shards.service.ts), added to its detail. */
export type CardIndexReader = (
  p: Principal,
  channelCustId: string,
) => Promise<{ info: (storedShards: unknown) => CardIndexInfo } | undefined>;

/** Where a change came from, for the audit entry. */
export type Client = Pick<AuditClient, 'sourceIp' | 'userAgent'>;

const newId = (prefix: 'C' | 'S') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/**
 * A new customer as `save` creates it: an enterprise (platform, with 8010003) or, naming
 * `channelCustId` (a platform role) or implicitly (an enterprise administrator), a secondary
 * customer of that enterprise. Refused callers → 403; a missing enterprise field → 422.
 */
export function newCustomerRecord(p: Principal, input: CustomerInput & { channelCustId?: string }, now: Date): CustomerRecord {
  const { channelCustId: named, ...fields } = input;
  const parent = isPlatformRole(p) ? named : (named ?? p.channelCustId ?? undefined);
  const target = { channelCustId: parent ?? '', custId: parent ? 'new' : null };
  if (!canManageCustomer(p, target, 'create')) throw new AppError('FORBIDDEN');
  if (!parent) checkEnterpriseFields(fields, 'create');
  return {
    ...fields,
    channelCustId: parent ?? newId('C'),
    custId: parent ? newId('S') : null,
    createdAt: now.toISOString(),
    createdBy: p.loginName,
  };
}

export function createCustomerService(d: {
  customers: CustomerRepository;
  audit: AuditRepository;
  clock: () => Date;
  cardIndex?: CardIndexReader;
}) {
  const record = auditWriter(d);
  const audit = (p: Principal, action: AuditAction, r: CustomerRecord, c: Client) =>
    record(p, action, c, `${r.channelCustId}${r.custId ? `/${r.custId}` : ''} ${r.code ?? ''}`.trim());

  /** The customer the caller may read; another tenant's → 403, a missing one → 404. */
  async function readable(p: Principal, t: CustomerTarget): Promise<CustomerRecord> {
    if (!canReadCustomer(p, t)) throw new AppError('FORBIDDEN');
    const r = await d.customers.get(t.channelCustId, t.custId);
    if (!r) throw new AppError('NOT_FOUND');
    return r;
  }

  return {
    async list(p: Principal, q: CustomerListQuery & { channelCustId?: string }): Promise<Page<Customer>> {
      const { channelCustId, ...filters } = q;
      const owner = customerListOwner(p, channelCustId);
      const page = owner.channelCustId
        ? await d.customers.listSecondaries(owner.channelCustId, filters)
        : await d.customers.listEnterprises(filters);
      return { items: page.items.map(toCustomer), cursor: page.cursor };
    },

    /** A customer; an enterprise's to a platform role also with its card index (`cardIndex`, read alongside). */
    async detail(p: Principal, t: { channelCustId: string; custId?: string }): Promise<Customer & { cardIndex?: CardIndexInfo }> {
      const [r, index] = await Promise.all([
        readable(p, { channelCustId: t.channelCustId, custId: t.custId ?? null }),
        t.custId || !d.cardIndex ? undefined : d.cardIndex(p, t.channelCustId),
      ]);
      return { ...toCustomer(r), ...(index ? { cardIndex: index.info(r.cardShards) } : {}) };
    },

    /** Creates an enterprise or a secondary customer (see newCustomerRecord). */
    async save(p: Principal, input: CustomerInput & { channelCustId?: string }, c: Client): Promise<Customer> {
      const r = newCustomerRecord(p, input, d.clock());
      await d.customers.create(r);
      await audit(p, 'customerCreate', r, c);
      return toCustomer(r);
    },

    async update(
      p: Principal,
      input: CustomerChanges & { channelCustId: string; custId?: string },
      c: Client,
    ): Promise<Customer> {
      const { channelCustId, custId, ...changes } = input;
      const target = { channelCustId, custId: custId ?? null };
      // Checked before any read, so a refused caller learns nothing about the target.
      if (!canManageCustomer(p, target, 'update')) throw new AppError('FORBIDDEN');
      const before = await readable(p, target);
      if (!target.custId) checkEnterpriseFields(changes, 'update');
      const after: CustomerRecord = { ...before, ...changes, updatedAt: d.clock().toISOString(), updatedBy: p.loginName };
      await d.customers.update(before, after);
      await audit(p, 'customerUpdate', after, c);
      return toCustomer(after);
    },
  };
}
