import { describe, expect, it } from 'vitest';
import {
  REJECT_REASON_MAX,
  type Registration,
  approveDraftOf,
  statusTone,
  toApproveBody,
  validateApprove,
  validateReason,
} from './registration-model';

const registration: Registration = {
  id: 'R2026112501000000000ABCDEF12',
  companyName: 'Suzhou Smart Meter Co.',
  contactName: 'Wang Fang',
  phone: '0512-6688-1200',
  email: 'wang.fang@sz-meter.example.com',
  loginName: 'sz-meter',
  status: 'pending',
  createdAt: '2026-11-25T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  channelCustId: null,
  customerName: null,
  roleId: null,
};
const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.key]));

describe('approving a registration', () => {
  it('starts a new enterprise from the registration: its company name and its contact as administrator', () => {
    const d = approveDraftOf(registration);
    expect(d).toMatchObject({ into: 'new', roleId: '3000' });
    expect(d.enterprise).toMatchObject({
      name: 'Suzhou Smart Meter Co.',
      adminName: 'Wang Fang',
      adminPhone: '0512-6688-1200',
      adminEmail: 'wang.fang@sz-meter.example.com',
    });
  });

  it('asks a new enterprise for what the customer rules require of an enterprise', () => {
    expect(keys(validateApprove(approveDraftOf(registration)))).toEqual({
      code: 'formRules.required',
      businessLicence: 'formRules.required',
      taxNumber: 'formRules.required',
    });
    const complete = approveDraftOf(registration);
    complete.enterprise = { ...complete.enterprise, code: 'SZMETER', businessLicence: 'LIC-1', taxNumber: '913205' };
    expect(validateApprove(complete)).toEqual({});
    expect(toApproveBody(registration, complete)).toMatchObject({
      id: registration.id,
      into: 'new',
      roleId: '3000',
      enterprise: { code: 'SZMETER', name: 'Suzhou Smart Meter Co.', adminContact: { name: 'Wang Fang' } },
    });
  });

  it('needs an enterprise and a role when joining an existing enterprise, and sends only those', () => {
    const d = { ...approveDraftOf(registration), into: 'existing' as const, roleId: '' };
    expect(keys(validateApprove(d))).toEqual({
      channelCustId: 'business.registration.approve.required',
      roleId: 'business.registration.approve.required',
    });
    const picked = { ...d, channelCustId: 'C1001', roleId: '4000' };
    expect(validateApprove(picked)).toEqual({});
    expect(toApproveBody(registration, picked)).toEqual({
      id: registration.id,
      into: 'existing',
      channelCustId: 'C1001',
      roleId: '4000',
    });
  });
});

describe('rejecting a registration', () => {
  it('needs a non-blank reason of at most 200 characters', () => {
    expect(validateReason('')?.key).toBe('formRules.required');
    expect(validateReason('   ')?.key).toBe('formRules.noBlank');
    expect(validateReason('x'.repeat(REJECT_REASON_MAX + 1))?.key).toBe('formRules.maxLength');
    expect(validateReason('Licence not verifiable')).toBeNull();
  });

  it('colours the status: pending amber, approved green, rejected red', () => {
    expect([statusTone('pending'), statusTone('approved'), statusTone('rejected')]).toEqual(['amber', 'green', 'red']);
  });
});
