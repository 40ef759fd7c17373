import { envNames } from '../platform/config.ts';
import { downloadTaskEntity, exportPartEntity } from '../shared/data/entities/download.entity.ts';
import type { KeyOfEntity } from '../shared/data/entity.ts';
import { chunkedJob } from '../shared/jobs/chunked-job.ts';
import { exportJobView } from './export-job-view.ts';

/** What the export state machine carries: the task's key fields. */
export type TaskRef = KeyOfEntity<typeof downloadTaskEntity>;

/** Rows per written part: a part is one object in the exports bucket and one marker item. */
export const EXPORT_PART_ROWS = 2000;

/**
 * A download task (card or catalogue export), declared as a chunked job: the plan cuts the export
 * into parts from an upper bound of its rows, each part reads the list from where the part before
 * it ended (so the parts run one after the other) and writes its rows beside the file, and the
 * finishing step assembles the file and ends the task (or records why it failed). The task item is
 * the list entry itself, in its requester's scope.
 */
export const exportJob = chunkedJob({
  name: 'export-task',
  worker: 'export-worker',
  arnEnv: envNames.exportStateMachineArn,
  comment: 'Download task: write the export in parts, each resuming where the last ended, then assemble the file.',
  finish: { state: 'FinishExport', action: 'finishExport' },
  concurrency: 1,
  views: [exportJobView],
  chunkSize: EXPORT_PART_ROWS,
  items: {
    ref: (t): TaskRef => ({ scope: t.scope, taskId: t.taskId }),
    record: downloadTaskEntity,
    chunk: exportPartEntity,
    list: { kind: 'inPlace', within: (scope) => ({ scope }) },
  },
});
