/**
 * Attributes every job record shares, declared once and spread into the job entities (batch, card
 * import, download task): its status, who started it and when, when it ended; a chunked job's counts
 * and chunk progress; the chunk marker each chunk writes once, with its counts and results.
 */
import { attr, optionalAttr } from '../entity.ts';
import { createdStamps } from './stamps.ts';

/** A job's status: running until its finishing step, then its outcome. */
export const jobStatuses = ['processing', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Who started the job, when, and when it ended (absent while running). */
export const jobStampAttributes = {
  ...createdStamps,
  finishedAt: optionalAttr<string>(),
};

/** A chunked job's counts (items in all, succeeded, failed), its chunks and how many are done, and its status. */
export const chunkedJobAttributes = {
  total: attr<number>(),
  succeeded: attr<number>(),
  failed: attr<number>(),
  chunks: attr<number>(),
  chunksDone: attr<number>(),
  status: attr<JobStatus>(),
};

/** A chunk marker: written once when its chunk is done, with the chunk's counts, its items' results and the time. */
export const chunkMarkerAttributes = <Result>() => ({
  succeeded: attr<number>(),
  failed: attr<number>(),
  /** Its items' results (up to a chunk's size). */
  results: attr<Result[]>(),
  at: attr<string>(),
});
