/**
 * Screens name secondary customers, never show their bare ids: the answers that carry a `custId` a
 * person reads carry its name too, in the request's language (functions/src/customer/customer-names.repository.ts):
 * retail plan detail (`customers`), test card detail and the dual-SIM list (`customerName`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { secondaries } from '../../infra/src/local/seed/demo-data.ts';
import { type Page, call, login } from '../support/api-client.ts';
import { cardsOf, claimCards } from '../support/cards.ts';

const name = (custId: string, lang: 'en-US' | 'zh-CN') => {
  const c = secondaries.find((s) => s.custId === custId)!;
  return lang === 'zh-CN' ? c.nameZh : c.name;
};

describe('customer names beside ids', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const who of ['acme', 'acme-east']) t[who] = await login(who);
  });

  it('names the customers a retail plan is offered to, in both languages, and hides them from a secondary customer', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await call<{ custIds: string[]; customers: { custId: string; name: string | null }[] }>(
        '/cmp/base/goods/retail/detail',
        { retailId: 'R001' },
        { token: t.acme, lang },
      );
      expect(res.status).toBe(200);
      expect(res.body.data!.custIds).toEqual(['S2001']);
      expect(res.body.data!.customers).toEqual([{ custId: 'S2001', name: name('S2001', lang) }]);
    }
    const own = await call<Record<string, unknown>>(
      '/cmp/base/goods/retail/detail',
      { retailId: 'R001' },
      { token: t['acme-east'] },
    );
    expect(own.status).toBe(200);
    expect(own.body.data).not.toHaveProperty('customers');
    expect(own.body.data).not.toHaveProperty('custIds');
  });

  it("names a test card's secondary customer, and none for an enterprise-level card", async () => {
    const [allocated] = await cardsOf('CUST#C1001#SUB#S2001', 61);
    expect(allocated).toBeDefined();
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await call<{ custId: string; customerName: string | null }>(
        '/cmp/sim/testCard/detail',
        { iccid: allocated!.iccid },
        { token: t.acme, lang },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ custId: 'S2001', customerName: name('S2001', lang) });
    }
    const unallocated = (await cardsOf('CUST#C1001', 61)).find((c) => !c.custId);
    if (unallocated) {
      const res = await call<{ customerName: string | null }>(
        '/cmp/sim/testCard/detail',
        { iccid: unallocated.iccid },
        { token: t.acme },
      );
      expect(res.body.data!.customerName).toBeNull();
    }
  });

  it('names the customer of each dual-SIM pair in the list', async () => {
    const free = (await cardsOf('CUST#C1001#SUB#S2001', 64)).filter((c) => !(c as { dsimSn?: string }).dsimSn).slice(3);
    const [a, b] = await claimCards(free, 2);
    expect(b).toBeDefined();
    const sn = `NAMES-${Date.now().toString(36).toUpperCase()}`;
    expect((await call('/cmp/sim/dsim/pair', { sn, iccid1: a!.iccid, iccid2: b!.iccid }, { token: t.acme })).status).toBe(201);
    try {
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const res = await call<Page<{ sn: string; custId: string | null; customerName: string | null }>>(
          '/cmp/sim/dsim/list',
          { sn },
          { token: t.acme, lang },
        );
        expect(res.body.data!.items).toEqual([
          expect.objectContaining({ sn, custId: 'S2001', customerName: name('S2001', lang) }),
        ]);
      }
      const all = await call<Page<{ custId: string | null; customerName: string | null }>>(
        '/cmp/sim/dsim/list',
        { pageSize: 100 },
        { token: t.acme },
      );
      for (const row of all.body.data!.items) expect(row.customerName).toBe(row.custId ? name(row.custId, 'en-US') : null);
    } finally {
      await call('/cmp/sim/dsim/unpair', { sn }, { token: t.acme });
    }
  });
});
