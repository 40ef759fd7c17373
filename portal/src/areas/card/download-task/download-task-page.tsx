import { jobViews } from '@cmp/functions/contracts';
import { Button, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import type { DownloadTask } from '../../../components/card-download-task/download-task-model';
import { jobListDeclaration } from '../../../components/job-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { isApiError } from '../../../lib/api';
import { EMPTY, formatCount } from '../../../lib/format';

/** Fetches a fresh short-lived link per click; the browser saves the file under its name. */
function DownloadButton({ task }: { task: DownloadTask }) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const [fetching, setFetching] = useState(false);
  const download = async () => {
    setFetching(true);
    try {
      const { url } = await api.call('download.url', { taskId: task.taskId }, { silent: true });
      window.location.assign(url);
    } catch (e) {
      notify({ type: 'error', title: t('card.downloadTask.downloadFailed'), message: isApiError(e) ? e.msg : undefined });
    } finally {
      setFetching(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={task.status !== 'succeeded'}
      loading={fetching}
      onClick={() => void download()}
      data-testid={`task-download-${task.taskId}`}
    >
      {t('card.downloadTask.download')}
    </Button>
  );
}

/** /card/downloadtask/list: the caller's export tasks (the contract's download task view), newest first, with a download per finished file. */
export const downloadTaskList: ListDeclaration<DownloadTask> = jobListDeclaration<DownloadTask>({
  view: jobViews.downloadTask,
  ns: 'card.downloadTask',
  testId: 'task',
  texts: 'card.downloadTask',
  columns: {
    fileName: { className: 'font-medium text-slate-900' },
    rows: {
      className: 'tabular-nums',
      cell: (task) => (task.status === 'processing' && !task.rows ? EMPTY : formatCount(task.rows)),
    },
    download: { header: 'dataList.actions', cell: (task) => <DownloadButton task={task} /> },
  },
  headerActions: [
    {
      id: 'refresh',
      label: 'card.downloadTask.refresh',
      variant: 'secondary',
      run: (ctx) => ctx.reload(),
      testId: 'task-refresh',
    },
  ],
  testIds: { table: 'download-task-table' },
});

export default function DownloadTaskPage() {
  return <ListPage declaration={downloadTaskList} />;
}
