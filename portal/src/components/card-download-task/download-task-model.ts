import type { ResponseOf } from '@cmp/functions/contracts';
// Types of the download tasks screen (docs/api.md "Download tasks"); its list is declared from the
// contract's download task view (areas/card/download-task).

/** A download task as the list answers it (`channelCustId` null for platform-wide exports). */
export type DownloadTask = ResponseOf<'download.list'>['items'][number];

export const DOWNLOAD_TASKS_PATH = '/card/downloadtask/list';
