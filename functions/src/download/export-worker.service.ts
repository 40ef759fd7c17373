import type { CardFilter } from '../card/card-filter.ts';
import type { CardListRepository } from '../card/card-list.repository.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { causeOf } from '../shared/jobs/job-error.ts';
import { cardExportHeader, cardExportRow } from './card-export-columns.ts';
import { type CatalogueLists, catalogueExport } from './catalogue-export.ts';
import { type Cell, toCsv } from './csv.ts';
import {
  type DownloadTask,
  EXPORT_MAX_ROWS,
  TOO_MANY_ROWS,
  countedRows,
  exportFileKey,
  exportPartKey,
  exportProgress,
  sheetName,
} from './download-model.ts';
import type { DownloadRepository } from './download.repository.ts';
import { EXPORT_PART_ROWS, type TaskRef } from './export-job.ts';
import { toXlsx } from './xlsx.ts';

export type { TaskRef } from './export-job.ts';

export interface ExportWorkerDeps {
  tasks: Pick<
    DownloadRepository,
    'get' | 'update' | 'cardCounters' | 'putFile' | 'part' | 'completePart' | 'putRows' | 'readRows' | 'deleteFile'
  >;
  cards: Pick<CardListRepository, 'page'>;
  /** The plan and APN list services, for the catalogue kinds. */
  catalogue: CatalogueLists;
  clock: () => Date;
  /** Rows per part (the declaration's chunk size; tests use a small one). */
  partRows?: number;
  /** Rows one export may hold (`EXPORT_MAX_ROWS`; tests use a small one). */
  maxRows?: number;
}

/** One part of an export: from where it resumes; the last part reads to the end of the list. */
export interface ExportChunk extends TaskRef {
  index: number;
  last: boolean;
}

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Card rows per list call while exporting (one Query page of the card index, at most). */
const CARD_PAGE_SIZE = 500;

/** Builds the export file's bytes from its rows (header first). */
export function renderExport(
  task: Pick<DownloadTask, 'format' | 'lang'> & { kind?: DownloadTask['kind'] },
  rows: Cell[][],
): Buffer {
  if (task.format === 'csv') return toCsv(rows);
  if (task.format === 'xlsx') return toXlsx(sheetName(task.kind ?? 'cards', task.lang), rows);
  throw new Error(`Unsupported export format: ${String(task.format)}`);
}

/** How many parts a task is cut into: enough for `expected` rows, at least one (it writes the header's file). */
export const partCount = (expected: number, partRows: number): number => Math.max(1, Math.ceil(expected / partRows));

