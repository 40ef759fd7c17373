import { GetCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { cardsOf, claimCards, stackDb } from '../support/cards.ts';

interface ImportView {
  importId: string;
  kind: string;
  channelCustId: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  progress: number;
  createdBy: string;
}
interface RowResult {
  line: number;
  sn: string;
  iccid1: string;
  iccid2: string;
  status: string;
  reasonCode?: string;
  reason?: string;
}
interface Page<T> {
  items: T[];
  cursor: string | null;
}

const run = Date.now().toString(36).toUpperCase();
const table = () => inject('stack').env.TABLE_NAME;
const item = async (pk: string, sk: string) =>
  (await stackDb().send(new GetCommand({ TableName: table(), Key: { pk, sk } }))).Item;
const pairItem = (c: string, sn: string) => item(`CUST#${c}#DSIM`, `SN#${sn}`);
const cardItem = (c: string, iccid: string) => item(`CUST#${c}#CARD#${iccid}`, 'CARD');
const pairLogs = async (c: string, iccid: string) => {
  const { Items } = await stackDb().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `CUST#${c}#CARD#${iccid}`, ':s': 'LOG#' },
    }),
  );
  return (Items ?? []).filter((i) => i.action === 'dsimPair').length;
};
/** Unallocated cards of an enterprise that no pair holds, in states the dual-SIM list tests do not use. */
const freeCards = async (owner: string, n: number) => {
  const cards = (await Promise.all([62, 63, 65, 60, 68].map((s) => cardsOf(owner, s)))).flat();
  const free = cards.filter((c) => !c.custId && !(c as { dsimSn?: string }).dsimSn);
  return (await claimCards(free, n)).map((c) => c.iccid);
};

/** Uploads a CSV through the presigned URL and starts a dual-SIM import; the raw start response. */
async function importDsim(token: string, csv: string, channelCustId?: string, fileName = 'dsim.csv') {
  const body = Buffer.from(csv, 'utf8');
  const tenant = channelCustId ? { channelCustId } : {};
  const url = await call<{ uploadId: string; uploadUrl: string }>(
    '/cmp/sim/cardImport/dsim/uploadUrl',
    { ...tenant, fileName, size: body.byteLength },
    { token },
  );
  if (url.status !== 200) return url;
  const put = await fetch(url.body.data!.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': 'text/csv' },
  });
  expect(put.status).toBe(200);
  return call<{ batchId: string }>(
    '/cmp/sim/cardImport/dsim/start',
    { ...tenant, uploadId: url.body.data!.uploadId, fileName },
    { token },
  );
}

async function waitForImport(token: string, batchId: string): Promise<ImportView> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const res = await call<ImportView>('/cmp/sim/cardImport/detail', { batchId, channelCustId: 'C1001' }, { token });
    expect(res.status).toBe(200);
    if (res.body.data!.status !== 'processing') return res.body.data!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`import ${batchId} still processing`);
}

const results = async (token: string, batchId: string, o: { lang?: 'en-US' | 'zh-CN'; status?: string } = {}) =>
  (
    await call<Page<RowResult>>(
      '/cmp/sim/cardImport/results',
      { batchId, channelCustId: 'C1001', ...(o.status ? { status: o.status } : {}) },
      { token, lang: o.lang ?? 'en-US' },
    )
  ).body.data!.items;

