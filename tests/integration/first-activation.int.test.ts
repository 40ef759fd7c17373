/**
 * A card's first activation date on the batch path, against the shared stack: a batch state change to
 * 64 of never-activated cards sets `activatedAt` and writes the card's activation entry, so the card
 * list's activation-day filter (enterprise list, `activatedFrom` / `activatedTo`) finds each card once
 * under that day; a chunk retried after a crash keeps the date of the run that moved the card; a
 * re-activation of a deactivated card keeps its first date. The cards are this file's own (imported
 * into C1001 with its own ICCIDs): other suites never touch them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { crashingAfter, retryChunkAfterCrash, startedJob } from '../../functions/src/shared/jobs/job.test-support.ts';
import { call, login } from '../support/api-client.ts';
import { batchAreaOnStack } from '../support/batches.ts';
import { claimCards, stackItem, storedCard, waitForBatch } from '../support/cards.ts';
import { importCards, uploadAndStart, waitForImport } from '../support/imports.ts';

const ENT = 'C1001';
const { stamp, iccid, row } = importCards({ iccid: '898664', msisdn: '164', imsi: '4606' });

const SHANGHAI = 8 * 3600_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) + SHANGHAI).toISOString().slice(0, 10);

interface Stored {
  iccid: string;
  state: number;
  activatedAt: string | null;
  stateChangedAt?: string;
}
const card = (n: number) => storedCard<Stored>(ENT, iccid(n));
const entry = (n: number) => stackItem(`ICCID#${iccid(n)}`, 'ACTIVATED');

/** The ICCIDs the enterprise's card list gives for cards activated on `day` (Shanghai), every page. */
async function activatedOn(token: string, day: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n === 0 || cursor; n++) {
    expect(n).toBeLessThan(100);
    const res: Awaited<ReturnType<typeof call<{ items: { iccid: string }[]; cursor: string | null }>>> = await call(
      '/cmp/sim/card/list',
      { channelCustId: ENT, activatedFrom: day, activatedTo: day, pageSize: 100, ...(cursor ? { cursor } : {}) },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data!.items.map((c) => c.iccid));
    cursor = res.body.data!.cursor;
  }
  return out;
}
const times = (list: readonly string[], n: number) => list.filter((i) => i === iccid(n)).length;

