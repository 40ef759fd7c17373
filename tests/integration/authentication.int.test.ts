/**
 * Enterprise real-name authentication (issue #16 item 6): the public apply works without a token,
 * answers only a reference and can neither read nor change any application; it is rate limited per
 * source address and checks the licence by its content; the platform passes, rejects or cancels an
 * application once (a decided one cannot be audited again), each in the operation log; passing one
 * for an existing enterprise marks the enterprise; only platform roles see any of it.
 */
import { request } from 'node:http';
import { apiGroups } from '@cmp/functions/platform/route-table';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Page, baseUrl, call, login } from '../support/api-client.ts';

interface Application {
  id: string;
  enterpriseCustomerId: string | null;
  enterpriseName: string;
  orgCode: string;
  legalPersonName: string;
  legalPersonIdNumber: string;
  contactPhone: string;
  auditStatus: 0 | 1 | 2 | 3;
  auditedBy: string | null;
  reason: string | null;
  licenceUrl?: string;
}

const APPLY = '/cmp/authentication/apply';
const LIST = '/cmp/authentication/enterprise/list';
const DETAIL = '/cmp/authentication/enterprise/detail';
const PASS = '/cmp/authentication/enterprise/pass';
const REJECT = '/cmp/authentication/enterprise/reject';
const CANCEL = '/cmp/authentication/enterprise/cancel';
const run = Date.now().toString(36).toUpperCase();
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 9)]);
// Each describe sends from its own loopback address, so their rate-limit windows never meet.
let nextHost = 10 + Math.floor(Math.random() * 200);
const newHost = () => `127.0.${nextHost++}.${1 + Math.floor(Math.random() * 250)}`;

const form = (n: string, over: Record<string, unknown> = {}) => ({
  enterpriseName: `Auth Co ${run} ${n}`,
  orgCode: '91350100M000100Y43',
  taxNumber: '91350100M000100Y43',
  licenceImage: `data:image/png;base64,${png.toString('base64')}`,
  legalPersonName: 'Lin Hua',
  legalPersonIdNumber: '11010519491231002X',
  contactName: 'Chen Jing',
  contactPhone: '0591-8765-4321',
  contactEmail: 'chen@auth.example.com',
  captchaId: 'x',
  captchaCode: 'x',
  ...over,
});

/** A POST from a given loopback source address (the gateway passes the socket's address on as the source IP). */
function postFrom<T>(host: string, path: string, body: unknown, lang = 'en-US'): Promise<ApiResult<T>> {
  const url = new URL(`${baseUrl()}/api${path}?ts=${Date.now()}&lang=${lang}`);
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: host,
        headers: { 'content-type': 'application/json', 'content-length': data.length, 'x-requested-with': 'XMLHttpRequest' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: new Headers(),
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ApiResult<T>['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function applyOk(host: string, n: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await postFrom<{ applicationId: string }>(host, APPLY, form(n, over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.applicationId;
}

let admin: string;
let operator: string;
beforeAll(async () => {
  admin = await login('admin');
  operator = await login('operator');
});

const detail = async (id: string, token = admin) => (await call<Application>(DETAIL, { id }, { token })).body.data!;

describe('the public apply', () => {
  const host = newHost();

  it('needs no sign-in and answers only the application reference', async () => {
    const res = await postFrom<{ applicationId: string }>(host, APPLY, form('public'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body.data!)).toEqual(['applicationId']);
    const a = await detail(res.body.data!.applicationId);
    expect(a).toMatchObject({ enterpriseName: `Auth Co ${run} public`, auditStatus: 0, enterpriseCustomerId: null });
    // Spec §9 mask, computed on the server; the number itself never comes back.
    expect(a.legalPersonIdNumber).toBe('110****9491231002X');
    expect(JSON.stringify(a)).not.toContain('11010519491231002X');
  });

  it('stores the licence image in the assets bucket, readable through the audit page link', async () => {
    const a = await detail(await applyOk(host, 'licence'));
    const file = await fetch(a.licenceUrl!);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('checks the licence by its content, not by the type it claims', async () => {
    const text = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    const res = await postFrom(host, APPLY, form('fake', { licenceImage: text }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errorCode: 50604, field: 'licenceImage' });
  });

  it('checks the USCC check character, the identity number and the phone (spec §5), in the reader language', async () => {
    const bad = await postFrom(host, APPLY, form('uscc', { orgCode: '91350100M000100Y44' }), 'zh-CN');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errorCode: 50601, field: 'orgCode' });
    expect(bad.body.msg).toContain('统一社会信用代码');
    expect((await postFrom(host, APPLY, form('id', { legalPersonIdNumber: '110105194912310021' }))).body.errorCode).toBe(50603);
    expect((await postFrom(host, APPLY, form('phone', { contactPhone: '+86 591' }))).body.errorCode).toBe(50607);
  });

  it('applies for an existing enterprise when the link names it, and refuses an unknown one', async () => {
    const id = await applyOk(host, 'acme', { enterpriseCustomerId: 'C1001' });
    expect((await detail(id)).enterpriseCustomerId).toBe('C1001');
    const unknown = await postFrom(host, APPLY, form('ghost', { enterpriseCustomerId: `NOPE${run}` }));
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errorCode: 50611, field: 'enterpriseCustomerId' });
    expect(JSON.stringify(unknown.body)).not.toContain('Acme');
  });

  it('cannot read or change another application: no public route but apply, and an apply names no application', async () => {
    const group = apiGroups.find((g) => g.name === 'authentication')!;
    expect(group.routes.filter((r) => r.permission === 'public').map((r) => r.id)).toEqual(['apply']);
    const first = await applyOk(host, 'victim');
    for (const path of [LIST, DETAIL, PASS, REJECT, CANCEL]) {
      const res = await postFrom(host, path, { id: first, reason: 'x' });
      expect(res.status, path).toBe(401);
    }
    // A body cannot carry an id (or a status) to overwrite an application.
    for (const extra of [{ id: first }, { auditStatus: 1 }, { applicationId: first }]) {
      const res = await postFrom(host, APPLY, form('smuggle', extra));
      expect(res.status).toBe(422);
      expect(res.body.errorCode).toBe(10002);
    }
    expect(await detail(first)).toMatchObject({ enterpriseName: `Auth Co ${run} victim`, auditStatus: 0 });
  });
});

