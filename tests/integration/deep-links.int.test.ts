/**
 * Platform deep links (issue #10 item 3): the detail routes behind the portal's detail screens take
 * the thing's id alone from a platform caller, the server finding its owner (ICCID directory, owner
 * pointers of batches, imports, retail plans, pools, pool changes and labels); the owner still sees it, another enterprise gets a
 * 404 that does not reveal it exists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Page, call, login } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards, waitForBatch } from '../support/cards.ts';
import { uploadAndStart } from '../support/imports.ts';

const stamp = String(Date.now()).slice(-8);

/** Uploads a one-row CSV for C1001 as the platform and starts the import; its id. */
async function importOneCard(token: string): Promise<string> {
  const csv = Buffer.from(
    [
      'iccid,msisdn,imsi,operator,imei,goodsReleaseId,state',
      `898601${stamp}000001,145${stamp}01,4601${stamp}001,CMCC,,G001,63`,
    ].join('\r\n'),
  );
  const { started } = await uploadAndStart(token, csv, { channelCustId: 'C1001', fileName: 'deep.csv' });
  expect(started?.status).toBe(202);
  return started!.body.data!.batchId;
}

/** One detail route about one thing of C1001: the path, the id field and what identifies the answer. */
interface Target {
  name: string;
  path: string;
  body: () => Record<string, unknown>;
  /** Checks a 200 answer is the thing asked for. */
  same: (data: unknown) => void;
  /** A well-formed id nobody owns (default: the id with an `X` in front). */
  unknown?: () => Record<string, unknown>;
}