const batchChange = async (token: string, ns: readonly number[], targetState: number) => {
  const res = await call<{ batchId: string }>('/cmp/sim/batch/changeState', { iccids: ns.map(iccid), targetState }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForBatch(token, res.body.data!.batchId);
};

describe('first activation date on the batch path', () => {
  let admin: string;
  let acme: string;

  beforeAll(async () => {
    admin = await login('admin');
    acme = await login('acme');
    // Eight never-activated stock cards of this file: 1–3 the API batch, 4–6 the crashed chunk, 7–8 the race.
    // Claimed before they exist: suites that take C1001's stock cards by claim never take these.
    const all = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(await claimCards(all.map((n) => ({ iccid: iccid(n) })))).toHaveLength(all.length);
    const file = ['iccid,msisdn,imsi,operator,imei,goodsReleaseId,state', ...all.map(row)].join('\r\n');
    const { started } = await uploadAndStart(admin, file, { channelCustId: ENT, fileName: 'first-activation.csv' });
    expect(started?.status).toBe(202);
    expect(await waitForImport(admin, started!.body.data!.batchId)).toMatchObject({ status: 'succeeded', succeeded: 8 });
    for (const n of [1, 4, 7]) {
      expect(await card(n)).toMatchObject({ state: 63, activatedAt: null });
      expect(await entry(n)).toBeUndefined();
    }
  }, 120_000);

  it('a batch activation sets the date and lists the cards under that day once; a re-activation keeps it', async () => {
    const ns = [1, 2, 3];
    expect(await batchChange(acme, ns, 64)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    const first = new Map<number, string>();
    for (const n of ns) {
      const c = await card(n);
      expect(c.state).toBe(64);
      expect(typeof c.activatedAt).toBe('string');
      expect(c.activatedAt).toBe(c.stateChangedAt);
      first.set(n, c.activatedAt!);
      expect(await entry(n)).toMatchObject({ iccid: iccid(n), channelCustId: ENT, activatedAt: c.activatedAt });
    }
    const day = dayOf(first.get(1)!);
    const listed = await activatedOn(acme, day);
    for (const n of ns) expect(times(listed, n)).toBe(1);

    // Deactivated, then activated again: the first date stays, on the card and its entry.
    expect(await batchChange(acme, ns, 65)).toMatchObject({ status: 'succeeded', succeeded: 3 });
    expect(await batchChange(acme, ns, 64)).toMatchObject({ status: 'succeeded', succeeded: 3 });
    for (const n of ns) {
      const c = await card(n);
      expect(c.state).toBe(64);
      expect(c.activatedAt).toBe(first.get(n));
      expect(c.stateChangedAt! > c.activatedAt!).toBe(true);
      expect(await entry(n)).toMatchObject({ activatedAt: first.get(n) });
    }
    const again = await activatedOn(acme, day);
    for (const n of ns) expect(times(again, n)).toBe(1);
  }, 180_000);

  it('a chunk retried after a crash keeps the date of the run that moved each card, and writes each entry once', async () => {
    const { batches: repo, createBatchWorker } = await batchAreaOnStack();
    const ns = [4, 5, 6];
    const batchId = `first-activation-${stamp}`;
    await repo.create(
      startedJob({ batchId, channelCustId: ENT, custId: null, type: 'changeState' as const, targetState: 64, total: 3 }),
      ns.map(iccid),
    );
    // The crashed run is two days back; the retry and the duplicate delivery run at later instants.
    const crashedAt = new Date(Date.now() - 2 * 86_400_000);
    const later = [new Date(), new Date(Date.now() + 60_000)];
    let runs = 0;
    const soundClock = () => later[Math.min(runs++, later.length - 1)]!;
    const worker = await retryChunkAfterCrash({
      sound: createBatchWorker({ batches: repo, clock: soundClock }),
      // One card at a time: the crash comes after card 5's write, before its entry.
      crashing: createBatchWorker({
        batches: crashingAfter(repo, 'recordActivation', 1),
        clock: () => crashedAt,
        concurrency: 1,
      }),
      ref: { batchId, channelCustId: ENT },
      outcome: { succeeded: 3, failed: 0 },
      afterCrash: async () => {
        expect(await card(5)).toMatchObject({ state: 64, activatedAt: crashedAt.toISOString() });
        expect(await entry(5)).toBeUndefined();
        expect(await card(6)).toMatchObject({ state: 63, activatedAt: null });
      },
    });
    await worker.finishBatch({ batchId, channelCustId: ENT });
    expect(await repo.get(ENT, batchId)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    // Cards 4 and 5 moved in the crashed run: its date. Card 6 moved in the retry: the retry's, not the duplicate's.
    const expected = { 4: crashedAt.toISOString(), 5: crashedAt.toISOString(), 6: later[0]!.toISOString() } as Record<
      number,
      string
    >;
    for (const n of ns) {
      expect(await card(n)).toMatchObject({ state: 64, activatedAt: expected[n] });
      expect(await entry(n)).toMatchObject({ activatedAt: expected[n] });
    }
    const crashedDay = await activatedOn(acme, dayOf(crashedAt.toISOString()));
    for (const n of [4, 5]) expect(times(crashedDay, n)).toBe(1);
    expect(times(crashedDay, 6)).toBe(0);
    expect(times(await activatedOn(acme, dayOf(later[0]!.toISOString())), 6)).toBe(1);
  }, 120_000);

  it('a card activated by another path since the chunk read it moves without a new date', async () => {
    const { batches: repo } = await batchAreaOnStack();
    // Card 7 activated (first date), then deactivated, by the card detail.
    for (const targetState of [64, 65]) {
      const res = await call('/cmp/sim/card/changeState', { iccid: iccid(7), channelCustId: ENT, targetState }, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const firstDate = (await card(7)).activatedAt!;
    expect(firstDate).toEqual(expect.any(String));
    // A chunk that read it before that (never activated) moves it back to 64: the card keeps its date.
    const at = new Date(Date.now() + 120_000).toISOString();
    expect(
      await repo.transition({ channelCustId: ENT, iccid: iccid(7), activatedAt: null }, 65, 64, `race-${stamp}`, at),
    ).toEqual({
      kind: 'changed',
    });
    expect(await card(7)).toMatchObject({ state: 64, activatedAt: firstDate, stateChangedAt: at });
    expect(await entry(7)).toMatchObject({ activatedAt: firstDate });
    // A card that is not in the state the batch moves from is refused and keeps no date.
    expect(
      await repo.transition({ channelCustId: ENT, iccid: iccid(8), activatedAt: null }, 65, 64, `race-${stamp}`, at),
    ).toMatchObject({
      kind: 'refused',
      card: { state: 63 },
    });
    expect(await card(8)).toMatchObject({ state: 63, activatedAt: null });
    expect(await entry(8)).toBeUndefined();
  }, 60_000);
});
