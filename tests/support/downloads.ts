/** Download tasks through the API as the portal uses them: start an export, follow its task, fetch its file. */
import { expect } from 'vitest';
import { call } from './api-client.ts';

/** A download task as `/cmp/sim/downloadTask/list` shows it. */
export interface TaskView {
  taskId: string;
  kind: string;
  fileName: string;
  format: string;
  status: 'processing' | 'succeeded' | 'failed';
  progress: number;
  rows: number;
  createdBy: string;
  failureReason?: string;
}

/** Starts an export (`path`, e.g. `/cmp/sim/card/export`), which answers 202 with its task; the task id. */
export async function startExport(
  path: string,
  token: string,
  body: Record<string, unknown>,
  lang: 'zh-CN' | 'en-US' = 'en-US',
): Promise<string> {
  const res = await call<{ taskId: string }>(path, body, { token, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.data!.taskId;
}

/** Polls the caller's task list until the task leaves `processing`; the task then. */
export async function waitForTask(token: string, taskId: string, timeoutMs = 60_000): Promise<TaskView> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await call<{ items: TaskView[] }>('/cmp/sim/downloadTask/list', { pageSize: 100 }, { token });
    expect(res.status).toBe(200);
    const task = res.body.data!.items.find((t) => t.taskId === taskId);
    expect(task).toBeDefined();
    if (task!.status !== 'processing') return task!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`task ${taskId} still processing`);
}

/** The task's file, through the presigned link the API hands out (still valid when handed out). */
export async function downloadFile(token: string, taskId: string): Promise<Buffer> {
  const res = await call<{ url: string; expiresAt: string }>('/cmp/sim/downloadTask/url', { taskId }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Date.parse(res.body.data!.expiresAt)).toBeGreaterThan(Date.now());
  const file = await fetch(res.body.data!.url);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

/** The lines of an exported CSV file: it starts with a UTF-8 byte order mark and ends its lines with CRLF. */
export const csvLines = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
};

/** Runs an export to the end and answers its CSV as rows of cells (header first); cells must hold no commas or quotes. */
export async function exportCsv(path: string, token: string, body: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'en-US') {
  const taskId = await startExport(path, token, { ...body, format: 'csv' }, lang);
  const task = await waitForTask(token, taskId);
  expect(task.status, task.failureReason).toBe('succeeded');
  const lines = csvLines(await downloadFile(token, taskId));
  // The test data has no commas or quotes in cells, so a plain split reads the rows.
  const rows = lines.map((l) => l.split(','));
  expect(task.rows).toBe(rows.length - 1);
  return { task, header: rows[0]!, rows: rows.slice(1) };
}

/** The cells of a named column of an exported table. */
export const csvColumn = (x: { header: string[]; rows: string[][] }, name: string) => {
  const i = x.header.indexOf(name);
  expect(i, `column ${name} in ${x.header.join('|')}`).toBeGreaterThanOrEqual(0);
  return x.rows.map((r) => r[i]);
};
