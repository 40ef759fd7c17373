import { createCardListRepository } from '../card/card-list.repository.ts';
import { createDownloadRepository } from './download.repository.ts';
import { type TaskRef, createExportWorker } from './export-worker.service.ts';

const worker = createExportWorker({
  tasks: createDownloadRepository(),
  cards: createCardListRepository(),
  clock: () => new Date(),
});

/** Task states of the export-task state machine send `{ action, input }` (see platform/workflows.ts). */
export type ExportWorkerEvent =
  | { action: 'run'; input: TaskRef }
  | { action: 'fail'; input: TaskRef & { error?: { Error?: string; Cause?: string } } };

export async function handler(event: ExportWorkerEvent) {
  switch (event.action) {
    case 'run':
      return worker.run(event.input);
    case 'fail':
      return worker.fail(event.input);
  }
}