describe('platform deep links: detail routes without channelCustId', () => {
  const t: Record<string, string> = {};
  const ids = { iccid: '', batchId: '', importId: '', retailId: '', testIccid: '', poolId: '', poolChangeId: '', labelId: '' };

  beforeAll(async () => {
    for (const name of ['admin', 'operator', 'acme', 'globex', 'globex-north']) t[name] = await login(name);
    // A card of C1001, reserved so no other suite changes it under us.
    // Diagnosis is refused for standard-edition cards (modeType 00): the card must support every route.
    const active = (await cardsOf('CUST#C1001', 64)) as (CardRow & { modeType?: string })[];
    const [card] = await claimCards(
      active.filter((c) => c.modeType !== '00'),
      1,
    );
    ids.iccid = card!.iccid;
    // A batch of C1001 created through the API (a cancelled card cannot be activated: the batch fails, nothing changes).
    const [cancelled] = await claimCards(await cardsOf('CUST#C1001', 67), 1);
    const batch = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: [cancelled!.iccid], targetState: 64 },
      { token: t.acme! },
    );
    expect(batch.status).toBe(202);
    ids.batchId = batch.body.data!.batchId;
    await waitForBatch(t.acme!, ids.batchId);
    ids.importId = await importOneCard(t.admin!);
    const retail = await call<{ retailId: string }>(
      '/cmp/base/goods/retail/save',
      {
        retailName: `Deep link ${stamp}`,
        goodsReleaseId: 'G001',
        retailPrice: 1900,
        dividend: 'profit',
        proportion: 20,
        taxRate: 6,
        custIds: [],
      },
      { token: t.acme! },
    );
    expect(retail.status, JSON.stringify(retail.body)).toBe(201);
    ids.retailId = retail.body.data!.retailId;
    // A test card (state 61) of C1001, and a pool, a pool change and a label of C1001 created through the API.
    const [testCard] = await claimCards(await cardsOf('CUST#C1001', 61), 1);
    ids.testIccid = testCard!.iccid;
    const pool = await call<{ poolId: string }>(
      '/cmp/sim/pool/add',
      { name: `Deep ${stamp}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: 'ZCN000001' },
      { token: t.acme! },
    );
    expect(pool.status, JSON.stringify(pool.body)).toBe(201);
    ids.poolId = pool.body.data!.poolId;
    // A card of another enterprise cannot join: the change records one failure and changes nothing.
    const [globexCard] = await cardsOf('CUST#C1002', 64);
    const change = await call<{ batchId: string; failed: number }>(
      '/cmp/sim/pool/change',
      { poolId: ids.poolId, action: 'add', iccids: [globexCard!.iccid] },
      { token: t.acme! },
    );
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect(change.body.data!.failed).toBe(1);
    ids.poolChangeId = change.body.data!.batchId;
    const label = await call<{ labelId: string }>(
      '/cmp/sim/label/save',
      { name: `Deep ${stamp}`, color: 'blue', description: 'deep link' },
      { token: t.acme! },
    );
    expect(label.status, JSON.stringify(label.body)).toBe(201);
    ids.labelId = label.body.data!.labelId;
  });

  const has = (field: string, value: () => string) => (data: unknown) =>
    expect((data as Record<string, unknown>)[field]).toBe(value());
  const page = (data: unknown) => expect(Array.isArray((data as Page<unknown>).items)).toBe(true);
  /**
   * The targets about one thing, all naming it by `field`: each route's name, path and check of the
   * answer; `unknownId` overrides the default unknown id.
   */
  const about = (
    field: string,
    id: () => string,
    routes: [name: string, path: string, same: (data: unknown) => void][],
    unknownId?: string,
  ): Target[] =>
    routes.map(([name, path, same]) => ({
      name,
      path,
      body: () => ({ [field]: id() }),
      same,
      ...(unknownId ? { unknown: () => ({ [field]: unknownId }) } : {}),
    }));
  const targets: Target[] = [
    ...about('iccid', () => ids.iccid, [
      ['card detail', '/cmp/sim/card/detail', has('iccid', () => ids.iccid)],
      ['card log', '/cmp/sim/card/log', page],
      ['card SMS', '/cmp/sim/card/sms/list', page],
      ['card sessions', '/cmp/sim/card/sessions', (d) => expect(d).toHaveProperty('online')],
      ['card plans', '/cmp/sim/card/plans', (d) => expect(Array.isArray(d)).toBe(true)],
      ['diagnosis', '/cmp/sim/card/diagnose', (d) => expect(JSON.stringify(d)).toContain(ids.iccid)],
    ]),
    ...about('batchId', () => ids.batchId, [
      ['batch detail', '/cmp/sim/batch/detail', has('batchId', () => ids.batchId)],
      ['batch results', '/cmp/sim/batch/results', page],
    ]),
    ...about('batchId', () => ids.importId, [
      ['import detail', '/cmp/sim/cardImport/detail', has('importId', () => ids.importId)],
      ['import results', '/cmp/sim/cardImport/results', page],
    ]),
    ...about('retailId', () => ids.retailId, [
      ['retail detail', '/cmp/base/goods/retail/detail', has('retailId', () => ids.retailId)],
      [
        'retail change log',
        '/cmp/base/goods/retail/changeRecord',
        (d) => expect((d as Page<{ action: string }>).items.map((r) => r.action)).toEqual(['create']),
      ],
    ]),
    ...about('iccid', () => ids.testIccid, [['test card detail', '/cmp/sim/testCard/detail', has('iccid', () => ids.testIccid)]]),
    ...about(
      'poolId',
      () => ids.poolId,
      [
        ['pool detail', '/cmp/sim/pool/detail', has('poolId', () => ids.poolId)],
        ['pool cards', '/cmp/sim/pool/cards', (d) => expect((d as Page<unknown>).items).toEqual([])],
        ['pool block history', '/cmp/sim/pool/blockHistory', page],
      ],
      'P000000000000',
    ),
    ...about(
      'batchId',
      () => ids.poolChangeId,
      [
        [
          'pool change fail log',
          '/cmp/sim/pool/change/failLog',
          (d) => {
            const log = d as Page<{ reason: string }> & { change: { batchId: string; poolId: string } };
            expect(log.change).toMatchObject({ batchId: ids.poolChangeId, poolId: ids.poolId });
            expect(log.items).toHaveLength(1);
          },
        ],
      ],
      'PC000000000',
    ),
    ...about(
      'labelId',
      () => ids.labelId,
      [
        ['label detail', '/cmp/sim/label/detail', has('labelId', () => ids.labelId)],
        ['label cards', '/cmp/sim/label/cards', page],
      ],
      'L000000000000',
    ),
  ];

  const expectFound = (res: ApiResult, target: Target) => {
    expect(res.status, `${target.name}: ${JSON.stringify(res.body)}`).toBe(200);
    target.same(res.body.data);
  };

  it.each(targets.map((target) => [target.name, target] as const))(
    '%s: the platform names the id alone and gets the record',
    async (_, target) => {
      for (const who of ['admin', 'operator']) expectFound(await call(target.path, target.body(), { token: t[who] }), target);
    },
  );

  it.each(targets.map((target) => [target.name, target] as const))(
    '%s: the owner gets it, another enterprise a 404',
    async (_, target) => {
      expectFound(await call(target.path, target.body(), { token: t.acme }), target);
      const foreign = await call(target.path, target.body(), { token: t.globex });
      expect(foreign.status, `${target.name}: ${JSON.stringify(foreign.body)}`).toBe(404);
      expect(JSON.stringify(foreign.body)).not.toContain('C1001');
    },
  );

  it.each(targets.map((target) => [target.name, target] as const))(
    '%s: an enterprise the platform names still rules, and an unknown id is a 404',
    async (_, target) => {
      expectFound(await call(target.path, { ...target.body(), channelCustId: 'C1001' }, { token: t.admin }), target);
      expect((await call(target.path, { ...target.body(), channelCustId: 'C1002' }, { token: t.admin })).status).toBe(404);
      const unknown =
        target.unknown?.() ??
        Object.fromEntries(Object.entries(target.body()).map(([k, v]) => [k, k === 'iccid' ? '8986000000000000001' : `X${v}`]));
      expect((await call(target.path, unknown, { token: t.admin })).status).toBe(404);
    },
  );

  it('a secondary customer of another enterprise gets a 404 for a card, a batch and an import too', async () => {
    for (const target of targets.filter((x) => /card detail|batch detail|import detail/.test(x.name))) {
      expect((await call(target.path, target.body(), { token: t['globex-north'] })).status).toBe(404);
    }
  });

  it('the platform acts on a pool and a label by id alone; another enterprise cannot', async () => {
    const admin = { token: t.admin };
    const block = await call('/cmp/sim/pool/block', { poolId: ids.poolId, reason: 'deep link' }, admin);
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    expect(block.body.data).toMatchObject({ poolId: ids.poolId, status: 'blocked' });
    const history = await call<Page<{ action: string; by: string }>>('/cmp/sim/pool/blockHistory', { poolId: ids.poolId }, admin);
    expect(history.body.data!.items[0]).toMatchObject({ action: 'block', by: 'admin' });
    expect((await call('/cmp/sim/pool/unblock', { poolId: ids.poolId, reason: 'deep link' }, admin)).status).toBe(200);
    const poolNow = await call<{ status: string }>('/cmp/sim/pool/detail', { poolId: ids.poolId }, { token: t.acme });
    expect(poolNow.body.data!.status).toBe('normal');
    // A pool change by id alone is the owner's, with the owner's cards only.
    const [globexCard] = await cardsOf('CUST#C1002', 64);
    const change = await call<{ failed: number }>(
      '/cmp/sim/pool/change',
      { poolId: ids.poolId, action: 'add', iccids: [globexCard!.iccid] },
      admin,
    );
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect(change.body.data!.failed).toBe(1);
    expect(
      (
        await call(
          '/cmp/sim/pool/change',
          { poolId: ids.poolId, action: 'add', iccids: [globexCard!.iccid] },
          { token: t.globex },
        )
      ).status,
    ).toBe(404);

    // Label edit, attach and detach by id alone land on the owner's label.
    const [card] = await claimCards(await cardsOf('CUST#C1001', 64), 1);
    const edited = await call('/cmp/sim/label/save', { labelId: ids.labelId, name: `Deep ${stamp} edited`, color: 'red' }, admin);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const attached = await call<{ changed: string[] }>(
      '/cmp/sim/label/attach',
      { labelId: ids.labelId, iccids: [card!.iccid] },
      admin,
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.data!.changed).toEqual([card!.iccid]);
    const seen = await call<{ name: string; color: string; cardCount: number }>(
      '/cmp/sim/label/detail',
      { labelId: ids.labelId },
      { token: t.acme },
    );
    expect(seen.body.data).toMatchObject({ name: `Deep ${stamp} edited`, color: 'red', cardCount: 1 });
    for (const path of ['/cmp/sim/label/attach', '/cmp/sim/label/detach']) {
      expect((await call(path, { labelId: ids.labelId, iccids: [card!.iccid] }, { token: t.globex })).status).toBe(404);
    }
    expect((await call('/cmp/sim/label/delete', { labelId: ids.labelId }, { token: t.globex })).status).toBe(404);
    const detached = await call<{ changed: string[] }>(
      '/cmp/sim/label/detach',
      { labelId: ids.labelId, iccids: [card!.iccid] },
      admin,
    );
    expect(detached.body.data!.changed).toEqual([card!.iccid]);
  });

  it('finds the owner of seeded retail plans (their pointers are seeded too)', async () => {
    const res = await call<{ retailId: string; channelCustId: string }>(
      '/cmp/base/goods/retail/detail',
      { retailId: 'R002' },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ retailId: 'R002', channelCustId: 'C1002' });
  });
});
