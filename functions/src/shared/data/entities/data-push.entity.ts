/**
 * Data push over SFTP (data-push/, issue #15 item 6): an enterprise's push tasks (where, what, when;
 * the password only sealed) and the record of each run. The platform lists every task on
 * `byAlternateId`; the hourly worker reads the tasks that are on by hour on a sparse
 * `bySubCustomerState` key. Rules: data-push/push-rules.ts.
 */
import type { Lang } from '../../i18n/lang.ts';
import { attr, entity, optionalAttr } from '../entity.ts';
import { altKeys, keys } from '../keys.ts';
import { createdStamps, updatedStamps } from './stamps.ts';

export const pushFileTypes = ['csv', 'xlsx'] as const;
export type PushFileType = (typeof pushFileTypes)[number];
/** What a task pushes: the card list, yesterday's usage per card. */
export const pushContents = ['cards', 'usage'] as const;
export type PushContent = (typeof pushContents)[number];
export const pushRunStatuses = ['success', 'failed'] as const;
export type PushRunStatus = (typeof pushRunStatuses)[number];

export const dataPushTaskEntity = /* @__PURE__ */ entity({
  name: 'data-push task',
  attributes: {
    taskId: attr<string>(),
    channelCustId: attr<string>(),
    name: attr<string>(),
    host: attr<string>(),
    port: attr<number>(),
    account: attr<string>(),
    /** AES-256-GCM (operator-config/secret-box.ts); never answered. */
    passwordSealed: attr<string>(),
    /** Absolute remote directory. */
    path: attr<string>(),
    fileType: attr<PushFileType>(),
    contents: attr<PushContent[]>(),
    /** The Shanghai hour (0-23) the push runs at each day. */
    hour: attr<number>(),
    enabled: attr<boolean>(),
    /** The language of the files' headers and labels (the creator's, when the task was added). */
    lang: attr<Lang>(),
    /** The Shanghai day (`YYYY-MM-DD`) of the last successful push: the scheduled push runs once a day. */
    pushedDay: optionalAttr<string>(),
    /** The Shanghai day of the last scheduled attempt and how many that day (retries stop at the limit). */
    attemptDay: optionalAttr<string>(),
    attempts: optionalAttr<number>(),
    lastRunAt: optionalAttr<string>(),
    lastStatus: optionalAttr<PushRunStatus>(),
    ...createdStamps,
    ...updatedStamps,
  },
  key: ({ channelCustId, taskId }: { channelCustId: string; taskId: string }) => keys.dataPushTask(channelCustId, taskId),
  indexes: {
    tasksOfPlatform: {
      index: 'byAlternateId',
      uses: ['createdAt', 'taskId'],
      key: (t) => altKeys.dataPushOfPlatform(t.createdAt, t.taskId),
    },
    tasksOn: {
      index: 'bySubCustomerState',
      uses: ['enabled', 'hour', 'channelCustId', 'taskId'],
      key: (t) => (t.enabled ? altKeys.dataPushOn(t.hour, t.channelCustId, t.taskId) : undefined),
    },
  },
});

export const dataPushRunEntity = /* @__PURE__ */ entity({
  name: 'data-push run',
  attributes: {
    runId: attr<string>(),
    taskId: attr<string>(),
    channelCustId: attr<string>(),
    /** `schedule` (the hourly worker) or `manual` (push now). */
    trigger: attr<'schedule' | 'manual'>(),
    /** The Shanghai day the files are of (their date in the file name). */
    day: attr<string>(),
    startedAt: attr<string>(),
    finishedAt: attr<string>(),
    status: attr<PushRunStatus>(),
    files: attr<{ name: string; rows: number; bytes: number }[]>(),
    bytes: attr<number>(),
    /** Failed: the reason key (push-rules.ts `pushFailureReasons`) and the server's own message. */
    reason: optionalAttr<string>(),
    detail: optionalAttr<string>(),
    /** Who pushed by hand (manual runs). */
    by: optionalAttr<string>(),
  },
  key: ({
    channelCustId,
    taskId,
    startedAt,
    runId,
  }: { channelCustId: string; taskId: string; startedAt: string; runId: string }) =>
    keys.dataPushRun(channelCustId, taskId, startedAt, runId),
});