describe('dual-SIM import', () => {
  const t: Record<string, string> = {};
  let free: string[];
  let dead: string;
  let east: string;
  let globexCard: string;
  let batchId: string;

  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex']) t[name] = await login(name);
    free = await freeCards('CUST#C1001', 20);
    dead = (await cardsOf('CUST#C1001', 67))[0]!.iccid;
    const eastCards = await cardsOf('CUST#C1001#SUB#S2001', 62).then((c) => (c.length ? c : cardsOf('CUST#C1001#SUB#S2001', 64)));
    east = (await claimCards(eastCards, 1))[0]!.iccid;
    globexCard = (await cardsOf('CUST#C1002', 62))[0]!.iccid;
    expect(free.length).toBeGreaterThanOrEqual(16);
  });

  it('pairs the good rows through the pair rules, refuses the others with reasons, and writes nothing for them', async () => {
    // A pair made beforehand: its cards and its serial number are taken.
    const made = await call('/cmp/sim/dsim/pair', { sn: `pre-${run}`, iccid1: free[6], iccid2: free[7] }, { token: t.acme });
    expect(made.status).toBe(201);
    const file = [
      'sn,iccid1,iccid2',
      `imp-${run}-1,${free[0]},${free[1]}`, // 2 good
      ` imp-${run}-2 ,"${free[2]}",${free[3]}`, // 3 good (spaces and quotes are fine)
      `imp-${run}-3,${globexCard},${free[4]}`, // 4 another enterprise's card: not found
      `imp-${run}-4,${dead},${free[14]}`, // 5 cancelled card
      `imp-${run}-5,${free[5]},${east}`, // 6 allocated to a secondary customer vs unallocated
      `imp-${run}-6,${free[8]},${free[7]}`, // 7 card already paired
      `pre-${run},${free[9]},${free[15]}`, // 8 serial number taken
      `x,${free[10]},${free[11]}`, // 9 malformed serial number
      `imp-${run}-1,${free[10]},${free[11]}`, // 10 serial number twice in the file
      `imp-${run}-9,${free[12]},${free[12]}`, // 11 the same ICCID twice
      `imp-${run}-10,${free[12]},${free[0]}`, // 12 ICCID of an earlier row
    ].join('\r\n');
    const started = await importDsim(t.acme!, `\uFEFF${file}`);
    expect(started.status).toBe(202);
    batchId = (started.body.data as { batchId: string }).batchId;
    const done = await waitForImport(t.acme!, batchId);
    expect(done).toMatchObject({ kind: 'dsim', status: 'succeeded', total: 11, succeeded: 2, failed: 9, progress: 100 });
    expect(done.createdBy).toBe('acme');

    const rows = await results(t.acme!, batchId);
    expect(rows.map((r) => [r.line, r.status, r.reasonCode])).toEqual([
      [2, 'succeeded', undefined],
      [3, 'succeeded', undefined],
      [4, 'failed', 'cardNotFound'],
      [5, 'failed', 'cardUnavailable'],
      [6, 'failed', 'custMismatch'],
      [7, 'failed', 'cardPaired'],
      [8, 'failed', 'snTaken'],
      [9, 'failed', 'malformed'],
      [10, 'failed', 'duplicateSn'],
      [11, 'failed', 'sameIccid'],
      [12, 'failed', 'duplicateIccid'],
    ]);
    expect(rows[1]).toMatchObject({ sn: `IMP-${run}-2`, iccid1: free[2], iccid2: free[3] });
    expect(rows[2]!.reason).toBe(`Card ${globexCard} was not found`);
    expect(rows[8]!.reason).toBe('Duplicate device SN in the file (first on line 2)');
    const zh = await results(t.acme!, batchId, { lang: 'zh-CN' });
    expect(zh[6]!.reason).toBe(`设备 PRE-${run} 已有双卡配对`);
    expect((await results(t.acme!, batchId, { status: 'failed' })).map((r) => r.line)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);

    // The good rows are pairs like the pair route writes, marked with the import.
    expect(await pairItem('C1001', `IMP-${run}-1`)).toMatchObject({
      iccid1: free[0],
      iccid2: free[1],
      activeSlot: 1,
      importId: batchId,
      createdBy: 'acme',
    });
    expect((await cardItem('C1001', free[3]!))?.dsimSn).toBe(`IMP-${run}-2`);
    expect(await pairLogs('C1001', free[0]!)).toBe(1);
    const listed = await call<Page<{ sn: string }>>('/cmp/sim/dsim/list', { iccid: free[1] }, { token: t.acme });
    expect(listed.body.data!.items.map((p) => p.sn)).toEqual([`IMP-${run}-1`]);
    // Refused rows left nothing: no pair, no marker, the other enterprise's card untouched.
    for (const n of [3, 4, 5, 6]) expect(await pairItem('C1001', `IMP-${run}-${n}`)).toBeUndefined();
    for (const iccid of [free[4]!, free[5]!, free[8]!, free[9]!, free[12]!, free[14]!, free[15]!])
      expect((await cardItem('C1001', iccid))?.dsimSn).toBeUndefined();
    expect((await cardItem('C1002', globexCard))?.dsimSn).toBeUndefined();
    expect((await pairItem('C1001', `PRE-${run}`))?.iccid1).toBe(free[6]);
  });

  it('lists the import with its kind for the platform and the enterprise only', async () => {
    const find = async (token: string, body: object = {}) =>
      (await call<Page<ImportView>>('/cmp/sim/cardImport/list', body, { token })).body.data!.items.find(
        (i) => i.importId === batchId,
      );
    expect(await find(t.acme!)).toMatchObject({ kind: 'dsim', channelCustId: 'C1001' });
    expect(await find(t.admin!)).toMatchObject({ kind: 'dsim' });
    expect(await find(t.globex!)).toBeUndefined();
    expect(await find(t['acme-east']!)).toBeUndefined();
    expect((await call('/cmp/sim/cardImport/detail', { batchId }, { token: t['acme-staff']! })).status).toBe(200);
    expect((await call('/cmp/sim/cardImport/results', { batchId }, { token: t['acme-east']! })).status).toBe(404);
    expect((await call('/cmp/sim/cardImport/results', { batchId }, { token: t.globex! })).status).toBe(404);
  });

  it('lets whoever may pair import for their own enterprise only; platform roles name it', async () => {
    const url = (token: string, body: object) =>
      call('/cmp/sim/cardImport/dsim/uploadUrl', { fileName: 'd.csv', size: 10, ...body }, { token });
    // No 2100001: enterprise staff and secondary customers.
    expect((await url(t['acme-staff']!, {})).status).toBe(403);
    expect((await url(t['acme-east']!, {})).status).toBe(403);
    // Another enterprise named in the body.
    expect((await url(t.globex!, { channelCustId: 'C1001' })).status).toBe(403);
    expect(
      (
        await call(
          '/cmp/sim/cardImport/dsim/start',
          { channelCustId: 'C1001', uploadId: batchId, fileName: 'd.csv' },
          { token: t.globex! },
        )
      ).status,
    ).toBe(403);
    // Platform roles must name an existing enterprise.
    const noTenant = await url(t.admin!, {});
    expect(noTenant.status).toBe(422);
    expect(noTenant.body.field).toBe('channelCustId');
    expect((await url(t.admin!, { channelCustId: 'C9999' })).body.errorCode).toBe(46009);
    // A platform role imports into the named enterprise; an enterprise cannot reach another's cards.
    const byAdmin = await importDsim(t.admin!, `设备SN,主卡ICCID,副卡ICCID\nadm-${run},${free[10]},${free[11]}\n`, 'C1001');
    expect(byAdmin.status).toBe(202);
    const adminDone = await waitForImport(t.admin!, (byAdmin.body.data as { batchId: string }).batchId);
    expect(adminDone).toMatchObject({ kind: 'dsim', succeeded: 1, failed: 0, createdBy: 'admin' });
    const byGlobex = await importDsim(t.globex!, `sn,iccid1,iccid2\nglx-${run},${free[12]},${free[13]}\n`);
    expect(byGlobex.status).toBe(202);
    const rows = (
      await call<Page<RowResult>>(
        '/cmp/sim/cardImport/results',
        { batchId: (byGlobex.body.data as { batchId: string }).batchId },
        { token: t.globex! },
      )
    ).body.data!;
    // The worker may still be running: wait until the one row has a result.
    let items = rows.items;
    for (let i = 0; i < 100 && !items.length; i++) {
      await new Promise((r) => setTimeout(r, 200));
      items = (
        await call<Page<RowResult>>(
          '/cmp/sim/cardImport/results',
          { batchId: (byGlobex.body.data as { batchId: string }).batchId },
          { token: t.globex! },
        )
      ).body.data!.items;
    }
    expect(items.map((r) => r.reasonCode)).toEqual(['cardNotFound']);
    expect((await cardItem('C1001', free[12]!))?.dsimSn).toBeUndefined();
  });

  it('refuses a file without the dual-SIM columns outright, naming them', async () => {
    const res = await importDsim(t.acme!, 'iccid,msisdn\n89860000000000000001,1440000000001\n');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('The file lacks required columns: sn, iccid1, iccid2');
  });
});

