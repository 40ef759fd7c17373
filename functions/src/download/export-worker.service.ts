import type { CardListRepository } from '../card/card-list.repository.ts';
import type { CardRow } from '../card/card-row.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { cardExportHeader, cardExportRow } from './card-export-columns.ts';
import { type CatalogueLists, catalogueExport } from './catalogue-export.ts';
import { type Cell, toCsv } from './csv.ts';
import { type DownloadTask, exportFileKey, exportProgress, sheetName } from './download-model.ts';
import type { DownloadRepository } from './download.repository.ts';
import { toXlsx } from './xlsx.ts';

export interface ExportWorkerDeps {
  tasks: Pick<DownloadRepository, 'get' | 'update' | 'cardCounters' | 'putFile'>;
  cards: Pick<CardListRepository, 'all'>;
  /** The plan and APN list services, for the catalogue kinds. */
  catalogue: CatalogueLists;
  clock: () => Date;
}

export interface TaskRef {
  scope: string;
  taskId: string;
}

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Builds the export file's bytes from its rows (header first). */
export function renderExport(
  task: Pick<DownloadTask, 'format' | 'lang'> & { kind?: DownloadTask['kind'] },
  rows: Cell[][],
): Buffer {
  if (task.format === 'csv') return toCsv(rows);
  if (task.format === 'xlsx') return toXlsx(sheetName(task.kind ?? 'cards', task.lang), rows);
  throw new Error(`Unsupported export format: ${String(task.format)}`);
}

/** The export machine's task steps: write the file, or record why it could not be written. */
export function createExportWorker(d: ExportWorkerDeps) {
  /** Upper bound of the rows: the counters of the exported scope (in the filtered state, when there is one). */
  async function expectedRows(task: DownloadTask): Promise<number> {
    if (!task.tenant) return 0;
    const { channelCustId, custId } = task.tenant;
    const counters = await d.tasks.cardCounters(scopeKeys.customer(channelCustId, custId));
    const state = task.filter?.state;
    return Number((state ? counters[`s${state}`] : counters.total) ?? 0);
  }

  /** The header and the row pages of a task, by its kind. */
  async function* cardPages(task: DownloadTask): AsyncGenerator<Cell[][]> {
    if (!task.tenant || !task.filter) throw new Error(`Card export ${task.taskId} without tenant or filter`);
    for await (const page of d.cards.all(task.tenant, task.filter, { lang: task.lang }) as AsyncGenerator<CardRow[]>)
      yield page.map((card) => cardExportRow(card, task.lang));
  }
  function source(task: DownloadTask): { header: string[]; pages: AsyncGenerator<Cell[][]> } {
    if (task.kind === 'cards') return { header: cardExportHeader(task.lang), pages: cardPages(task) };
    if (!task.viewer) throw new Error(`Catalogue export ${task.taskId} without viewer`);
    const exp = catalogueExport(d.catalogue, task.kind, task.viewer, task.lang);
    return { header: exp.header, pages: exp.pages(task.query ?? {}) };
  }

  return {
    /** Streams the matching rows page by page, reporting progress, then stores the file and ends the task. */
    async run(ref: TaskRef): Promise<{ rows: number; fileKey: string } | { skipped: true }> {
      const task = await d.tasks.get(ref.scope, ref.taskId);
      if (!task) throw new Error(`Download task ${ref.taskId} not found`);
      if (task.status !== 'processing') return { skipped: true };
      // Fail fast on a format we cannot write, before reading any card.
      renderExport(task, []);
      const expected = task.kind === 'cards' ? await expectedRows(task) : 0;
      const { header, pages } = source(task);
      const rows: Cell[][] = [header];
      let reported = 0;
      for await (const page of pages) {
        rows.push(...page);
        const progress = exportProgress(rows.length - 1, expected);
        // One progress write per 5 points at most: a large export costs a handful of writes.
        if (progress >= reported + 5) {
          reported = progress;
          await d.tasks.update(ref.scope, ref.taskId, { progress, rows: rows.length - 1 });
        }
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
      return { rows: rows.length - 1, fileKey };
    },

    /** The Catch of the machine: the export gave up after its retries. */
    async fail(ref: TaskRef & { error?: { Error?: string; Cause?: string } }): Promise<void> {
      const task = await d.tasks.get(ref.scope, ref.taskId);
      if (!task || task.status !== 'processing') return;
      await d.tasks.update(ref.scope, ref.taskId, {
        status: 'failed',
        failureCause: causeOf(ref.error) ?? '',
        finishedAt: d.clock().toISOString(),
      });
    },
  };
}

/** The error message inside a Step Functions error (`Cause` is the Lambda's JSON error for task failures). */
function causeOf(error?: { Error?: string; Cause?: string }): string | undefined {
  if (!error?.Cause) return error?.Error;
  try {
    const parsed = JSON.parse(error.Cause) as { errorMessage?: string };
    return parsed.errorMessage ?? error.Cause;
  } catch {
    return error.Cause;
  }
}

export type ExportWorker = ReturnType<typeof createExportWorker>;
