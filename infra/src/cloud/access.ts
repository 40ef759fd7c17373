/**
 * What each Lambda may touch. Declared as data so least privilege is reviewable in one screen
 * and the environment of a function only names the resources it is allowed to use.
 */
import type { BucketId } from '@cmp/functions/platform/table-definition';

export interface Access {
  table: 'read' | 'readWrite';
  buckets?: Partial<Record<BucketId, 'read' | 'readWrite' | 'put'>>;
  /** Admin calls on the user pool (sign-in, user creation, password set, sign-out). */
  userPoolAdmin?: boolean;
  /** Names of workflows (platform/workflows.ts) the function starts. */
  startsWorkflows?: string[];
  /** Publishes domain events to the custom bus. */
  publishesEvents?: boolean;
  /** Reads the operator-credential secret (seals and opens operator account credentials). */
  operatorSecret?: boolean;
}

/** Most groups write (accounts, audit records); read-only groups are listed explicitly below. */
const apiDefault: Access = { table: 'readWrite' };

export const access: Record<string, Access> = {
  auth: { table: 'readWrite', userPoolAdmin: true },
  // Account management creates directory users and sets (temporary) passwords.
  account: { table: 'readWrite', userPoolAdmin: true },
  home: { table: 'read' },
  logo: { table: 'readWrite', buckets: { assets: 'readWrite' } },
  // The batch API stores the ICCID list of a batch in imports/ and starts the machine.
  batch: { table: 'readWrite', buckets: { imports: 'readWrite' }, startsWorkflows: ['batch-operation'] },
  'batch-worker': { table: 'readWrite', buckets: { imports: 'read' }, publishesEvents: true },
  'usage-ingest': { table: 'readWrite', buckets: { imports: 'read' }, publishesEvents: true },
  // Exports (cards, plans, APNs): the API records the task and starts the machine; the worker writes the file; downloads are presigned GETs.
  download: { table: 'readWrite', buckets: { exports: 'read' }, startsWorkflows: ['export-task'] },
  'export-worker': { table: 'readWrite', buckets: { exports: 'put' } },
  // Card imports: the API hands out presigned PUTs to imports/, reads the file and stores its checked rows; the worker reads them.
  'card-import': { table: 'readWrite', buckets: { imports: 'readWrite' }, startsWorkflows: ['card-import'] },
  'import-worker': { table: 'readWrite', buckets: { imports: 'read' } },
  // The hourly plan-change sweep: reads the due filings, writes the cards, counters and logs.
  'card-cycle': { table: 'readWrite' },
  // Operator accounts: credentials are sealed with a key derived from the stack's secret.
  'operator-config': { table: 'readWrite', operatorSecret: true },
};

/** New groups added to the route table work out of the box with the API default. */
export const accessOf = (name: string): Access => access[name] ?? apiDefault;

export const userPoolAdminActions = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
];
