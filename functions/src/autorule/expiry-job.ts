import { cardImportMachine } from '../card-import/import-machine.ts';
import { expiryRunChunkEntity, expiryRunEntity } from '../shared/data/entities/autorule.entity.ts';
import { hostedChunkedJob } from '../shared/jobs/chunked-job.ts';

/** What the run's executions carry: the Shanghai day it evaluates. */
export interface ExpiryRunRef {
  day: string;
}

/**
 * The daily expiry run (autorule/expiry.ts, docs/decisions.md "Expiry rules") as a chunked job: the
 * plan reads the platform's expiry index and cuts one chunk per enterprise with a rule due that day,
 * each chunk reads that enterprise's cards (by pages) or contracts and hands the candidates to the
 * live evaluator, the finishing step closes the day's record. It runs on the card import's state
 * machine and worker Lambda (`hostedChunkedJob`, like the operator bill import): no machine or
 * Lambda of its own.
 */
export const expiryJob = hostedChunkedJob(cardImportMachine, {
  name: 'autorule-expiry',
  /** One enterprise per chunk (its cards are read page by page inside the chunk). */
  chunkSize: 1,
  views: [],
  items: {
    ref: (r: ExpiryRunRef) => ({ day: r.day }),
    record: expiryRunEntity,
    chunk: expiryRunChunkEntity,
    list: { kind: 'inPlace', within: () => ({}) },
  },
});

/** The execution name of a day's run: one per day (a second start of the same day is refused by Step Functions). */
export const expiryExecutionName = (day: string) => `autorule-expiry-${day}`;
