/**
 * The customer aggregate as stored and as the API answers it (docs/api.md `Customer`): an
 * enterprise (`CUST#<channelCustId>` / `PROFILE`, listed through the platform directory) or a
 * secondary customer (`CUST#<channelCustId>` / `SUB#<custId>`). Pure: the seed imports it too.
 */
import {
  customerCodeEntity,
  customerDirectoryEntity,
  enterpriseEntity,
  secondaryEntity,
} from '../shared/data/entities/customer.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { enterpriseOfPartition } from '../shared/data/keys.ts';

export const customerStatuses = [0, 1, 2, 3] as const;
export const paymentModels = ['prepaid', 'postpaid', 'prepaidCredit'] as const;
export const invoiceTypes = ['normal', 'special'] as const;

export interface Customer {
  channelCustId: string;
  custId: string | null;
  code: string;
  name: string;
  /** 0 online, 1 volume production, 2 mature, 3 disconnected (spec §4). */
  status: number;
  businessUnit: string;
  businessLicence: string;
  taxNumber: string;
  bank: { name: string; account: string };
  invoice: { title: string; taxNumber: string; type: (typeof invoiceTypes)[number]; address: string; phone: string };
  industry: string;
  paymentModel: (typeof paymentModels)[number];
  salesPerson: string;
  adminContact: { name: string; phone: string; email: string };
  createdAt: string;
  /** When the platform passed an enterprise real-name application for it (authentication/), else null. */
  realNameAuthenticatedAt: string | null;
}

/** A stored customer item without its keys (an enterprise's and a secondary customer's have the same attributes). */
export type CustomerRecord = InferItem<typeof enterpriseEntity>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const part = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** The API shape of a stored item; fields an older item lacks come back empty. */
export function toCustomer(r: Record<string, unknown>): Customer {
  const bank = part(r.bank);
  const invoice = part(r.invoice);
  const contact = part(r.adminContact);
  return {
    channelCustId: text(r.channelCustId),
    custId: typeof r.custId === 'string' ? r.custId : null,
    code: text(r.code),
    name: text(r.name),
    status: typeof r.status === 'number' ? r.status : 0,
    businessUnit: text(r.businessUnit),
    businessLicence: text(r.businessLicence),
    taxNumber: text(r.taxNumber),
    bank: { name: text(bank.name), account: text(bank.account) },
    invoice: {
      title: text(invoice.title),
      taxNumber: text(invoice.taxNumber),
      type: invoice.type === 'special' ? 'special' : 'normal',
      address: text(invoice.address),
      phone: text(invoice.phone),
    },
    industry: text(r.industry),
    paymentModel: (paymentModels as readonly unknown[]).includes(r.paymentModel)
      ? (r.paymentModel as Customer['paymentModel'])
      : 'prepaid',
    salesPerson: text(r.salesPerson),
    adminContact: { name: text(contact.name), phone: text(contact.phone), email: text(contact.email) },
    createdAt: text(r.createdAt),
    realNameAuthenticatedAt: typeof r.realNameAuthenticatedAt === 'string' ? r.realNameAuthenticatedAt : null,
  };
}

const isEnterprise = (r: CustomerRecord) => !r.custId;

/** The key of a customer's own item. */
export const customerKey = (r: Pick<CustomerRecord, 'channelCustId' | 'custId'>) =>
  r.custId ? secondaryEntity.key({ channelCustId: r.channelCustId, custId: r.custId }) : enterpriseEntity.key(r);

/** The item claiming a customer's code among its siblings (codes are unique per tenant). */
export const codeClaim = (r: CustomerRecord, code: string) =>
  customerCodeEntity.record({
    parent: isEnterprise(r) ? null : r.channelCustId,
    code,
    channelCustId: r.channelCustId,
    custId: r.custId ?? null,
  });

/** The platform directory item of an enterprise: a copy of its profile, so the list is one Query per page. */
export const directoryItem = (r: CustomerRecord) => customerDirectoryEntity.record(r);

/**
 * The directory and code-claim items that belong with the given stored items (enterprise
 * profiles and secondary customers; anything else is ignored). For writers that put profiles
 * directly, such as the demo seed.
 */
export function customerDirectoryItems(items: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const { pk, sk, ...rest } of items) {
    const enterprise = typeof pk === 'string' ? enterpriseOfPartition(pk) : undefined;
    const profile = enterprise !== undefined && sk === enterpriseEntity.key({ channelCustId: enterprise }).sk;
    const secondary =
      enterprise !== undefined &&
      typeof sk === 'string' &&
      sk.startsWith(secondaryEntity.prefix({ channelCustId: enterprise }).skPrefix);
    if (!profile && !secondary) continue;
    const r = rest as CustomerRecord;
    if (profile) out.push(directoryItem(r));
    if (typeof r.code === 'string' && r.code) out.push(codeClaim(r, r.code));
  }
  return out;
}
