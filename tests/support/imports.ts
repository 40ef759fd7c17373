/** Card imports through the API as the portal makes them: upload link, upload, start; then the import's progress. */
import { expect } from 'vitest';
import { type Page, call } from './api-client.ts';
import { waitWhileProcessing } from './cards.ts';

export interface UploadLink {
  uploadId: string;
  uploadUrl: string;
  contentType: string;
}

/**
 * Asks for an upload link for `fileName` (a card import, or a dual-SIM import with `dsim`), uploads
 * `file` to it with the content type the link was signed for, and starts the import. `link` is the
 * raw link response; `started` the raw start response, absent when the link was refused.
 */
export async function uploadAndStart(
  token: string,
  file: string | Buffer,
  o: { fileName: string; channelCustId?: string; dsim?: boolean },
) {
  const body = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const base = o.dsim ? '/cmp/sim/cardImport/dsim' : '/cmp/sim/cardImport';
  const tenant = o.channelCustId ? { channelCustId: o.channelCustId } : {};
  const link = await call<UploadLink>(`${base}/uploadUrl`, { ...tenant, fileName: o.fileName, size: body.byteLength }, { token });
  if (link.status !== 200) return { link };
  const { uploadId, uploadUrl, contentType } = link.body.data!;
  const put = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
  expect(put.status).toBe(200);
  const started = await call<{ batchId: string }>(`${base}/start`, { ...tenant, uploadId, fileName: o.fileName }, { token });
  return { link, started };
}

/** An import's detail, as `/cmp/sim/cardImport/detail` returns it. */
export interface ImportView {
  importId: string;
  batchId?: string;
  kind: string;
  channelCustId: string;
  fileName: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  progress: number;
  createdBy: string;
}

/** Polls an import of C1001 (or `channelCustId`) until it leaves `processing`. */
export const waitForImport = (token: string, batchId: string, channelCustId = 'C1001') =>
  waitWhileProcessing<ImportView>(`import ${batchId}`, '/cmp/sim/cardImport/detail', { batchId, channelCustId }, { token });

/** A card import's outcome for one row of its file. */
export interface CardRowResult {
  line: number;
  iccid: string;
  status: string;
  reasonCode?: string;
  reason?: string;
}

/** The first page of an import's per-row results (of C1001), worded in `lang`, optionally only those of one status. */
export const importResults = async <R = CardRowResult>(
  token: string,
  batchId: string,
  o: { lang?: 'en-US' | 'zh-CN'; status?: string } = {},
): Promise<R[]> =>
  (
    await call<Page<R>>(
      '/cmp/sim/cardImport/results',
      { batchId, channelCustId: 'C1001', ...(o.status ? { status: o.status } : {}) },
      { token, lang: o.lang ?? 'en-US' },
    )
  ).body.data!.items;

/**
 * Cards of a suite's own for an import file (CSV columns ICCID, MSISDN, IMSI, operator, IMEI, plan, state):
 * numbered cards whose ids start with the suite's own digits and this run's stamp, so no two suites or
 * runs share an id. `iccidPrefix` (6 digits), `msisdnPrefix` (3), `imsiPrefix` (4) tell the suites apart.
 */
export function importCards(prefixes: { iccid: string; msisdn: string; imsi: string }, stamp = String(Date.now()).slice(-8)) {
  const iccid = (n: number) => `${prefixes.iccid}${stamp}${String(n).padStart(6, '0')}`;
  // China Mobile cards on plan G001, in stock (63).
  const row = (n: number) =>
    [
      iccid(n),
      `${prefixes.msisdn}${stamp}${String(n).padStart(2, '0')}`,
      `${prefixes.imsi}${stamp}${String(n).padStart(3, '0')}`,
      'CMCC',
      '',
      'G001',
      '63',
    ].join(',');
  return { stamp, iccid, row };
}
