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
    /** Every card of an enterprise (allocated or not) by lifecycle state, then ICCID. */
    { name: 'byCustomerState', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Lookups by an alternate identifier (accounts of a tenant by login name, a card by MSISDN). */
    { name: 'byAlternateId', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Cards allocated to one secondary customer by lifecycle state, then ICCID (sparse). */
    { name: 'bySubCustomerState', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ] satisfies IndexDef[],
} as const;

/** Buckets by role; the physical names come from the environment (see platform/config.ts). */
export const bucketDefinitions = [
  { id: 'assets', env: 'ASSETS_BUCKET', purpose: 'logos and payment vouchers', presignedUploads: true },
  // Files outlive their task (TTL 7 days, removed by DynamoDB within about 2 days) by a margin.
  { id: 'exports', env: 'EXPORTS_BUCKET', purpose: 'download-task files', presignedUploads: false, expireAfterDays: 9 },
  { id: 'imports', env: 'IMPORTS_BUCKET', purpose: 'card imports and operator usage (CDR) files', presignedUploads: true },
] as const;

export type BucketId = (typeof bucketDefinitions)[number]['id'];