describe('a dual-SIM import chunk retried after a crash', () => {
  it('recognises the pairs it wrote, writes none twice and records the chunk once', async () => {
    useStackEnv();
    const { createCardImportRepository } = await import('@cmp/functions/card-import/card-import.repository');
    const { createImportWorker } = await import('@cmp/functions/card-import/import-worker.service');
    const { createDsimImportChunk } = await import('@cmp/functions/card-import/dsim-import.worker');
    const { createDsimRepository } = await import('@cmp/functions/dsim/dsim.repository');
    const { createDsimService } = await import('@cmp/functions/dsim/dsim.service');
    const { readDsimFile } = await import('@cmp/functions/card-import/dsim-rows');
    const { rowsKey } = await import('@cmp/functions/card-import/import-model');
    const repo = createCardImportRepository();
    const pairs = createDsimRepository();
    const clock = () => new Date();
    const cards = await freeCards('CUST#C1001', 4);
    expect(cards).toHaveLength(4);
    const importId = `00000000-0000-4000-8000-${Date.now().toString().padStart(12, '0').slice(-12)}`;
    const read = readDsimFile(`sn,iccid1,iccid2\nrt-${run}-1,${cards[0]},${cards[1]}\nrt-${run}-2,${cards[2]},${cards[3]}\n`);
    if ('problem' in read) throw new Error('file refused');
    await repo.putRows(rowsKey('C1001', importId), read.rows);
    await repo.create({
      importId,
      kind: 'dsim',
      channelCustId: 'C1001',
      fileName: 'retry.csv',
      fileKey: 'none',
      total: 2,
      succeeded: 0,
      failed: 0,
      chunks: 1,
      chunksDone: 0,
      status: 'processing',
      lang: 'en-US',
      createdBy: 'test',
      createdAt: new Date().toISOString(),
    });
    const dsim = (imports: typeof repo) =>
      createDsimImportChunk({ imports, pairs, pairCards: createDsimService({ dsim: pairs, clock }).pairCards, clock });
    const crashing = {
      ...repo,
      completeChunk: async () => {
        throw new Error('simulated crash');
      },
    };
    const plan = await createImportWorker({ imports: repo, clock }).planChunks({ importId, channelCustId: 'C1001' });
    const chunk = plan.chunks[0]!;
    expect(chunk.kind).toBe('dsim');
    await expect(createImportWorker({ imports: crashing, clock, dsim: dsim(crashing) }).runChunk(chunk)).rejects.toThrow(
      'simulated crash',
    );
    // The pairs were written before the crash; the chunk was not recorded.
    expect((await pairItem('C1001', `RT-${run}-1`))?.importId).toBe(importId);
    const worker = createImportWorker({ imports: repo, clock, dsim: dsim(repo) });
    expect(await worker.runChunk(chunk)).toEqual({ succeeded: 2, failed: 0 });
    // A duplicate delivery of a recorded chunk is skipped.
    expect(await worker.runChunk(chunk)).toEqual({ skipped: true });
    await worker.finishImport({ importId, channelCustId: 'C1001' });
    expect(await repo.get('C1001', importId)).toMatchObject({ status: 'succeeded', succeeded: 2, failed: 0, chunksDone: 1 });
    for (const iccid of cards) expect(await pairLogs('C1001', iccid)).toBe(1);
    expect((await cardItem('C1001', cards[3]!))?.dsimSn).toBe(`RT-${run}-2`);
  });
});
