/**
 * What each Lambda may touch. Declared as data so least privilege is reviewable in one screen
 * and the environment of a function only names the resources it is allowed to use.
 */
import { cardImportMachine } from '@cmp/functions/card-import/import-machine';
import { apiGroups } from '@cmp/functions/platform/route-table';
import type { BucketId } from '@cmp/functions/platform/table-definition';
import type { Access, ApiGroup } from '@cmp/functions/shared/http/route-def';

export type { Access } from '@cmp/functions/shared/http/route-def';

/** An API group that declares no access reads and writes the table, nothing else. */
const apiDefault: Access = { table: 'readWrite' };

/** The workers' access (API groups declare theirs beside their routes, `<group>/routes.ts`). */
export const workerAccess: Record<string, Access> = {
  'batch-worker': { table: 'readWrite', buckets: { imports: 'read' }, publishesEvents: true },
  'usage-ingest': { table: 'readWrite', buckets: { imports: 'read' }, publishesEvents: true },
  // Exports: the worker writes each part beside the file, reads the parts back into the file the API later presigns, then deletes them.
  'export-worker': { table: 'readWrite', buckets: { exports: 'readWrite' } },
  // Card imports: the worker reads the checked rows the API stored. Operator bill imports (hosted on the card import's
  // machine): it also writes each import's work file and its chunks' differences beside the upload.
  // It also hosts the daily expiry run of the automation rules (autorule/expiry-job.ts), whose firings
  // act like the live evaluator's: e-mail, signed API messages (the operator key) and card actions (events).
  'import-worker': {
    table: 'readWrite',
    buckets: { imports: 'readWrite' },
    operatorSecret: true,
    sendsEmail: true,
    publishesEvents: true,
  },
  // The bill run: reads cards, usage and plans, writes its chunks and the bills.
  'bill-worker': { table: 'readWrite' },
  // The billing calendars' schedules: start the run of every enterprise (a machine may not start itself: the worker it runs does not).
  'bill-schedule': { table: 'readWrite', startsWorkflows: ['bill-run'] },
  // The write-off cycle: reads bills and funds, writes the ledger, the bills and their operations; publishes `funds-moved`.
  'write-off-worker': { table: 'readWrite', publishesEvents: true },
  // The monthly write-off schedule: starts the month's cycle.
  'write-off-schedule': { table: 'readWrite', startsWorkflows: ['write-off-cycle'] },
  // The hourly plan-change sweep: reads the due filings, writes the cards, counters and logs. The hourly real-name
  // check: reads the cards that require real-name, cuts them off / restores them through the card services.
  'card-cycle': { table: 'readWrite' },
  // The withdrawal run on the 10th: reads the examined requests, writes them and the ledger; publishes `funds-moved`.
  'withdrawal-run': { table: 'readWrite', publishesEvents: true },
  'ledger-check': { table: 'readWrite' },
  // The daily credit-line sweep: reads credit orders, writes the credit limit, the log and the line day.
  'credit-sweep': { table: 'readWrite' },
  // The hourly data push: reads tasks, cards and usage, opens the sealed SFTP passwords, records runs (egress: docs/decisions.md "Data push over SFTP").
  'data-push-run': { table: 'readWrite', operatorSecret: true },
  // Rule evaluation: reads the match index and rules, writes firings and alarms, opens sealed signing secrets, sends e-mail;
  // card actions go through the card services (their operator calls included).
  // Rule evaluation, and the daily expiry run's start (on the card import's machine: autorule/expiry-job.ts).
  'autorule-eval': {
    table: 'readWrite',
    operatorSecret: true,
    sendsEmail: true,
    publishesEvents: true,
    startsWorkflows: [cardImportMachine.name],
  },
};

/** What a function may touch: its group's declaration (in `groups`, the route table's), a worker's entry above, or the API default. */
export const accessOf = (name: string, groups: readonly ApiGroup[] = apiGroups): Access =>
  groups.find((g) => g.name === name)?.access ?? workerAccess[name] ?? apiDefault;

/** What a Lambda serving several groups may touch: everything any of them may (the wider of each level). */
export function unionAccess(accesses: Access[]): Access {
  const union: Access = { table: accesses.some((a) => a.table === 'readWrite') ? 'readWrite' : 'read' };
  for (const a of accesses) {
    for (const [id, level] of Object.entries(a.buckets ?? {}) as [BucketId, 'read' | 'put' | 'readWrite'][]) {
      const had = union.buckets?.[id];
      // Two different levels (read and put, or either with readWrite) are both, which only readWrite grants.
      union.buckets = { ...union.buckets, [id]: !had || had === level ? level : 'readWrite' };
    }
    for (const flag of ['userPoolAdmin', 'publishesEvents', 'operatorSecret', 'sendsEmail'] as const)
      if (a[flag]) union[flag] = true;
    if (a.startsWorkflows?.length) union.startsWorkflows = [...new Set([...(union.startsWorkflows ?? []), ...a.startsWorkflows])];
  }
  return union;
}

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
