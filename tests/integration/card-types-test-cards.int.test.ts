import { beforeAll, describe, expect, it } from 'vitest';
import { type Page, call, login, useStackEnv } from '../support/api-client.ts';
import { cardsOf } from '../support/cards.ts';

interface CardType {
  typeId: string;
  code: string;
  name: string;
  formFactor: string;
  grade: string;
  tempMinC: number;
  tempMaxC: number;
  stockCount: number;
}
interface TestRow {
  iccid: string;
  state: number;
  test: { startedAt: string; deadline: string; remainingDays: number; expired: boolean };
}

const run = Date.now().toString(36).toUpperCase().slice(-6);

describe('card types', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['admin', 'operator', 'acme', 'acme-east']) t[name] = await login(name);
  });
  const type = (over: object = {}) => ({
    code: `NANO-${run}`,
    name: 'Nano consumer',
    formFactor: '4FF',
    grade: 'consumer',
    tempMinC: -25,
    tempMaxC: 85,
    ...over,
  });

  it('lists the seeded catalogue to every card role', async () => {
    for (const who of ['admin', 'acme', 'acme-east']) {
      const res = await call<Page<CardType>>('/cmp/sim/cardType/list', { pageSize: 100 }, { token: t[who] });
      expect(res.status, who).toBe(200);
      expect(res.body.data!.items.map((c) => c.code)).toEqual(expect.arrayContaining(['4FF-C', 'MFF2-I', 'MFF2-A']));
    }
    const mff2 = await call<Page<CardType>>('/cmp/sim/cardType/list', { formFactor: 'MFF2', pageSize: 100 }, { token: t.acme });
    expect(new Set(mff2.body.data!.items.map((c) => c.formFactor))).toEqual(new Set(['MFF2']));
  });

  it('lets the platform add, change and delete a type, with unique codes and a sane temperature range', async () => {
    const created = await call<CardType>('/cmp/sim/cardType/save', type(), { token: t.admin });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: `NANO-${run}`, stockCount: 0 });
    const id = created.body.data!.typeId;

    const dup = await call('/cmp/sim/cardType/save', type({ name: 'Other' }), { token: t.operator });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errorCode: 44101, field: 'code' });
    const range = await call('/cmp/sim/cardType/save', type({ code: `X-${run}`, tempMinC: 85, tempMaxC: 85 }), {
      token: t.admin,
    });
    expect(range.status).toBe(422);
    expect(range.body.field).toBe('tempMaxC');

    const changed = await call<CardType>(
      '/cmp/sim/cardType/save',
      type({ typeId: id, name: 'Nano industrial', grade: 'industrial', tempMinC: -40, tempMaxC: 105 }),
      { token: t.operator },
    );
    expect(changed.body.data).toMatchObject({ typeId: id, grade: 'industrial', tempMinC: -40, code: `NANO-${run}` });
    expect(
      (await call('/cmp/sim/cardType/save', type({ typeId: id, code: `NEW-${run}` }), { token: t.admin })).body.errorCode,
    ).toBe(44104);

    const del = await call('/cmp/sim/cardType/delete', { typeId: id }, { token: t.admin });
    expect(del.status).toBe(200);
    const after = await call<Page<CardType>>('/cmp/sim/cardType/list', { pageSize: 100 }, { token: t.admin });
    expect(after.body.data!.items.map((c) => c.typeId)).not.toContain(id);
    expect((await call('/cmp/sim/cardType/delete', { typeId: id }, { token: t.admin })).status).toBe(404);
    // The code is free again.
    expect((await call('/cmp/sim/cardType/save', type(), { token: t.admin })).status).toBe(201);
  });

  it('refuses to delete a type that stock cards use', async () => {
    useStackEnv();
    const { createCardTypeRepository } = await import('@cmp/functions/card-type/card-type.repository');
    const created = await call<CardType>('/cmp/sim/cardType/save', type({ code: `USED-${run}` }), { token: t.admin });
    const id = created.body.data!.typeId;
    await createCardTypeRepository().adjustStockCount(id, 3);
    const del = await call('/cmp/sim/cardType/delete', { typeId: id }, { token: t.admin });
    expect(del.status).toBe(409);
    expect(del.body.errorCode).toBe(44102);
    expect(del.body.msg).toContain('3');
    await createCardTypeRepository().adjustStockCount(id, -3);
    expect((await call('/cmp/sim/cardType/delete', { typeId: id }, { token: t.admin })).status).toBe(200);
  });

  it('lets no enterprise role change the catalogue', async () => {
    const save = await call('/cmp/sim/cardType/save', type({ code: `ACME-${run}` }), { token: t.acme });
    expect(save.status).toBe(403);
    const del = await call('/cmp/sim/cardType/delete', { typeId: 'CT4FFC' }, { token: t.acme });
    expect(del.status).toBe(403);
    const list = await call<Page<CardType>>('/cmp/sim/cardType/list', { pageSize: 100 }, { token: t.acme });
    expect(list.body.data!.items.map((c) => c.code)).not.toContain(`ACME-${run}`);
    expect(list.body.data!.items.map((c) => c.typeId)).toContain('CT4FFC');
  });
});

