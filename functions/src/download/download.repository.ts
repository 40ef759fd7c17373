import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import type { exportPartEntity } from '../shared/data/entities/download.entity.ts';
import { cardStatsEntity } from '../shared/data/entities/usage.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { createJobStore } from '../shared/jobs/job-store.ts';
import type { Cell } from './csv.ts';
import type { DownloadTask } from './download-model.ts';
import { type TaskRef, exportJob } from './export-job.ts';

/** What a written part of an export records for the next one (its marker item without the time stamps). */
export type ExportPart = Omit<InferItem<typeof exportPartEntity>, 'at' | 'expiresAt'>;

/** Download tasks (one item each under the requester's scope), their parts and files in the exports bucket, and the export machine. */
export function createDownloadRepository(
  db = documentClient(),
  s3 = objectStore,
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const bucket = () => config('exportsBucket');
  const jobs = createJobStore(exportJob, db, table, sfn);
  const store = entityStore(db, table);
  return {
    create: (task: DownloadTask): Promise<void> => jobs.create(task),
    start: (task: TaskRef): Promise<void> => jobs.start({ scope: task.scope, taskId: task.taskId }, task.taskId),
    get: (scope: string, taskId: string): Promise<DownloadTask | undefined> => jobs.get({ scope, taskId }),
    /** A scope's tasks, newest first: one Query per page. */
    list: (scope: string, o: { cursor?: string; pageSize: number }): Promise<Page<DownloadTask>> =>
      jobs.list(scope, { ...o, maxReads: 1 }),
    /** Sets fields of a task that is still processing; false when it has already ended. */
    update: (scope: string, taskId: string, set: Partial<DownloadTask>): Promise<boolean> =>
      jobs.setWhileRunning({ scope, taskId }, set),
    /** A written part's marker, or undefined when that part has not been written. */
    part: (ref: TaskRef, index: number): Promise<ExportPart | undefined> => jobs.chunk(ref, index),
    /** Records a written part once, with the task's running row count and progress; false when recorded before. */
    completePart: (ref: TaskRef, index: number, part: ExportPart, o: { progress: number; expiresAt: number; at: string }) =>
      jobs.completeChunk(ref, index, {
        // The marker expires with its task (TTL).
        item: { ...part, at: o.at, expiresAt: o.expiresAt },
        add: {},
        set: { rows: part.total, progress: o.progress },
      }),
    /** The card counters of a scope (`<scope>#STAT`), for an upper bound of an export's rows. */
    async cardCounters(scope: string): Promise<Record<string, number>> {
      return ((await store.get(cardStatsEntity, { scope })) ?? {}) as Record<string, number>;
    },
    async putFile(key: string, body: Buffer, contentType: string): Promise<void> {
      await s3.put(bucket(), key, body, contentType);
    },
    /** A part's rows as JSON Lines (one row of cells a line). */
    async putRows(key: string, rows: Cell[][]): Promise<void> {
      const body = rows.map((r) => JSON.stringify(r)).join('\n');
      await s3.put(bucket(), key, body, 'application/x-ndjson');
    },
    async readRows(key: string): Promise<Cell[][]> {
      const text = await s3.getText(bucket(), key);
      return text ? text.split('\n').map((line) => JSON.parse(line) as Cell[]) : [];
    },
    async deleteFile(key: string): Promise<void> {
      await s3.delete(bucket(), key);
    },
    /** A short-lived GET link that downloads the file under its display name. */
    downloadUrl: (key: string, fileName: string, expiresIn: number) =>
      s3.presign('GET', bucket(), key, {
        expiresIn,
        responseContentDisposition: `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      }),
  };
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
