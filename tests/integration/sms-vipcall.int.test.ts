/**
 * SMS area and VIP call list against the local stack: a send to mixed cards (foreign, wrong state,
 * failing operator) answers per-card results and stores only what was sent; every copy of a record
 * agrees; the list is tenant-scoped and settles `submitted` records from the operator on read;
 * VIP numbers are added, validated and removed through the operator.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards, stackDb } from '../support/cards.ts';

const table = () => inject('stack').env.TABLE_NAME;
const used = new Set<string>();
async function pick(owner: string, state: number, pred: (c: CardRow) => boolean = () => true): Promise<CardRow> {
  const [card] = await claimCards(
    (await cardsOf(owner, state)).filter((c) => !used.has(c.iccid) && pred(c)),
    1,
  );
  if (!card) throw new Error(`no unused card of ${owner} in state ${state}`);
  used.add(card.iccid);
  return card;
}
const fault = (iccid: string, code: string | null) =>
  code
    ? stackDb().send(new PutCommand({ TableName: table(), Item: { pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}`, code } }))
    : stackDb().send(new DeleteCommand({ TableName: table(), Key: { pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}` } }));
const itemsOf = async (pk: string, prefix = '2') =>
  (
    await stackDb().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
      }),
    )
  ).Items ?? [];

interface SendResult {
  total: number;
  submitted: number;
  failed: number;
  refused: number;
  results: { iccid: string; result: string; smsId?: string; errorCode?: number; msg?: string }[];
}
interface Sms {
  smsId: string;
  iccid: string;
  content: string;
  state: string;
  at: string;
}
interface Vip {
  iccid: string;
  numbers: string[];
}

let acme: string;
let east: string;
let globex: string;
const sms = <T>(path: string, body: Record<string, unknown>, token = acme, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<T>(`/cmp/sim/sms/${path}`, body, { token, lang });
const vip = <T>(path: string, body: Record<string, unknown>, token = acme, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<T>(`/cmp/sim/vipcall/${path}`, body, { token, lang });
const list = async (body: Record<string, unknown>, token = acme) => {
  const res = await sms<{ items: Sms[]; cursor: string | null }>('list', { pageSize: 100, ...body }, token);
  expect(res.status).toBe(200);
  return res.body.data!.items;
};

beforeAll(async () => {
  [acme, east, globex] = await Promise.all([login('acme'), login('acme-east'), login('globex')]);
});

describe('SMS area: send to many cards', () => {
  it('answers per-card results: sent, operator failure, wrong state, foreign and unknown cards', async () => {
    const [allocated, free, failing, off, foreign] = [
      await pick('CUST#C1001#SUB#S2001', 64),
      await pick('CUST#C1001', 64, (c) => !c.custId),
      await pick('CUST#C1001', 64, (c) => !c.custId),
      await pick('CUST#C1001', 65),
      await pick('CUST#C1002', 64),
    ];
    await fault(failing.iccid, 'TIMEOUT');
    const content = `bulk ${Date.now()}`;
    const res = await sms<SendResult>('send', {
      iccids: [allocated.iccid, free.iccid, failing.iccid, off.iccid, foreign.iccid, allocated.iccid],
      content,
    });
    await fault(failing.iccid, null);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({ total: 5, submitted: 2, failed: 1, refused: 2 });
    const by = new Map(data.results.map((r) => [r.iccid, r]));
    expect(by.get(allocated.iccid)).toMatchObject({ result: 'submitted' });
    expect(by.get(free.iccid)).toMatchObject({ result: 'submitted' });
    expect(by.get(failing.iccid)).toMatchObject({ result: 'failed', errorCode: 42101 });
    expect(by.get(off.iccid)).toMatchObject({
      result: 'refused',
      errorCode: 42016,
      msg: 'Only cards in test or activated state can receive SMS.',
    });
    expect(by.get(foreign.iccid)).toMatchObject({
      result: 'refused',
      errorCode: 48502,
      msg: 'The card does not exist or is not within your scope',
    });
    // Nothing stored for refused cards (the foreign card's own partition stays untouched).
    expect(await itemsOf(`CUST#C1001#CARD#${off.iccid}`, 'SMS#')).toEqual([]);
    expect(await itemsOf(`CUST#C1002#CARD#${foreign.iccid}`, 'SMS#')).toEqual([]);
    // Every copy of the allocated card's SMS: card partition, enterprise list, secondary customer list.
    const smsId = by.get(allocated.iccid)!.smsId!;
    const copies = [
      ...(await itemsOf(`CUST#C1001#CARD#${allocated.iccid}`, 'SMS#')),
      ...(await itemsOf('CUST#C1001#SMS')),
      ...(await itemsOf(`CUST#C1001#SUB#${allocated.custId}#SMS`)),
    ].filter((i) => i.smsId === smsId);
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((c) => c.state))).toEqual(new Set(['submitted']));

    // Reading the list settles submitted records from the operator: sent, in every copy.
    const mine = (await list({ dateFrom: new Date().toISOString().slice(0, 10) })).filter((s) => s.content === content);
    expect(mine.map((s) => `${s.iccid}:${s.state}`).sort()).toEqual(
      [`${allocated.iccid}:sent`, `${free.iccid}:sent`, `${failing.iccid}:failed`].sort(),
    );
    const after = [
      ...(await itemsOf(`CUST#C1001#CARD#${allocated.iccid}`, 'SMS#')),
      ...(await itemsOf('CUST#C1001#SMS')),
      ...(await itemsOf(`CUST#C1001#SUB#${allocated.custId}#SMS`)),
    ].filter((i) => i.smsId === smsId);
    expect(after.map((c) => c.state)).toEqual(['sent', 'sent', 'sent']);

    // Tenant scope: the secondary customer sees only its card's SMS; another enterprise none of them.
    const eastList = (await list({}, east)).filter((s) => s.content === content);
    expect(eastList.map((s) => s.iccid)).toEqual([allocated.iccid]);
    expect((await list({}, globex)).filter((s) => s.content === content)).toEqual([]);
    expect((await list({ iccid: allocated.iccid }, globex)).length).toBe(0);
    expect((await sms('list', { channelCustId: 'C1001' }, globex)).status).toBe(403);
  });

  it('filters by ICCID, state and date, newest first', async () => {
    const card = await pick('CUST#C1001', 64, (c) => !c.custId);
    for (const content of ['first', 'second']) expect((await sms('send', { iccids: [card.iccid], content })).status).toBe(200);
    const byCard = await list({ iccid: card.iccid });
    expect(byCard.map((s) => `${s.content}:${s.state}`)).toEqual(['second:sent', 'first:sent']);
    expect(await list({ iccid: card.iccid, state: 'failed' })).toEqual([]);
    expect(await list({ iccid: card.iccid, dateTo: '2020-01-01' })).toEqual([]);
    const reversed = await sms('list', { dateFrom: '2026-11-02', dateTo: '2026-11-01' });
    expect(reversed.body).toMatchObject({ errorCode: 48503 });
  });

  it('marks a submitted SMS failed when the operator refuses to report its delivery', async () => {
    const card = await pick('CUST#C1001', 64, (c) => !c.custId);
    expect((await sms('send', { iccids: [card.iccid], content: 'lost' })).status).toBe(200);
    await fault(card.iccid, 'REJECTED');
    const [record] = await list({ iccid: card.iccid });
    await fault(card.iccid, null);
    expect(record).toMatchObject({ content: 'lost', state: 'failed' });
  });

  it('validates the send: content 1..160, at most 1000 cards, the permission', async () => {
    const card = await pick('CUST#C1001', 64, (c) => !c.custId);
    expect((await sms('send', { iccids: [card.iccid], content: 'x'.repeat(161) })).status).toBe(422);
    expect((await sms('send', { iccids: [card.iccid], content: '   ' })).status).toBe(422);
    const many = Array.from({ length: 1001 }, (_, i) => `8986${String(i).padStart(16, '0')}`);
    expect((await sms('send', { iccids: many, content: 'x' })).body).toMatchObject({
      errorCode: 48501,
      msg: 'An SMS can be sent to at most 1000 cards at a time',
    });
    // A secondary customer's default role has no 2020001.
    expect((await sms('send', { iccids: [card.iccid], content: 'x' }, east)).status).toBe(403);
  });
});

describe('VIP call list', () => {
  it('adds, validates, lists per tenant and removes voice whitelist numbers', async () => {
    const card = await pick('CUST#C1001#SUB#S2001', 64);
    const added = await vip<Vip>('add', { iccid: card.iccid, numbers: ['010-1234567', '13800138000', '0101234567'] });
    expect(added.status).toBe(200);
    expect(added.body.data!.numbers).toEqual(['010-1234567', '13800138000']);
    const bad = await vip('add', { iccid: card.iccid, numbers: ['12ab'] }, acme, 'zh-CN');
    expect(bad.body).toMatchObject({ errorCode: 48601, msg: '号码格式错误：12ab' });
    const tooMany = await vip('add', { iccid: card.iccid, numbers: Array.from({ length: 9 }, (_, i) => `1390000000${i}`) });
    expect(tooMany.body).toMatchObject({ errorCode: 48602, msg: 'A card can have at most 10 voice whitelist numbers' });

    const rows = (token: string) =>
      vip<{ items: Vip[] }>('list', { pageSize: 100 }, token).then((r) =>
        r.body.data!.items.filter((i) => i.iccid === card.iccid),
      );
    expect((await rows(acme)).map((r) => r.numbers)).toEqual([['010-1234567', '13800138000']]);
    expect(await rows(east)).toHaveLength(1);
    expect(await rows(await login('acme-west'))).toEqual([]);
    expect(await rows(globex)).toEqual([]);
    expect((await vip('add', { iccid: card.iccid, numbers: ['110'] }, globex)).status).toBe(404);

    await fault(card.iccid, 'UNAVAILABLE');
    const down = await vip('remove', { iccid: card.iccid, numbers: ['13800138000'] });
    await fault(card.iccid, null);
    expect(down.body).toMatchObject({ errorCode: 42101 });
    expect((await rows(acme))[0]!.numbers).toHaveLength(2);

    expect((await vip('remove', { iccid: card.iccid, numbers: ['120'] })).body).toMatchObject({ errorCode: 48603 });
    const removed = await vip<Vip>('remove', { iccid: card.iccid, numbers: ['0101234567', '13800138000'] });
    expect(removed.body.data!.numbers).toEqual([]);
    expect(await rows(acme)).toEqual([]);
    const log = await itemsOf(`CUST#C1001#CARD#${card.iccid}`, 'LOG#');
    expect(log.filter((l) => l.action === 'vipCall')).toHaveLength(2);
    // Staff may read but not change (2020002 belongs to the enterprise administrator by default).
    expect((await vip('add', { iccid: card.iccid, numbers: ['110'] }, await login('acme-staff'))).status).toBe(403);
  });
});
