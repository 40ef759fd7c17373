/**
 * Customer rules of spec §5/§6 as pure functions: the input schema, the fields an enterprise
 * must have, and who may read or manage which customer.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type Principal, scopeOf } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type Infer, type Rule, type Schema, int, obj, oneOf, optional, str } from '../shared/http/schema.ts';
import { invoiceTypes, paymentModels } from './customer-record.ts';

/** Spec §5: digits and hyphens; a list is separated by English semicolons, at most 5. */
export const phoneListPattern = /^[0-9-]+(;[0-9-]+){0,4}$/;
const email = '[^\\s@;]+@[^\\s@;]+\\.[^\\s@;]+';
/** Spec §5: standard format; a list is separated by semicolons, at most 5. */
export const emailListPattern = new RegExp(`^${email}(;${email}){0,4}$`);
const phone = /^[0-9-]+$/;

export const customerInput = {
  code: str({ max: 32, pattern: /^[A-Za-z0-9_-]+$/ }),
  name: str({ max: 100 }),
  status: int({ min: 0, max: 3 }),
  businessUnit: optional(str({ max: 100 })),
  businessLicence: optional(str({ max: 60 })),
  taxNumber: optional(str({ max: 30, pattern: /^[A-Za-z0-9]+$/ })),
  bank: optional(obj({ name: str({ max: 100 }), account: str({ max: 40, pattern: /^[0-9 -]+$/ }) })),
  invoice: optional(
    obj({
      title: str({ max: 100 }),
      taxNumber: str({ max: 30, pattern: /^[A-Za-z0-9]+$/ }),
      type: oneOf(invoiceTypes),
      address: optional(str({ max: 200 })),
      phone: optional(str({ max: 30, pattern: phone })),
    }),
  ),
  industry: optional(str({ max: 60 })),
  paymentModel: oneOf(paymentModels),
  salesPerson: optional(str({ max: 60 })),
  adminContact: optional(
    obj({
      name: str({ max: 60 }),
      phone: str({ max: 200, pattern: phoneListPattern }),
      email: optional(str({ max: 500, pattern: emailListPattern })),
    }),
  ),
};
export type CustomerInput = Infer<typeof customerInput>;

type AllOptional<S extends Schema> = { [K in keyof S]: S[K] & { optional: true } };
const allOptional = <S extends Schema>(s: S): AllOptional<S> =>
  Object.fromEntries(Object.entries(s).map(([k, r]) => [k, optional(r as Rule)])) as AllOptional<S>;

/** An update names the customer and changes only the fields it sends. */
export const customerUpdateInput = {
  channelCustId: str({ max: 40 }),
  custId: optional(str({ max: 40 })),
  ...allOptional(customerInput),
};
export type CustomerChanges = Partial<CustomerInput>;

/** Organisation and tax identifiers and an administrator contact are required for an enterprise (spec §5). */
export const enterpriseRequired = ['businessLicence', 'taxNumber', 'adminContact'] as const;

/**
 * Fails with a 422 naming the first enterprise field that is missing (create) or being cleared
 * (update). Secondary customers need only the schema's required fields.
 */
export function checkEnterpriseFields(input: CustomerChanges, mode: 'create' | 'update'): void {
  for (const field of enterpriseRequired) {
    const value = input[field];
    const missing = mode === 'create' ? value === undefined || value === '' : value === '';
    if (missing) throw new AppError('VALIDATION', { reasonKey: 'required' }, field);
  }
}

export interface CustomerTarget {
  channelCustId: string;
  custId: string | null;
}

/** Platform roles read every customer; an enterprise (3000/4000) its own profile and secondary customers. */
export function canReadCustomer(p: Principal, t: CustomerTarget): boolean {
  const scope = scopeOf(p);
  if (scope.kind === 'platform') return true;
  return scope.kind === 'enterprise' && scope.channelCustId === t.channelCustId;
}

/**
 * Platform roles manage every customer (creating an enterprise also needs 8010003); an enterprise
 * administrator (3000) manages only its own secondary customers; enterprise staff (4000) only read.
 */
export function canManageCustomer(p: Principal, t: CustomerTarget, action: 'create' | 'update'): boolean {
  const scope = scopeOf(p);
  if (scope.kind === 'platform') {
    return t.custId !== null || action === 'update' || p.permissions.has(featureCodes.enterpriseCreate);
  }
  return p.roleType === 3000 && scope.kind === 'enterprise' && scope.channelCustId === t.channelCustId && t.custId !== null;
}

/** The partition a list reads: the platform directory, or one enterprise's secondary customers. */
export function customerListOwner(p: Principal, channelCustId?: string): { channelCustId: string | null } {
  const scope = scopeOf(p);
  if (scope.kind === 'platform') return { channelCustId: channelCustId ?? null };
  if (scope.kind !== 'enterprise' || (channelCustId && channelCustId !== scope.channelCustId)) {
    throw new AppError('FORBIDDEN');
  }
  return { channelCustId: scope.channelCustId };
}
