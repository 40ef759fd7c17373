/** Customers: enterprises managed by the platform, secondary customers by their enterprise, never across tenants. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, call, login } from '../support/api-client.ts';

interface Customer {
  channelCustId: string;
  custId: string | null;
  code: string;
  name: string;
  status: number;
  taxNumber: string;
  adminContact: { name: string; phone: string; email: string };
}
interface Page {
  items: Customer[];
  cursor: string | null;
}

const run = Date.now().toString(36).toUpperCase();
const enterprise = (n: string | number) => ({
  code: `E${run}-${n}`,
  name: `Int Enterprise ${run} ${n}`,
  status: 0,
  paymentModel: 'postpaid',
  businessLicence: `LIC-${n}`,
  taxNumber: `91310000${n}`,
  adminContact: { name: 'Li Lei', phone: '021-5555-0000', email: 'li@example.com' },
});
const secondary = (n: string | number) => ({
  code: `S${run}-${n}`,
  name: `Int Sub ${run} ${n}`,
  status: 0,
  paymentModel: 'prepaid',
});

async function allPages(token: string, body: Record<string, unknown>): Promise<{ items: Customer[]; pages: number }> {
  const items: Customer[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: ApiResult<Page> = await call<Page>(
      '/cmp/core/account/customer/list',
      { ...body, ...(cursor ? { cursor } : {}) },
      { token },
    );
    expect(res.status).toBe(200);
    items.push(...res.body.data!.items);
    cursor = res.body.data!.cursor;
    pages++;
  } while (cursor && pages < 50);
  return { items, pages };
}

describe('enterprise customers (platform)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login('admin');
  });

  it('lets the administrator create an enterprise and read it back', async () => {
    const res = await call<Customer>('/cmp/core/account/customer/save', enterprise('A'), { token: admin });
    expect(res.status).toBe(201);
    const created = res.body.data!;
    expect(created).toMatchObject({ custId: null, code: `E${run}-A`, status: 0, taxNumber: '91310000A' });
    const detail = await call<Customer>(
      '/cmp/core/account/customer/detail',
      { channelCustId: created.channelCustId },
      { token: admin },
    );
    expect(detail.body.data).toMatchObject({ name: enterprise('A').name, adminContact: enterprise('A').adminContact });
  });

  it('refuses enterprise creation to the operator, who lacks 8010003, and creates nothing', async () => {
    const res = await call('/cmp/core/account/customer/save', enterprise('OP'), { token: await login('operator') });
    expect(res.status).toBe(403);
    const found = await allPages(admin, { name: enterprise('OP').name, pageSize: 100 });
    expect(found.items).toHaveLength(0);
  });

  it('answers a taken code with 409 and bad input with 422 naming the field', async () => {
    const dup = await call('/cmp/core/account/customer/save', { ...enterprise('A'), name: 'Other' }, { token: admin });
    expect([dup.status, dup.body.field]).toEqual([409, 'code']);
    const blank = await call('/cmp/core/account/customer/save', { ...enterprise('B'), name: '  ' }, { token: admin });
    expect([blank.status, blank.body.field, blank.body.msg]).toEqual([
      422,
      'name',
      'name: forbid spaces or enter non-blank content',
    ]);
    const { taxNumber: _t, ...noTax } = enterprise('C');
    const missing = await call('/cmp/core/account/customer/save', noTax, { token: admin });
    expect([missing.status, missing.body.field]).toEqual([422, 'taxNumber']);
    const phone = await call(
      '/cmp/core/account/customer/save',
      { ...enterprise('D'), adminContact: { name: 'x', phone: '12a' } },
      { token: admin },
    );
    expect([phone.status, phone.body.field]).toEqual([422, 'adminContact.phone']);
  });

  it('pages through enterprises with a cursor, each exactly once', async () => {
    for (let i = 0; i < 11; i++) {
      expect((await call('/cmp/core/account/customer/save', enterprise(`P${i}`), { token: admin })).status).toBe(201);
    }
    const first = await call<Page>('/cmp/core/account/customer/list', { pageSize: 10 }, { token: admin });
    expect(first.body.data!.items).toHaveLength(10);
    expect(first.body.data!.cursor).toEqual(expect.any(String));
    const second = await call<Page>(
      '/cmp/core/account/customer/list',
      { pageSize: 10, cursor: first.body.data!.cursor },
      { token: admin },
    );
    const firstIds = first.body.data!.items.map((c) => c.channelCustId);
    for (const c of second.body.data!.items) expect(firstIds).not.toContain(c.channelCustId);

    const all = await allPages(admin, { pageSize: 10 });
    const ids = all.items.map((c) => c.channelCustId);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = all.items.filter((c) => c.name.startsWith(`Int Enterprise ${run} P`));
    expect(mine).toHaveLength(11);
    const seeded = ids.filter((id) => /^C100[1-5]$/.test(id)).sort();
    expect(seeded).toEqual(['C1001', 'C1002', 'C1003', 'C1004', 'C1005']);

    const filtered = await allPages(admin, { pageSize: 10, name: `${run} P1` });
    expect(filtered.items.map((c) => c.name).sort()).toEqual([`Int Enterprise ${run} P1`, `Int Enterprise ${run} P10`]);
  });

  it('refuses a forged cursor', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'CUST#C1002', sk: 'SUB#' })).toString('base64url');
    const res = await call('/cmp/core/account/customer/list', { cursor: forged }, { token: admin });
    expect([res.status, res.body.field]).toEqual([422, 'cursor']);
  });
});

describe('secondary customers (enterprise)', () => {
  let acme: string;
  let created: Customer;
  beforeAll(async () => {
    acme = await login('acme');
    const res = await call<Customer>('/cmp/core/account/customer/save', secondary(1), { token: acme });
    expect(res.status).toBe(201);
    created = res.body.data!;
  });

  it('creates, lists and updates its own secondary customer', async () => {
    expect(created).toMatchObject({ channelCustId: 'C1001', custId: expect.stringMatching(/^S/), status: 0 });
    const list = await allPages(acme, { name: secondary(1).name });
    expect(list.items.map((c) => c.custId)).toEqual([created.custId]);
    const upd = await call<Customer>(
      '/cmp/core/account/customer/update',
      { channelCustId: 'C1001', custId: created.custId, status: 2, name: `${secondary(1).name} renamed` },
      { token: acme },
    );
    expect(upd.status).toBe(200);
    const back = await call<Customer>(
      '/cmp/core/account/customer/detail',
      { channelCustId: 'C1001', custId: created.custId },
      { token: acme },
    );
    expect(back.body.data).toMatchObject({ status: 2, name: `${secondary(1).name} renamed`, code: secondary(1).code });
    const seededSubs = await allPages(acme, {});
    expect(seededSubs.items.map((c) => c.custId)).toEqual(expect.arrayContaining(['S2001', 'S2002']));
    expect(seededSubs.items.every((c) => c.channelCustId === 'C1001')).toBe(true);
  });

  it('cannot see or change another enterprise’s customers, and nothing changes', async () => {
    const globexSub = { channelCustId: 'C1002', custId: 'S2003' };
    expect((await call('/cmp/core/account/customer/detail', globexSub, { token: acme })).status).toBe(403);
    expect((await call('/cmp/core/account/customer/update', { ...globexSub, status: 3 }, { token: acme })).status).toBe(403);
    expect((await call('/cmp/core/account/customer/list', { channelCustId: 'C1002' }, { token: acme })).status).toBe(403);
    // Naming its own enterprise with another's secondary id finds nothing.
    const wrongParent = await call(
      '/cmp/core/account/customer/update',
      { channelCustId: 'C1001', custId: 'S2003', status: 3 },
      { token: acme },
    );
    expect(wrongParent.status).toBe(404);
    expect(
      (await call('/cmp/core/account/customer/save', { ...secondary(2), channelCustId: 'C1002' }, { token: acme })).status,
    ).toBe(403);
    const back = await call<Customer>('/cmp/core/account/customer/detail', globexSub, { token: await login('admin') });
    expect(back.body.data).toMatchObject({ name: 'Globex North', status: 1 });
    const globexList = await allPages(await login('globex'), {});
    expect(globexList.items.map((c) => c.name)).not.toContain(secondary(2).name);
  });

  it('cannot manage its own enterprise profile or create enterprises', async () => {
    expect((await call('/cmp/core/account/customer/update', { channelCustId: 'C1001', status: 3 }, { token: acme })).status).toBe(
      403,
    );
    const own = await call<Customer>('/cmp/core/account/customer/detail', { channelCustId: 'C1001' }, { token: acme });
    expect(own.body.data).toMatchObject({ name: 'Acme IoT Ltd.', status: 1 });
  });

  it('keeps secondary customers and enterprise staff out', async () => {
    for (const name of ['acme-east', 'acme-staff']) {
      const res = await call('/cmp/core/account/customer/list', {}, { token: await login(name) });
      expect(res.status).toBe(403);
    }
  });
});
