import { Button, StateBadge, type TableColumn, useNotify } from '@cmp/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { ListTable, PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { formatActor, formatCount, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { ProgressBar } from '../batch/batch-progress';
import { DOWNLOAD_TASK_LIST, type DownloadTask, refreshInterval, taskTone } from './download-task-model';

/** /card/downloadtask/list: the caller's export tasks, newest first, with a download per finished file. */
export default function DownloadTaskPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const list = useCursorList<DownloadTask, Record<string, never>>(DOWNLOAD_TASK_LIST, {});
  const [fetching, setFetching] = useState<string | null>(null);
  const interval = refreshInterval(list.items);
  const reload = useRef(list.reload);
  reload.current = list.reload;

  // Tasks move on their own: refresh while any is still processing.
  useEffect(() => {
    if (!interval) return;
    const timer = setInterval(() => reload.current(), interval);
    return () => clearInterval(timer);
  }, [interval]);

  const download = async (task: DownloadTask) => {
    setFetching(task.taskId);
    try {
      // A fresh short-lived link per click; the browser saves the file under its name.
      const { url } = await api.post<{ url: string }>('/cmp/sim/downloadTask/url', { taskId: task.taskId }, { silent: true });
      window.location.assign(url);
    } catch (e) {
      notify({ type: 'error', title: t('downloadTask.downloadFailed'), message: isApiError(e) ? e.msg : undefined });
    } finally {
      setFetching(null);
    }
  };

  const columns: TableColumn<DownloadTask>[] = [
    { key: 'fileName', header: t('downloadTask.fields.fileName'), className: 'font-medium text-slate-900' },
    {
      key: 'rows',
      header: t('downloadTask.fields.rows'),
      className: 'tabular-nums',
      cell: (task) => (task.status === 'processing' && !task.rows ? t('dataList.none') : formatCount(task.rows)),
    },
    {
      key: 'status',
      header: t('downloadTask.fields.status'),
      cell: (task) => (
        <div className="flex min-w-32 flex-col gap-1" data-testid={`task-status-${task.taskId}`} data-status={task.status}>
          <StateBadge tone={taskTone(task.status)}>{t(`downloadTask.status.${task.status}`)}</StateBadge>
          {task.status === 'processing' && <ProgressBar percent={task.progress} />}
          {task.failureReason && <span className="text-xs text-red-600">{task.failureReason}</span>}
        </div>
      ),
    },
    {
      key: 'createdAt',
      header: t('downloadTask.fields.createdAt'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (task) => formatDateTime(task.createdAt),
    },
    { key: 'createdBy', header: t('downloadTask.fields.createdBy'), cell: (r) => formatActor(r.createdBy, t) },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (task) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={task.status !== 'succeeded'}
          loading={fetching === task.taskId}
          onClick={() => void download(task)}
          data-testid={`task-download-${task.taskId}`}
        >
          {t('downloadTask.download')}
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('downloadTask.title')}
        subtitle={t('downloadTask.subtitle')}
        actions={
          <Button variant="secondary" onClick={list.reload} data-testid="task-refresh">
            {t('downloadTask.refresh')}
          </Button>
        }
      />
      <ListTable
        caption={t('downloadTask.title')}
        columns={columns}
        list={list}
        rowKey={(task) => task.taskId}
        data-testid="download-task-table"
      />
    </div>
  );
}