describe('the rate limit', () => {
  it('takes 10 applications per source address per hour, then refuses with 429; another address still applies', async () => {
    const host = newHost();
    for (let i = 0; i < 10; i++) await applyOk(host, `rate${i}`);
    const refused = await postFrom(host, APPLY, form('rate10'), 'zh-CN');
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(50609);
    expect(refused.body.msg).toContain('1 小时');
    await applyOk(newHost(), 'rate-other');
  });
});

describe('the audit', () => {
  const host = newHost();
  const list = async (body: Record<string, unknown>, token = admin) =>
    (await call<Page<Application>>(LIST, { pageSize: 100, keyword: run, ...body }, { token })).body.data!.items;

  it('lists applications by audit status, newest first, identifiers masked', async () => {
    const a = await applyOk(host, 'list-a');
    const b = await applyOk(host, 'list-b');
    const unaudited = await list({ auditStatus: 0 });
    const ids = unaudited.map((x) => x.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    const row = unaudited.find((x) => x.id === a)!;
    expect(row.legalPersonIdNumber).toBe('110****9491231002X');
    expect(row.contactPhone).toBe('059****65-4321');
    expect(await list({ auditStatus: 1 })).not.toContainEqual(expect.objectContaining({ id: a }));
    expect((await list({ keyword: `${run} list-b` })).map((x) => x.id)).toEqual([b]);
  });

  it('passes once: a second decision is refused with the decision it had, and the enterprise is marked authenticated', async () => {
    const id = await applyOk(host, 'pass', { enterpriseCustomerId: 'C1002' });
    const passed = await call<Application>(PASS, { id }, { token: operator });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body.data).toMatchObject({ auditStatus: 1, auditedBy: 'operator' });
    for (const [path, body] of [
      [PASS, { id }],
      [REJECT, { id, reason: 'late' }],
      [CANCEL, { id, reason: 'late' }],
    ] as const) {
      const again = await call(path, body, { token: admin, lang: 'zh-CN' });
      expect(again.status).toBe(409);
      expect(again.body.errorCode).toBe(50612);
      expect(again.body.msg).toContain('已审核通过');
    }
    expect((await list({ auditStatus: 1 })).map((x) => x.id)).toContain(id);
    const customer = await call<{ realNameAuthenticatedAt: string | null }>(
      '/cmp/core/account/customer/detail',
      { channelCustId: 'C1002' },
      { token: admin },
    );
    expect(customer.body.data!.realNameAuthenticatedAt).toEqual(expect.any(String));
  });

  it('rejects with a required reason of at most 500 characters', async () => {
    const id = await applyOk(host, 'reject');
    expect((await call(REJECT, { id }, { token: admin })).status).toBe(422);
    expect((await call(REJECT, { id, reason: '   ' }, { token: admin })).status).toBe(422);
    expect((await call(REJECT, { id, reason: 'x'.repeat(501) }, { token: admin })).status).toBe(422);
    const rejected = await call<Application>(REJECT, { id, reason: 'The licence photo is blurred' }, { token: admin });
    expect(rejected.body.data).toMatchObject({ auditStatus: 2, reason: 'The licence photo is blurred' });
    expect((await call(PASS, { id }, { token: admin })).body.errorCode).toBe(50613);
  });

  it('cancels with a reason; a cancelled application cannot be audited; concurrent passes decide once', async () => {
    const id = await applyOk(host, 'cancel');
    const cancelled = await call<Application>(CANCEL, { id, reason: 'Duplicate application' }, { token: admin });
    expect(cancelled.body.data).toMatchObject({ auditStatus: 3, reason: 'Duplicate application' });
    expect((await call(PASS, { id }, { token: admin })).body.errorCode).toBe(50614);
    const race = await applyOk(host, 'race');
    const answers = await Promise.all([
      call(PASS, { id: race }, { token: admin }),
      call(PASS, { id: race }, { token: operator }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('records every decision in the operation log', async () => {
    const id = await applyOk(host, 'log');
    await call(REJECT, { id, reason: 'Logged reason' }, { token: admin });
    const log = await call<Page<{ action: string; detail?: string }>>(
      '/cmp/core/operationLog/list',
      { pageSize: 50, action: 'enterpriseAuthReject' },
      { token: admin },
    );
    expect(log.body.data!.items.some((e) => e.detail?.includes(id) && e.detail.includes('Logged reason'))).toBe(true);
  });

  it('has the demo applications of the seed in every audit state', async () => {
    const names = async (auditStatus: number) =>
      (await list({ auditStatus, keyword: undefined })).map((x) => `${x.enterpriseName}|${x.enterpriseCustomerId}`);
    expect(await names(0)).toEqual(expect.arrayContaining(['Acme IoT Ltd.|C1001', 'Fuzhou Smart Water Co.|null']));
    expect(await names(1)).toEqual(expect.arrayContaining(['Globex Logistics|C1002', 'Xiamen Port Sensors|null']));
    expect(await names(2)).toContain('Ningbo Harbour Logistics|null');
    expect(await names(3)).toContain('Xiamen Port Sensors|null');
  });

  it('answers an unknown application with 404', async () => {
    expect((await call(DETAIL, { id: `A${run}` }, { token: admin })).status).toBe(404);
    expect((await call(PASS, { id: `A${run}` }, { token: admin })).status).toBe(404);
  });
});

describe('role and tenant isolation', () => {
  it('refuses every enterprise and secondary-customer role (403) on every audit route, before reading', async () => {
    const id = await applyOk(newHost(), 'iso');
    for (const loginName of ['acme', 'acme-staff', 'acme-east', 'globex']) {
      const token = await login(loginName);
      for (const path of [LIST, DETAIL, PASS, REJECT, CANCEL]) {
        const res = await call(path, { id, reason: 'x' }, { token });
        expect(res.status, `${loginName} ${path}`).toBe(403);
      }
    }
    expect((await detail(id)).auditStatus).toBe(0);
  });
});

describe('the blacklists', () => {
  const host = newHost();
  type Hit = { action: string; kind: string; entryId: string; place: string | null; subject: string | null };
  const hitsOf = async (entryId: string) =>
    (
      await call<{ items: Hit[] }>('/cmp/core/blacklist/record/list', { action: 'hit', pageSize: 100 }, { token: admin })
    ).body.data!.items.filter((r) => r.entryId === entryId);

  it('refuses a blacklisted legal person without saying which list, records the hit and files nothing', async () => {
    const { residentIdCheckChar } = await import('@cmp/functions/authentication/identifiers');
    const first17 = `11010519800101${String(100 + Math.floor(Math.random() * 899))}`;
    const idNumber = `${first17}${residentIdCheckChar(first17)}`;
    const added = await call<{ entryId: string }>(
      '/cmp/core/blacklist/personal/add',
      { name: `Wang ${run}`, reason: 'Fraud', idNumber },
      { token: admin },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const name = `Auth Co ${run} blacklisted person`;
    const refused = await postFrom(host, APPLY, form('blacklisted person', { legalPersonIdNumber: idNumber }));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(50610);
    expect(JSON.stringify(refused.body)).not.toMatch(/blacklist|person/i);
    const listed = await call<Page<Application>>(LIST, { keyword: name, pageSize: 50 }, { token: admin });
    expect(listed.body.data!.items.filter((a) => a.enterpriseName === name)).toEqual([]);
    expect(await hitsOf(added.body.data!.entryId)).toEqual([
      expect.objectContaining({ kind: 'person', place: 'authentication', subject: name }),
    ]);
  });

  it('refuses a blacklisted enterprise by its name', async () => {
    const name = `Auth Co ${run} blacklisted enterprise`;
    const added = await call<{ entryId: string }>(
      '/cmp/core/blacklist/enterprise/add',
      { name, reason: 'Unpaid bills', orgCode: `9135${run.slice(-6).padStart(6, '0')}` },
      { token: admin },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const refused = await postFrom(host, APPLY, form('blacklisted enterprise'));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(50610);
    expect(await hitsOf(added.body.data!.entryId)).toHaveLength(1);
  });
});
