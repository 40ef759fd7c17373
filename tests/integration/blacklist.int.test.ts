/**
 * Blacklists (issue #16 item 7) against the local stack: platform roles only; a person's identity
 * number is sealed and never answered unmasked; add / edit / remove are recorded; a blacklisted
 * enterprise cannot register (nothing written, the hit recorded in the reader's language) nor be
 * assigned cards as a secondary customer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { queryAll } from '../support/cards.ts';

const run = Date.now().toString(36).toUpperCase();
const digits = Number.parseInt(run, 36).toString().slice(-11).padStart(11, '0');
const ID_NUMBER = `110101${digits}X`;
const ENT = '/cmp/core/blacklist/enterprise';
const PERSON = '/cmp/core/blacklist/personal';
const RECORDS = '/cmp/core/blacklist/record/list';

interface Entry {
  entryId: string;
  name: string;
  orgCode: string | null;
  idNumber: string | null;
  reason: string;
}
interface RecordLine {
  action: string;
  actionLabel: string;
  kind: string;
  entryId: string;
  name: string;
  number: string | null;
  by: string;
  place: string | null;
  placeLabel: string;
  subject: string | null;
}

const register = (companyName: string, loginName: string) =>
  call<{ registrationId: string }>('/cmp/base/oauth/register', {
    companyName,
    contactName: 'Blocked Contact',
    phone: '021-6000-0000',
    email: `${loginName}@blocked.example.com`,
    loginName,
    password: 'Applicant@26',
    captchaId: 'x',
    captchaCode: 'x',
  });

describe('blacklists', () => {
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    useStackEnv();
    [admin, operator] = await Promise.all([login('admin'), login('operator')]);
  });

  it('answers 403 to enterprises, their staff and secondary customers', async () => {
    for (const who of ['acme', 'acme-staff', 'acme-east']) {
      const token = await login(who);
      for (const path of [`${ENT}/list`, `${PERSON}/list`, RECORDS]) {
        const res = await call(path, {}, { token });
        expect(res.status, `${who} ${path}`).toBe(403);
      }
      expect((await call(`${PERSON}/add`, { name: 'x', reason: 'y', idNumber: ID_NUMBER }, { token })).status).toBe(403);
    }
  });

  it('keeps a person’s identity number sealed: answered masked, stored never in the clear, found by the exact number', async () => {
    const added = await call<Entry>(
      `${PERSON}/add`,
      { name: `Zhang ${run}`, reason: 'Fraud', idNumber: ` ${ID_NUMBER.toLowerCase()} ` },
      { token: operator },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const masked = `${ID_NUMBER.slice(0, 3)}****${ID_NUMBER.slice(7)}`;
    expect(added.body.data).toMatchObject({ name: `Zhang ${run}`, idNumber: masked, reason: 'Fraud' });
    expect(JSON.stringify(added.body)).not.toContain(ID_NUMBER);

    const dup = await call(`${PERSON}/add`, { name: 'Someone else', reason: 'Again', idNumber: ID_NUMBER }, { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.errorCode).toBe(50642);

    const found = await call<{ items: Entry[] }>(`${PERSON}/list`, { keyword: ID_NUMBER }, { token: admin });
    expect(found.body.data!.items.map((e) => e.entryId)).toEqual([added.body.data!.entryId]);
    const listed = await call<{ items: Entry[] }>(`${PERSON}/list`, { pageSize: 100 }, { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(ID_NUMBER);

    const stored = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': 'PLATFORM#BLACKLIST#person' },
    });
    const item = stored.find((i) => i.entryId === added.body.data!.entryId)!;
    expect(JSON.stringify(item)).not.toContain(ID_NUMBER);
    expect(String(item.idSealed)).toMatch(/^v1\./);
    expect(String(item.idHash)).toMatch(/^[0-9a-f]{64}$/);

    const edited = await call<Entry>(
      `${PERSON}/edit`,
      { entryId: added.body.data!.entryId, name: `Zhang ${run}`, reason: 'Fraud (confirmed)' },
      { token: admin },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ idNumber: masked, reason: 'Fraud (confirmed)' });
  });

  it('refuses the self-registration of a blacklisted enterprise (nothing written) and records the hit in the reader’s language', async () => {
    const name = `Blocked Trading ${run}`;
    const added = await call<Entry>(`${ENT}/add`, { name, reason: 'Unpaid bills', orgCode: `9131-${digits}` }, { token: admin });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data!.orgCode).toBe(`9131${digits}`);

    const loginName = `blocked-${run}`.toLowerCase();
    const refused = await register(`  blocked   TRADING ${run} `, loginName);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(50645);
    const account = await queryAll({
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': `ACCOUNT#${loginName}` },
    });
    expect(account).toEqual([]);
    // Not even the sign-in finds the applicant.
    const signIn = await call('/cmp/base/oauth/login', { loginName, password: 'Applicant@26', captchaId: 'x', captchaCode: 'x' });
    expect(signIn.status).not.toBe(200);

    const zh = await call<{ items: RecordLine[] }>(RECORDS, { action: 'hit', pageSize: 50 }, { token: admin, lang: 'zh-CN' });
    const hit = zh.body.data!.items.find((r) => r.entryId === added.body.data!.entryId)!;
    expect(hit).toMatchObject({
      action: 'hit',
      actionLabel: '拦截',
      kind: 'enterprise',
      place: 'registration',
      placeLabel: '企业注册',
      by: loginName,
      name,
    });
    const en = await call<{ items: RecordLine[] }>(RECORDS, { pageSize: 50 }, { token: admin, lang: 'en-US' });
    const lines = en.body.data!.items.filter((r) => r.entryId === added.body.data!.entryId);
    expect(lines.map((r) => r.actionLabel)).toEqual(['Refused', 'Added']);
    expect(lines[0]!.placeLabel).toBe('Registration');

    // Another enterprise registers as before.
    const ok = await register(`Clean Trading ${run}`, `clean-${run}`.toLowerCase());
    expect(ok.status).toBe(201);
  });

  it('refuses to approve a registration into a new enterprise once the enterprise is blacklisted', async () => {
    const name = `Later Blocked ${run}`;
    const loginName = `later-${run}`.toLowerCase();
    const reg = await register(name, loginName);
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const added = await call<Entry>(`${ENT}/add`, { name, reason: 'Found out later' }, { token: admin });
    expect(added.status).toBe(201);
    const approve = await call(
      '/cmp/core/registration/approve',
      {
        id: reg.body.data!.registrationId,
        into: 'new',
        roleId: '3000',
        enterprise: {
          code: `LB${run}`,
          name,
          status: 0,
          paymentModel: 'prepaid',
          businessLicence: `LIC-${run}`,
          taxNumber: `9133${digits}`,
          adminContact: { name: 'Blocked Contact', phone: '021-6000-0000', email: `${loginName}@blocked.example.com` },
        },
      },
      { token: admin },
    );
    expect(approve.status).toBe(403);
    expect(approve.body.errorCode).toBe(50645);
    const detail = await call<{ status: string }>(
      '/cmp/core/registration/detail',
      { id: reg.body.data!.registrationId },
      { token: admin },
    );
    expect(detail.body.data!.status).toBe('pending');
  });

  it('refuses cards to a blacklisted secondary customer (by its name) and records the hit', async () => {
    const acme = await login('acme');
    const subName = `Blocked Sub ${run}`;
    const sub = await call<{ custId: string }>(
      '/cmp/core/account/customer/save',
      { code: `BS${run}`, name: subName, status: 0, paymentModel: 'prepaid' },
      { token: acme },
    );
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const added = await call<Entry>(`${ENT}/add`, { name: subName, reason: `Test ${run}` }, { token: admin });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    try {
      const res = await call(
        '/cmp/sim/batch/allocate',
        { iccids: ['89860000000000000001'], custId: sub.body.data!.custId },
        { token: acme },
      );
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe(50646);
      const records = await call<{ items: RecordLine[] }>(RECORDS, { action: 'hit', pageSize: 50 }, { token: admin });
      expect(records.body.data!.items.find((r) => r.entryId === added.body.data!.entryId)).toMatchObject({
        place: 'cardAssign',
        by: 'acme',
      });
    } finally {
      const removed = await call(`${ENT}/delete`, { entryId: added.body.data!.entryId }, { token: admin });
      expect(removed.status).toBe(200);
    }
    const records = await call<{ items: RecordLine[] }>(RECORDS, { pageSize: 50 }, { token: admin });
    expect(records.body.data!.items.filter((r) => r.entryId === added.body.data!.entryId).map((r) => r.action)).toEqual([
      'remove',
      'hit',
      'add',
    ]);
  });
});