/** The export machine's steps: plan the parts, write one part, assemble the file (or record why it failed). */
export function createExportWorker(d: ExportWorkerDeps) {
  const partRows = d.partRows ?? EXPORT_PART_ROWS;
  const maxRows = d.maxRows ?? EXPORT_MAX_ROWS;

  /** Upper bound of the rows: the counters of the exported scope (in the filtered state, when there is one). */
  async function expectedRows(task: DownloadTask): Promise<number> {
    if (task.kind !== 'cards' || !task.tenant) return 0;
    const { channelCustId, custId } = task.tenant;
    const counters = await d.tasks.cardCounters(scopeKeys.customer(channelCustId, custId));
    const state = task.filter?.state;
    return countedRows(counters, state);
  }

  /** The header of a task's file, by its kind. */
  function header(task: DownloadTask): string[] {
    if (task.kind === 'cards') return cardExportHeader(task.lang);
    if (!task.viewer) throw new Error(`Catalogue export ${task.taskId} without viewer`);
    return catalogueExport(d.catalogue, task.kind, task.viewer, task.lang).header;
  }

  /** One page of a task's rows from `cursor`, and the cursor after it (null at the end). */
  async function page(task: DownloadTask, cursor: string | undefined): Promise<{ rows: Cell[][]; cursor: string | null }> {
    if (task.kind === 'cards') {
      if (!task.tenant || !task.filter) throw new Error(`Card export ${task.taskId} without tenant or filter`);
      // The filter was checked as a CardFilter when the task was made (download.service `exportCards`).
      const filter = task.filter as CardFilter;
      const p = await d.cards.page(task.tenant, filter, { cursor, pageSize: CARD_PAGE_SIZE, lang: task.lang });
      return { rows: p.items.map((card) => cardExportRow(card, task.lang)), cursor: p.cursor };
    }
    if (!task.viewer) throw new Error(`Catalogue export ${task.taskId} without viewer`);
    return catalogueExport(d.catalogue, task.kind, task.viewer, task.lang).page(task.query ?? {}, cursor);
  }

  const running = async (ref: TaskRef) => {
    const task = await d.tasks.get(ref.scope, ref.taskId);
    return task?.status === 'processing' ? task : undefined;
  };
  const partKey = (task: DownloadTask, index: number) => exportPartKey(task.tenant, task.taskId, index);

  return {
    /**
     * Cuts the export into parts from an upper bound of its rows, kept on the task: a replayed plan
     * returns the same parts, and one replayed after the end plans nothing.
     */
    async planChunks(ref: TaskRef): Promise<{ chunks: ExportChunk[] }> {
      const task = await running(ref);
      if (!task) return { chunks: [] };
      // Fail fast on a format we cannot write, before reading any row.
      renderExport(task, []);
      let parts = task.parts;
      if (parts === undefined) {
        // Beyond the cap the export fails when it gets there: the plan need not cut parts for it.
        const expected = Math.min(await expectedRows(task), maxRows);
        parts = partCount(expected, partRows);
        await d.tasks.update(ref.scope, ref.taskId, { parts, expectedRows: expected });
      }
      const chunks = Array.from({ length: parts }, (_, index) => ({ ...ref, index, last: index === parts - 1 }));
      return { chunks };
    },

    /**
     * Writes one part: the list read from where the part before ended, up to the part's rows (the
     * last part: to the end, so rows added since the plan are not lost), stored beside the file; the
     * part's marker records where the next part resumes, once. Parts run one after the other.
     */
    async runChunk(chunk: ExportChunk): Promise<{ succeeded: number; failed: number } | { skipped: true }> {
      const ref = { scope: chunk.scope, taskId: chunk.taskId };
      if (await d.tasks.part(ref, chunk.index)) return { skipped: true };
      const task = await running(ref);
      if (!task) return { skipped: true };
      const before = chunk.index ? await d.tasks.part(ref, chunk.index - 1) : { total: 0, cursor: null, done: false };
      // Step Functions runs the parts in order (concurrency 1); a part ahead of its predecessor is retried.
      if (!before) throw new Error(`Export ${chunk.taskId}: part ${chunk.index - 1} is not written yet`);
      const rows: Cell[][] = [];
      let cursor = before.cursor ?? undefined;
      let done = before.done;
      while (!done && (chunk.last || rows.length < partRows) && before.total + rows.length <= maxRows) {
        const next = await page(task, cursor);
        rows.push(...next.rows);
        cursor = next.cursor ?? undefined;
        done = !next.cursor;
      }
      // More rows than one file holds: the task fails with the reason (the parts left go with the bucket's expiry).
      if (before.total + rows.length > maxRows) {
        await d.tasks.update(ref.scope, ref.taskId, {
          status: 'failed',
          failureCause: TOO_MANY_ROWS,
          finishedAt: d.clock().toISOString(),
        });
        return { succeeded: 0, failed: 0 };
      }
      if (rows.length) await d.tasks.putRows(partKey(task, chunk.index), rows);
      const total = before.total + rows.length;
      const part = { rows: rows.length, total, cursor: cursor ?? null, done };
      const progress = exportProgress(total, task.expectedRows ?? 0);
      await d.tasks.completePart(ref, chunk.index, part, { progress, expiresAt: task.expiresAt, at: d.clock().toISOString() });
      return { succeeded: rows.length, failed: 0 };
    },

    /** Assembles the file from the parts (header first) and ends the task; after a failure, records its cause. */
    async finishExport(input: TaskRef & { error?: { Error?: string; Cause?: string } }): Promise<void> {
      const ref = { scope: input.scope, taskId: input.taskId };
      const task = await running(ref);
      if (!task) return;
      if (input.error) {
        await d.tasks.update(ref.scope, ref.taskId, {
          status: 'failed',
          failureCause: causeOf(input.error) ?? '',
          finishedAt: d.clock().toISOString(),
        });
        return;
      }
      const rows: Cell[][] = [header(task)];
      const written: string[] = [];
      for (let index = 0; index < (task.parts ?? 0); index++) {
        const part = await d.tasks.part(ref, index);
        if (!part) throw new Error(`Export ${task.taskId}: part ${index} is missing`);
        if (!part.rows) continue;
        written.push(partKey(task, index));
        rows.push(...(await d.tasks.readRows(partKey(task, index))));
      }
      const fileKey = exportFileKey(task.tenant, task.taskId, task.format);
      await d.tasks.putFile(fileKey, renderExport(task, rows), contentTypes[task.format]);
      await d.tasks.update(ref.scope, ref.taskId, {
        status: 'succeeded',
        progress: 100,
        rows: rows.length - 1,
        fileKey,
        finishedAt: d.clock().toISOString(),
      });
      // The parts are in the file now; a crash before this leaves them to the bucket's expiry.
      for (const key of written) await d.tasks.deleteFile(key);
    },
  };
}

export type ExportWorker = ReturnType<typeof createExportWorker>;