describe('test cards', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-east', 'globex']) t[name] = await login(name);
  });

  const listAll = async (token: string, body: object = {}): Promise<TestRow[]> => {
    const out: TestRow[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { data?: Page<TestRow> } } = await call<Page<TestRow>>(
        '/cmp/sim/testCard/list',
        { ...body, pageSize: 10, ...(cursor ? { cursor } : {}) },
        { token },
      );
      expect(res.status).toBe(200);
      out.push(...res.body.data!.items);
      cursor = res.body.data!.cursor;
    } while (cursor);
    return out;
  };

  it('lists exactly the tenant’s state-61 cards, page by page', async () => {
    const expected = (await cardsOf('CUST#C1001', 61)).map((c) => c.iccid).sort();
    expect(expected.length).toBeGreaterThan(0);
    const rows = await listAll(t.acme!);
    expect(rows.map((r) => r.iccid).sort()).toEqual(expected);
    expect(rows.every((r) => r.state === 61)).toBe(true);
    expect(rows[0]!.test.deadline > rows[0]!.test.startedAt).toBe(true);

    const east = await listAll(t['acme-east']!);
    expect(east.map((r) => r.iccid).sort()).toEqual((await cardsOf('CUST#C1001#SUB#S2001', 61)).map((c) => c.iccid).sort());
    const admin = await listAll(t.admin!, { channelCustId: 'C1002' });
    expect(admin.map((r) => r.iccid).sort()).toEqual((await cardsOf('CUST#C1002', 61)).map((c) => c.iccid).sort());
  });

  it('shows a test card with its test period and usage, and 404 for another tenant’s or a non-test card', async () => {
    const mine = (await cardsOf('CUST#C1001', 61))[0]!.iccid;
    const detail = await call<TestRow & { usage: { usedBytes: number; quotaBytes: number; remainingBytes: number } }>(
      '/cmp/sim/testCard/detail',
      { iccid: mine },
      { token: t.acme },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data!.iccid).toBe(mine);
    expect(detail.body.data!.usage.remainingBytes).toBe(detail.body.data!.usage.quotaBytes - detail.body.data!.usage.usedBytes);
    const days = Math.ceil((Date.parse(detail.body.data!.test.deadline) - Date.now()) / 86_400_000);
    expect(detail.body.data!.test.remainingDays).toBe(Math.max(0, days));

    expect((await call('/cmp/sim/testCard/detail', { iccid: mine }, { token: t.globex })).status).toBe(404);
    expect((await call('/cmp/sim/testCard/detail', { iccid: mine, channelCustId: 'C1001' }, { token: t.globex })).status).toBe(
      403,
    );
    const active = (await cardsOf('CUST#C1001', 64))[0]!.iccid;
    expect((await call('/cmp/sim/testCard/detail', { iccid: active }, { token: t.acme })).status).toBe(404);
    const west = (await cardsOf('CUST#C1001#SUB#S2002', 61))[0];
    if (west) expect((await call('/cmp/sim/testCard/detail', { iccid: west.iccid }, { token: t['acme-east'] })).status).toBe(404);
  });
});
