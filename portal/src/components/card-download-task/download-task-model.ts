import type { ResponseOf, RouteId } from '@cmp/functions/contracts';
// Types and pure rules of the download tasks screen (docs/api.md "Download tasks").

export type TaskStatus = DownloadTask['status'];

/** A download task as the list answers it (`channelCustId` null for platform-wide exports). */
export type DownloadTask = ResponseOf<'download.list'>['items'][number];

export const DOWNLOAD_TASK_LIST = 'download.list' satisfies RouteId;
export const DOWNLOAD_TASKS_PATH = '/card/downloadtask/list';
/** The list refreshes this often while a task is processing. */
export const REFRESH_MS = 2000;

export const taskTone = (s: TaskStatus) => (s === 'succeeded' ? 'green' : s === 'failed' ? 'red' : 'blue');

/** Refresh interval of the list: poll only while some task is still processing. */
export const refreshInterval = (tasks: readonly Pick<DownloadTask, 'status'>[] | undefined): number =>
  tasks?.some((task) => task.status === 'processing') ? REFRESH_MS : 0;
