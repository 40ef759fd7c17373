import { describe, expect, it } from 'vitest';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import { thrownBy } from '../shared/http/app-error.test-support.ts';
import { testPng, validApplication } from './application.test-support.ts';
import {
  AUDIT,
  AUTH_REASON_MAX,
  type EnterpriseAuthRecord,
  LICENCE_MAX_BYTES,
  applicationRow,
  checkApplication,
  checkAuditor,
  decision,
  licenceOf,
  unauditedOnly,
} from './authentication-rules.ts';

const png = testPng;
const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const gif = Buffer.from('GIF89a-----------------');

describe('the licence image is recognised by its content', () => {
  it('takes PNG and JPEG, with or without a data URL prefix', () => {
    expect(licenceOf(png.toString('base64')).type).toBe('png');
    expect(licenceOf(`data:image/png;base64,${jpg.toString('base64')}`).type).toBe('jpg');
  });

  it('refuses a GIF, a text file and a PDF whatever the claimed type says', () => {
    expect(thrownBy(() => licenceOf(gif.toString('base64'))).key).toBe('AUTH_LICENCE_FORMAT');
    expect(thrownBy(() => licenceOf(`data:image/png;base64,${Buffer.from('hello world').toString('base64')}`)).key).toBe(
      'AUTH_LICENCE_FORMAT',
    );
    expect(thrownBy(() => licenceOf(Buffer.from('%PDF-1.7 ....').toString('base64'))).key).toBe('AUTH_LICENCE_FORMAT');
    expect(thrownBy(() => licenceOf('not base64 at all!')).key).toBe('AUTH_LICENCE_FORMAT');
  });

  it('refuses an empty file and one over 2 MB', () => {
    expect(thrownBy(() => licenceOf('')).key).toBe('AUTH_LICENCE_MISSING');
    const big = Buffer.concat([png, Buffer.alloc(LICENCE_MAX_BYTES, 0)]);
    expect(thrownBy(() => licenceOf(big.toString('base64'))).key).toBe('AUTH_LICENCE_SIZE');
    const limit = Buffer.concat([png, Buffer.alloc(LICENCE_MAX_BYTES - png.length, 0)]);
    expect(licenceOf(limit.toString('base64')).bytes.length).toBe(LICENCE_MAX_BYTES);
  });
});

describe('an application is checked field by field', () => {
  it('trims and upper-cases the codes', () => {
    const v = checkApplication(validApplication);
    expect(v.enterpriseName).toBe('Fuzhou Meter Co.');
    expect(v.orgCode).toBe('91350100M000100Y43');
    expect(v.legalPersonIdNumber).toBe('11010519491231002X');
  });

  it.each([
    ['orgCode', '91350100M000100Y44', 'AUTH_ORG_CODE'],
    ['taxNumber', '1234', 'AUTH_TAX_NUMBER'],
    ['legalPersonIdNumber', '110105194912310021', 'AUTH_ID_NUMBER'],
    ['contactPhone', '+86 591 8765', 'AUTH_PHONE'],
    ['contactEmail', 'chen@', 'AUTH_EMAIL'],
  ])('%s %s → %s', (field, value, key) => {
    const e = thrownBy(() => checkApplication({ ...validApplication, [field]: value }));
    expect(e.key).toBe(key);
    expect(e.field).toBe(field);
  });
});

const record = (auditStatus: EnterpriseAuthRecord['auditStatus']): EnterpriseAuthRecord => ({
  id: 'A1',
  enterpriseName: 'E',
  orgCode: '91350100M000100Y43',
  taxNumber: '91350100M000100Y43',
  licenceKey: 'licences/A1.png',
  licenceType: 'png',
  licenceBytes: 10,
  legalPersonName: 'L',
  legalPersonIdSealed: 'v1.x.y.z',
  legalPersonIdMasked: '110****94912310021',
  contactName: 'C',
  contactPhone: '13800138000',
  contactEmail: 'c@e.example',
  auditStatus,
  createdAt: '2026-11-27T00:00:00.000Z',
});

describe('audit state rules', () => {
  it('only platform roles audit', () => {
    expect(() => checkAuditor(testPrincipal(1000))).not.toThrow();
    expect(() => checkAuditor(testPrincipal(2000))).not.toThrow();
    for (const t of [3000, 4000, 5000] as const) expect(thrownBy(() => checkAuditor(testPrincipal(t))).key).toBe('FORBIDDEN');
  });

  it('an unaudited application can be decided; a decided one answers which decision it had', () => {
    expect(unauditedOnly(record(0)).id).toBe('A1');
    expect(thrownBy(() => unauditedOnly(undefined)).key).toBe('NOT_FOUND');
    expect(thrownBy(() => unauditedOnly(record(1))).key).toBe('AUTH_ALREADY_PASSED');
    expect(thrownBy(() => unauditedOnly(record(2))).key).toBe('AUTH_ALREADY_REJECTED');
    expect(thrownBy(() => unauditedOnly(record(3))).key).toBe('AUTH_ALREADY_CANCELLED');
  });

  it('a rejection and a cancellation need a reason of at most 500 characters; a pass may carry a note', () => {
    const d = { by: 'admin', at: '2026-11-27T01:00:00.000Z' };
    expect(decision('pass', d)).toEqual({ auditStatus: AUDIT.passed, auditedBy: 'admin', auditedAt: d.at });
    expect(decision('reject', { ...d, reason: ' blurred licence ' }).reason).toBe('blurred licence');
    expect(decision('cancel', { ...d, reason: 'duplicate' }).auditStatus).toBe(AUDIT.cancelled);
    expect(thrownBy(() => decision('reject', { ...d, reason: '   ' })).params).toMatchObject({ reasonKey: 'required' });
    expect(thrownBy(() => decision('cancel', d)).field).toBe('reason');
    expect(thrownBy(() => decision('reject', { ...d, reason: 'x'.repeat(AUTH_REASON_MAX + 1) })).params).toMatchObject({
      reasonKey: 'tooLong',
    });
    expect(decision('reject', { ...d, reason: 'x'.repeat(AUTH_REASON_MAX) }).reason).toHaveLength(AUTH_REASON_MAX);
  });

  it('a list row never carries the sealed number and masks the identity number and the phone', () => {
    const row = applicationRow(record(0));
    expect(JSON.stringify(row)).not.toContain('v1.x.y.z');
    expect(row.legalPersonIdNumber).toBe('110****94912310021');
    expect(row.contactPhone).toBe('138****8000');
  });
});
