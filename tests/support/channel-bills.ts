/**
 * Operator bills in integration tests: an enterprise's cycle billed and the amounts of its own CMCC
 * cards read back through the API (what an operator file is built from), and an operator file
 * uploaded through the presigned link as the portal does.
 */
import { expect } from 'vitest';
import { type Page, call } from './api-client.ts';

/** Uploads a CSV operator file; its upload id. */
export async function uploadOperatorFile(token: string, text: string, fileName: string): Promise<string> {
  const bytes = Buffer.from(text);
  const u = await call<{ uploadId: string; uploadUrl: string }>(
    '/cmp/channelBill/uploadUrl',
    { fileName, size: bytes.byteLength },
    { token },
  );
  expect(u.status, JSON.stringify(u.body)).toBe(200);
  const put = await fetch(u.body.data!.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'text/csv' },
  });
  expect(put.status).toBe(200);
  return u.body.data!.uploadId;
}

/**
 * Runs the enterprise's bill run of the cycle (calendar months) and answers its consumption bills
 * and the amount of each of its CMCC cards on its own bill (fen, before tax).
 */
export async function billedCmccCards(
  token: string,
  channelCustId: string,
  cycle: string,
): Promise<{ bills: { billId: string; custId: string | null }[]; ours: Map<string, number> }> {
  const run = { channelCustId, cycle, calendar: 'month' };
  const started = await call('/cmp/bill/run', run, { token });
  expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
  for (let i = 0; i < 240; i++) {
    const r = await call<{ status: string }>('/cmp/bill/runDetail', run, { token });
    if (r.body.data?.status === 'succeeded') break;
    await new Promise((done) => setTimeout(done, 250));
  }
  const listed = await call<Page<{ billId: string; custId: string | null }>>(
    '/cmp/bill/list',
    { ...run, kind: 'consumption' },
    { token },
  );
  const bills = listed.body.data!.items;
  const own = bills.find((b) => b.custId === null)!;
  const cmcc = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: { body: { data?: Page<{ iccid: string }> } } = await call(
      '/cmp/sim/card/list',
      { channelCustId, operator: 'CMCC', pageSize: 100, cursor },
      { token },
    );
    for (const c of page.body.data!.items) cmcc.add(c.iccid);
    cursor = page.body.data!.cursor;
  } while (cursor);
  const ours = new Map<string, number>();
  let cards: string | null = null;
  do {
    const page: { body: { data?: Page<{ iccid: string; lines: { amount: number }[] }> } } = await call(
      '/cmp/bill/cards',
      { billId: own.billId, ...(cards ? { cursor: cards } : {}) },
      { token },
    );
    for (const c of page.body.data!.items)
      if (cmcc.has(c.iccid))
        ours.set(
          c.iccid,
          c.lines.reduce((s, l) => s + l.amount, 0),
        );
    cards = page.body.data!.cursor;
  } while (cards);
  return { bills, ours };
}
