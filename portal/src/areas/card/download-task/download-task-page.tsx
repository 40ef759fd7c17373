import { Button, StateBadge, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { ProgressBar } from '../../../components/card-batch/batch-progress';
import { DOWNLOAD_TASK_LIST, type DownloadTask, taskTone } from '../../../components/card-download-task/download-task-model';
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

/** /card/downloadtask/list: the caller's export tasks, newest first, with a download per finished file. */
export const downloadTaskList: ListDeclaration<DownloadTask> = {
  title: 'card.downloadTask.title',
  subtitle: 'card.downloadTask.subtitle',
  source: DOWNLOAD_TASK_LIST,
  rowKey: (task) => task.taskId,
  // Tasks move on their own: the list re-reads while one is still processing.
  unsettled: (task) => task.status === 'processing',
  columns: [
    { key: 'fileName', header: 'card.downloadTask.fields.fileName', className: 'font-medium text-slate-900' },
    {
      key: 'rows',
      header: 'card.downloadTask.fields.rows',
      className: 'tabular-nums',
      cell: (task) => (task.status === 'processing' && !task.rows ? EMPTY : formatCount(task.rows)),
    },
    {
      key: 'status',
      header: 'card.downloadTask.fields.status',
      cell: (task, { t }) => (
        <div className="flex min-w-32 flex-col gap-1" data-testid={`task-status-${task.taskId}`} data-status={task.status}>
          <StateBadge tone={taskTone(task.status)}>{t(`card.downloadTask.status.${task.status}`)}</StateBadge>
          {task.status === 'processing' && <ProgressBar percent={task.progress} />}
          {task.failureReason && <span className="text-xs text-red-600">{task.failureReason}</span>}
        </div>
      ),
    },
    { key: 'createdAt', header: 'card.downloadTask.fields.createdAt', format: 'dateTime' },
    { key: 'createdBy', header: 'card.downloadTask.fields.createdBy', format: 'actor' },
    { key: 'actions', header: 'dataList.actions', cell: (task) => <DownloadButton task={task} /> },
  ],
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
};

export default function DownloadTaskPage() {
  return <ListPage declaration={downloadTaskList} />;
}
