/**
 * Card integration of the plan catalogue (issue 5 item 6): a card is offered, and may change to,
 * only basic plans that are switched on and published to its own enterprise. Plans are built here
 * with the seeded APN0001 (the APN information of the demo monthly plan G001), so they pass the
 * "same APN information" rule and only their publication decides.
 */
import { basicPlanInput } from '@cmp/functions/plan/plan.test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf } from '../support/cards.ts';

const run = Date.now().toString(36).slice(-6).toUpperCase();
const planBody = (code: string) =>
  basicPlanInput({
    code,
    name: `Offer ${code}`,
    apnConfigs: [{ apnId: 'APN0001', zones: [{ elementId: 'ZCN000001', commservIds: ['100000001'] }] }],
    quotaBytes: 2 * 1024 ** 3,
    testPeriodMonths: 0,
    silentPeriodMonths: 0,
  });

describe('plans a card may take come from the catalogue published to its enterprise', () => {
  let admin: string;
  let acme: string;
  const ids: Record<string, string> = {};
  let iccid: string;

  beforeAll(async () => {
    admin = await login('admin');
    acme = await login('acme');
    const make = async (key: string, publish: Record<string, unknown>) => {
      const saved = await call<{ goodsReleaseId: string }>('/cmp/base/goods/basic/save', planBody(`OF${run}${key}`), {
        token: admin,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      ids[key] = saved.body.data!.goodsReleaseId;
      const pub = await call('/cmp/base/goods/basic/publish', { goodsReleaseId: ids[key], ...publish }, { token: admin });
      expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    };
    await make('MINE', { publishScope: 'selected', publishTo: ['C1001'] });
    await make('OTHER', { publishScope: 'selected', publishTo: ['C1002'] });
    await make('OFF', { publishScope: 'all' });
    expect((await call('/cmp/base/goods/basic/switch', { goodsReleaseId: ids.OFF, on: false }, { token: admin })).status).toBe(
      200,
    );
    // The last active monthly CMCC card of Acme: other suites pick cards from the front of the list.
    const cards = (await cardsOf('CUST#C1001', 64)) as unknown as { iccid: string; goodsReleaseId: string; operator: string }[];
    iccid = cards.filter((c) => c.goodsReleaseId === 'G001' && c.operator === 'CMCC').at(-1)!.iccid;
  });

  // The card-detail suite lists a card's exact offer: switch ours off again.
  afterAll(async () => {
    for (const goodsReleaseId of [ids.MINE, ids.OTHER].filter(Boolean))
      await call('/cmp/base/goods/basic/switch', { goodsReleaseId, on: false }, { token: admin });
  });

  it('lists only switched-on plans published to the card enterprise', async () => {
    const res = await call<{ goodsReleaseId: string; kind: string }[]>('/cmp/sim/card/plans', { iccid }, { token: acme });
    expect(res.status).toBe(200);
    const offered = res.body.data!.map((p) => p.goodsReleaseId);
    expect(offered).toContain(ids.MINE);
    expect(offered).toContain('G003');
    expect(offered).not.toContain(ids.OTHER);
    expect(offered).not.toContain(ids.OFF);
    // The platform reading the same card sees the same offer: it is the card's enterprise that counts.
    const platform = await call<{ goodsReleaseId: string }[]>(
      '/cmp/sim/card/plans',
      { iccid, channelCustId: 'C1001' },
      { token: admin },
    );
    expect(platform.body.data!.map((p) => p.goodsReleaseId)).toEqual(offered);
  });

  it('refuses a change to a plan published only to another enterprise or switched off, and accepts its own', async () => {
    for (const goodsReleaseId of [ids.OTHER, ids.OFF]) {
      for (const [lang, msg] of [
        ['en-US', 'This plan does not exist or is not available for this card.'],
        ['zh-CN', '该套餐不存在或不可用于此卡'],
      ] as const) {
        const res = await call('/cmp/sim/card/changePackage', { iccid, goodsReleaseId }, { token: acme, lang });
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ errorCode: 42104, msg, field: 'goodsReleaseId' });
      }
    }
    const detail = await call<{ pendingPlanChange: unknown }>('/cmp/sim/card/detail', { iccid }, { token: acme });
    expect(detail.body.data!.pendingPlanChange ?? null).toBeNull();
    const ok = await call<{ pendingPlanChange: { goodsReleaseId: string } }>(
      '/cmp/sim/card/changePackage',
      { iccid, goodsReleaseId: ids.MINE },
      { token: acme },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data!.pendingPlanChange.goodsReleaseId).toBe(ids.MINE);
  });
});
