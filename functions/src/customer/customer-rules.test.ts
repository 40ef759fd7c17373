import { describe, expect, it } from 'vitest';
import { builtInRoles } from '../platform/permissions.ts';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { thrownBy } from '../shared/http/app-error.test-support.ts';
import { parseInput } from '../shared/http/schema.ts';
import { customerDirectoryItems } from './customer-record.ts';
import {
  canManageCustomer,
  canReadCustomer,
  checkEnterpriseFields,
  customerInput,
  customerListOwner,
  customerUpdateInput,
} from './customer-rules.ts';

const principal = (roleType: RoleType, channelCustId: string | null = null, extra: string[] = []): Principal =>
  testPrincipal(roleType, {
    channelCustId,
    custId: roleType === 5000 ? 'S1' : null,
    permissions: new Set([...builtInRoles[String(roleType)]!.permissions, ...extra]),
  });
const admin = principal(1000);
const operator = principal(2000);
const acme = principal(3000, 'C1001');
const acmeStaff = principal(4000, 'C1001', ['1000003']);
const acmeEast = principal(5000, 'C1001');
const acmeSub = { channelCustId: 'C1001', custId: 'S9' };
const globexSub = { channelCustId: 'C1002', custId: 'S8' };
const enterprise = { channelCustId: 'C1009', custId: null };

describe('who may read and manage which customer', () => {
  it('lets platform roles manage every customer, enterprise creation only with 8010003', () => {
    expect(canManageCustomer(admin, enterprise, 'create')).toBe(true);
    expect(canManageCustomer(operator, enterprise, 'create')).toBe(false);
    expect(canManageCustomer(operator, enterprise, 'update')).toBe(true);
    expect(canManageCustomer(operator, globexSub, 'create')).toBe(true);
  });

  it('lets an enterprise administrator manage only its own secondary customers', () => {
    expect(canManageCustomer(acme, acmeSub, 'create')).toBe(true);
    expect(canManageCustomer(acme, acmeSub, 'update')).toBe(true);
    expect(canManageCustomer(acme, globexSub, 'update')).toBe(false);
    expect(canManageCustomer(acme, { channelCustId: 'C1001', custId: null }, 'update')).toBe(false);
    expect(canManageCustomer(acme, enterprise, 'create')).toBe(false);
  });

  it('keeps enterprise staff read-only and secondary customers out', () => {
    expect(canReadCustomer(acmeStaff, acmeSub)).toBe(true);
    expect(canManageCustomer(acmeStaff, acmeSub, 'update')).toBe(false);
    expect(canReadCustomer(acmeStaff, globexSub)).toBe(false);
    expect(canReadCustomer(acmeEast, acmeSub)).toBe(false);
    expect(canManageCustomer(acmeEast, acmeSub, 'update')).toBe(false);
  });

  it('lists the directory for the platform and an enterprise its own secondary customers', () => {
    expect(customerListOwner(admin)).toEqual({ channelCustId: null });
    expect(customerListOwner(admin, 'C1002')).toEqual({ channelCustId: 'C1002' });
    expect(customerListOwner(acme)).toEqual({ channelCustId: 'C1001' });
    expect(thrownBy(() => customerListOwner(acme, 'C1002')).key).toBe('FORBIDDEN');
    expect(thrownBy(() => customerListOwner(acmeEast)).key).toBe('FORBIDDEN');
  });
});

describe('customer input', () => {
  const valid = {
    code: 'NEW-1',
    name: 'New Co',
    status: 0,
    paymentModel: 'prepaid',
    businessLicence: 'L-1',
    taxNumber: '91310000X',
    adminContact: { name: 'Li', phone: '021-555;138000', email: 'a@b.cn;c@d.com' },
  };

  it('accepts a complete enterprise', () => {
    const input = parseInput(customerInput, valid);
    expect(input.adminContact?.email).toBe('a@b.cn;c@d.com');
    expect(() => checkEnterpriseFields(input, 'create')).not.toThrow();
  });

  it.each([
    [{ name: '   ' }, 'name', 'blank'],
    [{ status: 4 }, 'status', 'tooLarge'],
    [{ paymentModel: 'cash' }, 'paymentModel', 'oneOf'],
    [{ adminContact: { name: 'Li', phone: '138 000' } }, 'adminContact.phone', 'format'],
    [{ adminContact: { name: 'Li', phone: '1;2;3;4;5;6' } }, 'adminContact.phone', 'format'],
    [{ adminContact: { name: 'Li', phone: '1', email: 'a@b' } }, 'adminContact.email', 'format'],
    [{ adminContact: { name: 'Li', phone: '1', email: 'a@b.c;d@e.f;g@h.i;j@k.l;m@n.o;p@q.r' } }, 'adminContact.email', 'format'],
    [{ invoice: { title: 'T', taxNumber: 'X1', type: 'vat' } }, 'invoice.type', 'oneOf'],
    [{ channelCustId: 'C1002' }, 'channelCustId', 'unknown'],
  ])('rejects %j at %s (%s)', (change, field, reason) => {
    const e = thrownBy(() => parseInput(customerInput, { ...valid, ...change }));
    expect([e.key, e.field, e.params.reasonKey]).toEqual(['VALIDATION', field, reason]);
  });

  it('requires the organisation and tax identifiers of an enterprise, and never lets an update clear them', () => {
    const { taxNumber: _t, ...noTax } = valid;
    expect(thrownBy(() => checkEnterpriseFields(parseInput(customerInput, noTax), 'create')).field).toBe('taxNumber');
    expect(() => checkEnterpriseFields({ status: 2 }, 'update')).not.toThrow();
    expect(thrownBy(() => checkEnterpriseFields({ businessLicence: '' }, 'update')).field).toBe('businessLicence');
  });

  it('takes partial updates that name the customer', () => {
    expect(parseInput(customerUpdateInput, { channelCustId: 'C1001', custId: 'S1', status: 3 })).toEqual({
      channelCustId: 'C1001',
      custId: 'S1',
      status: 3,
    });
    expect(thrownBy(() => parseInput(customerUpdateInput, { status: 3 })).field).toBe('channelCustId');
  });
});

describe('customer directory items', () => {
  it('builds the directory copy and code claims of stored profiles, ignoring other items', () => {
    const items = customerDirectoryItems([
      { pk: 'CUST#C1001', sk: 'PROFILE', channelCustId: 'C1001', code: 'ACME', name: 'Acme', status: 1 },
      { pk: 'CUST#C1001', sk: 'SUB#S1', channelCustId: 'C1001', custId: 'S1', name: 'East' },
      { pk: 'CUST#C1001#CARD#1', sk: 'CARD' },
      { pk: 'ACCOUNT#acme', sk: 'PROFILE' },
    ]);
    expect(items).toEqual([
      { pk: 'PLATFORM#CUSTOMERS', sk: 'CUST#C1001', channelCustId: 'C1001', code: 'ACME', name: 'Acme', status: 1 },
      { pk: 'PLATFORM#CUSTOMERS', sk: 'CODE#ACME', channelCustId: 'C1001', custId: null },
    ]);
  });
});
