/**
 * Domain events on the local bus (issue #15 item 2): a card state change (single and batch), a usage
 * file and a write-off each put the expected event on the bus, read back from the local-only
 * /dev/events page of the gateway (what the bus received).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { CardStateChanged, CardUsageRecorded, FundsMoved } from '@cmp/events';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { openFunds, readFunds } from '../../functions/src/funds/funds-ledger.ts';
import { rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { call, login } from '../support/api-client.ts';
import { cardsOf, claimCards, stackDb, stackS3, storedCard, waitForBatch } from '../support/cards.ts';

const env = () => inject('stack').env;
const table = () => env().TABLE_NAME!;
const run = Date.now().toString(36).slice(-5).toUpperCase();
let acme: string;
let admin: string;

type Detail<E extends { detail: unknown }> = E['detail'];
/** The events of a detail type the bus received since `since`, polled until `ok` holds (or 20 s). */
async function busEvents<E extends { detail: unknown }>(
  detailType: string,
  since: string,
  ok: (details: Detail<E>[]) => boolean,
): Promise<Detail<E>[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${inject('stack').baseUrl}/dev/events?detailType=${encodeURIComponent(detailType)}&since=${since}`);
    const { events } = (await res.json()) as { events: { source: string; detail: Detail<E> }[] };
    for (const e of events) expect(e.source).toBe('cmp.domain');
    const details = events.map((e) => e.detail);
    if (ok(details) || Date.now() > end) return details;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  acme = await login('acme');
  admin = await login('admin');
});

describe('domain events', () => {
  it('a single-card state change publishes card-state-changed with the card’s owner, plan and states', async () => {
    const [card] = await claimCards(await cardsOf('CUST#C1001', 64), 1);
    const since = new Date().toISOString();
    const res = await call('/cmp/sim/card/changeState', { iccid: card!.iccid, targetState: 65 }, { token: acme });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await storedCard<{ goodsReleaseId: string; msisdn: string }>('C1001', card!.iccid);
    const details = await busEvents<CardStateChanged>('Card State Changed', since, (d) => d.some((e) => e.iccid === card!.iccid));
    expect(details.filter((e) => e.iccid === card!.iccid)).toEqual([
      expect.objectContaining({
        iccid: card!.iccid,
        msisdn: stored!.msisdn,
        channelCustId: 'C1001',
        custId: card!.custId,
        operator: card!.operator,
        planId: stored!.goodsReleaseId,
        from: 64,
        to: 65,
        cause: { kind: 'card', id: expect.any(String) },
      }),
    ]);
  });

  it('a batch state change publishes one event per card moved', async () => {
    const cards = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC'),
      3,
    );
    const since = new Date().toISOString();
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: cards.map((c) => c.iccid), targetState: 65 },
      { token: acme },
    );
    expect(res.status).toBe(202);
    const batchId = res.body.data!.batchId;
    expect(await waitForBatch(acme, batchId)).toMatchObject({ status: 'succeeded', succeeded: 3 });
    const details = await busEvents<CardStateChanged>(
      'Card State Changed',
      since,
      (d) => d.filter((e) => e.cause.id === batchId).length >= 3,
    );
    const mine = details.filter((e) => e.cause.id === batchId);
    expect(mine.map((e) => e.iccid).sort()).toEqual(cards.map((c) => c.iccid).sort());
    for (const e of mine)
      expect(e).toMatchObject({ channelCustId: 'C1001', from: 64, to: 65, cause: { kind: 'batch', id: batchId } });
  });

  it('an ingested usage file publishes card-usage-recorded with the card fields and its cycle usage so far', async () => {
    const [card] = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC'),
      1,
    );
    const stored = await storedCard<{ goodsReleaseId: string; quotaBytes: number; msisdn: string }>('C1001', card!.iccid);
    const key = `cdr/events-${run}/usage.csv`;
    const since = new Date().toISOString();
    await stackS3().send(
      new PutObjectCommand({
        Bucket: env().IMPORTS_BUCKET,
        Key: key,
        Body: `day,iccid,bytes\n2024-02-10,${card!.iccid},3000\n2024-02-11,${card!.iccid},4000\n`,
      }),
    );
    const details = await busEvents<CardUsageRecorded>('Card Usage Recorded', since, (d) => d.some((e) => e.file === key));
    const mine = details.filter((e) => e.file === key);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.part).toBe(0);
    expect(mine[0]!.cards).toEqual([
      {
        iccid: card!.iccid,
        msisdn: stored!.msisdn,
        channelCustId: 'C1001',
        custId: card!.custId,
        operator: 'CMCC',
        state: 64,
        planId: stored!.goodsReleaseId,
        poolId: null,
        labels: [],
        quotaBytes: stored!.quotaBytes,
        cycle: { month: '2024-02', start: '2024-02-01', end: '2024-02-29' },
        cycleBytes: 7000,
        days: { '2024-02-10': 3000, '2024-02-11': 4000 },
      },
    ]);
  });

  it('a write-off publishes funds-moved with its legs and the available funds after', async () => {
    const C = `EV${run}`;
    const bills = createBillRepository(stackDb(), table);
    const b = unpublishedBill(C, '2025-03', 10_000, 'E', 'C');
    await bills.putBill(b);
    expect((await call('/cmp/bill/publish', { billId: b.billId }, { token: admin })).status).toBe(200);
    const ledger = createLedgerRepository(stackDb(), table);
    await openFunds(ledger, C, new Date().toISOString());
    expect(
      (await ledger.transfer(rechargeTransfer(C, `r${run}`, 8_000, { actor: 'test', at: new Date().toISOString() }))).code,
    ).toBe('ok');
    const since = new Date().toISOString();
    const res = await call(
      '/cmp/writeoff/writeOff',
      { billId: b.billId, amount: 3_000, opId: `ev${run}`, reason: 'events' },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = await busEvents<FundsMoved>('Funds Moved', since, (d) =>
      d.some((e) => e.channelCustId === C && e.kind === 'writeOff'),
    );
    const mine = details.filter((e) => e.channelCustId === C && e.kind === 'writeOff');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.transfers).toEqual([
      expect.objectContaining({ debitAccountId: `${C}/preDeposit`, creditAccountId: `${C}/toWriteOff`, amount: 3_000 }),
    ]);
    expect(mine[0]!.availableAfter).toBe((await readFunds(ledger, C)).available);
    expect(mine[0]!.availableAfter).toBe(5_000);
  });
});
