/**
 * Events that cross EventBridge or Scheduler into our Lambdas: name, the shape the target
 * receives, and an example. Producers and consumers import these instead of restating them.
 */
export interface EventContract<T> {
  name: string;
  source: string;
  detailType: string;
  description: string;
  example: T;
}

/** S3 → EventBridge "Object Created" (default bus) for an operator usage file under `cdr/`. */
export interface UsageFileArrived {
  source: 'aws.s3';
  'detail-type': 'Object Created';
  detail: { bucket: { name: string }; object: { key: string; size: number } };
}

export const usageFileArrived: EventContract<UsageFileArrived> = {
  name: 'usage-file-arrived',
  source: 'aws.s3',
  detailType: 'Object Created',
  description: 'An operator usage (CDR) file landed in the imports bucket; the usage-ingest worker ingests it.',
  example: {
    source: 'aws.s3',
    'detail-type': 'Object Created',
    detail: { bucket: { name: 'cmp-imports' }, object: { key: 'cdr/2026-11/simulator-2026-11.csv', size: 1024 } },
  },
};

/** The daily Scheduler input of the usage-ingest worker: ingest every file not yet done. */
export interface UsageSweep {
  action: 'sweep';
}

export const usageSweep: EventContract<UsageSweep> = {
  name: 'usage-sweep-daily',
  source: 'aws.scheduler',
  detailType: 'Scheduled Event',
  description: 'Safety net: ingests any usage file whose arrival event was missed.',
  example: { action: 'sweep' },
};
