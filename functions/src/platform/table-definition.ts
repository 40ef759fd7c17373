/**
 * The single DynamoDB table, declared once. infra creates it with CDK; the local stack creates
 * it in DynamoDB Local from the same object. Indexes are named after the access pattern they serve.
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const tableDefinition = {
  logicalName: 'CmpTable',
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    /** Cards of one customer (enterprise or secondary) by lifecycle state, newest first. */
    { name: 'byCustomerState', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Lookups by an alternate identifier (login name, msisdn, imsi). */
    { name: 'byAlternateId', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ] satisfies IndexDef[],
} as const;

/** Buckets by role; the physical names come from the environment (see platform/config.ts). */
export const bucketDefinitions = [
  { id: 'assets', env: 'ASSETS_BUCKET', purpose: 'logos and payment vouchers', presignedUploads: true },
  { id: 'exports', env: 'EXPORTS_BUCKET', purpose: 'download-task files', presignedUploads: false },
  { id: 'imports', env: 'IMPORTS_BUCKET', purpose: 'card imports and operator usage (CDR) files', presignedUploads: true },
] as const;

export type BucketId = (typeof bucketDefinitions)[number]['id'];
