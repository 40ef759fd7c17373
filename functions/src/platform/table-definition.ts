/**
 * The single DynamoDB table, declared once. infra creates it with CDK; the local stack creates
 * it in DynamoDB Local from the same object. Indexes are named after the access pattern they serve.
 */
import { tableIndexes } from '../shared/data/entity.ts';

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
  /** The secondary indexes, as the entity layer declares them (shared/data/entity.ts `tableIndexes`). */
  indexes: Object.entries(tableIndexes).map(([name, k]): IndexDef => ({ name, partitionKey: k.pk, sortKey: k.sk })),
} as const;

/** Buckets by role; the physical names come from the environment (see platform/config.ts). */
export const bucketDefinitions = [
  { id: 'assets', env: 'ASSETS_BUCKET', purpose: 'logos and payment vouchers', presignedUploads: true },
  // Files outlive their task (TTL 7 days, removed by DynamoDB within about 2 days) by a margin.
  { id: 'exports', env: 'EXPORTS_BUCKET', purpose: 'download-task files', presignedUploads: false, expireAfterDays: 9 },
  { id: 'imports', env: 'IMPORTS_BUCKET', purpose: 'card imports and operator usage (CDR) files', presignedUploads: true },
] as const;

export type BucketId = (typeof bucketDefinitions)[number]['id'];
