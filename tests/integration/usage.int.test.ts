import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cardsOf, stackDb, stackS3 } from '../support/cards.ts';

const env = () => inject('stack').env;
const s3 = stackS3;
const get = async (pk: string, sk: string) =>
  (await stackDb().send(new GetCommand({ TableName: env().TABLE_NAME, Key: { pk, sk } }))).Item ?? {};

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('operator usage files', () => {
  it('are ingested when they arrive: the card, its customers and the platform roll up exactly once', async () => {
    const card = (await cardsOf('CUST#C1001#SUB#S2001', 65))[0]!;
    const day = '2025-03-07';
    const put = (key: string, body: string) =>
      s3().send(new PutObjectCommand({ Bucket: env().IMPORTS_BUCKET, Key: key, Body: body }));
    const before = { ent: await get('CUST#C1001#USAGE', 'M#2025-03'), sub: await get('CUST#C1001#SUB#S2001#USAGE', 'M#2025-03') };
    await put('cdr/test/one.csv', `day,iccid,bytes\n${day},${card.iccid},5000\n${day},12345,9\nnot,a,row\n`);
    const marker = await until(
      () => get('PLATFORM#CDR', 'FILE#cdr/test/one.csv'),
      (m) => m.status === 'done',
    );
    expect(marker.status).toBe('done');
    const cardMonth = await get(`CUST#C1001#CARD#${card.iccid}`, 'USAGE#2025-03');
    expect(cardMonth.d07).toBe(5000);
    const ent = await get('CUST#C1001#USAGE', 'M#2025-03');
    expect(Number(ent.total ?? 0) - Number(before.ent.total ?? 0)).toBe(5000);
    expect(Number(ent.c_S2001 ?? 0) - Number(before.ent.c_S2001 ?? 0)).toBe(5000);
    const sub = await get('CUST#C1001#SUB#S2001#USAGE', 'M#2025-03');
    expect(Number(sub.d07 ?? 0) - Number(before.sub.d07 ?? 0)).toBe(5000);
    expect((await get('CUST#C1001#USAGE', 'Y#2025')).m03).toBe(ent.total);

    // The operator re-sends the same day with a correction: only the difference is added.
    await put('cdr/test/two.csv', `day,iccid,bytes\n${day},${card.iccid},7000\n`);
    await until(
      () => get('PLATFORM#CDR', 'FILE#cdr/test/two.csv'),
      (m) => m.status === 'done',
    );
    const corrected = await get('CUST#C1001#USAGE', 'M#2025-03');
    expect(Number(corrected.total) - Number(before.ent.total ?? 0)).toBe(7000);
    expect((await get(`CUST#C1001#CARD#${card.iccid}`, 'USAGE#2025-03')).d07).toBe(7000);
  });
});
