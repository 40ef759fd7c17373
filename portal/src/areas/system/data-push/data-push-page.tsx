import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { RunsDialog, TaskDialog, TestDialog } from './data-push-dialogs';
import { type PushTask, contentChoiceOf, serverLine } from './data-push-model';
import { DATA_PUSH_LIST, deleteTask, pushTask, switchTask } from './use-data-push';

const k = (key: string) => `system.dataPush.${key}`;
const own = (r: PushTask) => ({ channelCustId: r.channelCustId });

/**
 * /system/dataPush/list (issue #15 item 6): an enterprise's SFTP push tasks — where, what and when —
 * with their switch, the last run, a connection test, push now and the runs; add and edit in a
 * dialog (the password never shown), delete confirmed. Platform staff choose the enterprise.
 */
export const dataPushList: ListDeclaration<PushTask> = {
  texts: 'system.dataPush',
  source: DATA_PUSH_LIST,
  scope: 'enterprise',
  localized: true,
  rowKey: 'taskId',
  columns: [
    { key: 'name' },
    { key: 'enterprise', header: k('fields.enterprise'), value: (r) => r.enterpriseName, visible: (ctx) => ctx.scope.platform },
    { key: 'server', header: k('fields.server'), value: serverLine, format: 'code', className: 'break-all' },
    { key: 'fileType', enumLabel: k('fileType') },
    { key: 'contents', value: (r) => contentChoiceOf(r.contents), enumLabel: k('contents') },
    { key: 'hour', cell: (r, { t }) => t(k('hourValue'), { hour: String(r.hour).padStart(2, '0') }) },
    {
      key: 'enabled',
      value: (r) => (r.enabled ? 'on' : 'off'),
      state: { tones: { on: 'green', off: 'slate' }, label: k('status'), testId: (r) => `push-state-${r.taskId}` },
    },
    {
      key: 'lastRun',
      value: (r) => r.lastStatus ?? 'never',
      state: { tones: { success: 'green', failed: 'red', never: 'slate' }, label: k('runStatus') },
      below: (r) => (r.lastRunAt ? formatDateTime(r.lastRunAt) : null),
    },
  ],
  rowActions: [
    { id: 'edit', label: k('actions.edit'), open: 'task', testId: (r) => `push-edit-${r.taskId}` },
    {
      id: 'switch',
      label: (r) => [r.enabled ? k('actions.off') : k('actions.on')],
      testId: (r) => `push-switch-${r.taskId}`,
      confirm: {
        tone: (r) => (r.enabled ? 'danger' : 'default'),
        title: (r) => [k('switchTitle'), { name: r.name, state: r.enabled ? 'off' : 'on' }],
        description: (r) => [r.enabled ? k('switchOffText') : k('switchOnText')],
        run: (r) => switchTask(own(r), r.taskId, !r.enabled),
        done: (r) => [k('switched'), { state: r.enabled ? 'off' : 'on' }],
        dialogTestId: 'push-switch-dialog',
      },
    },
    { id: 'test', label: k('actions.test'), open: 'test', testId: (r) => `push-test-${r.taskId}` },
    {
      id: 'push',
      label: k('actions.push'),
      testId: (r) => `push-now-${r.taskId}`,
      confirm: {
        tone: 'default',
        title: (r) => [k('pushTitle'), { name: r.name }],
        description: k('pushText'),
        run: async (r, ctx) => {
          const run = await pushTask(own(r), r.taskId);
          if (run.status === 'failed') {
            ctx.reload();
            // Said in the dialog: the run is recorded and listed under the task.
            throw new Error(ctx.t(k('pushFailed'), { reason: ctx.t(k(`reasons.${run.reason ?? 'error'}`)) }));
          }
          return run;
        },
        done: (_r, run: { files: unknown[]; bytes: number }) => [
          k('pushed'),
          { count: run.files.length, size: formatBytes(run.bytes) },
        ],
        dialogTestId: 'push-now-dialog',
      },
    },
    { id: 'runs', label: k('actions.runs'), open: 'runs', testId: (r) => `push-runs-${r.taskId}` },
    {
      id: 'delete',
      label: k('actions.delete'),
      testId: (r) => `push-delete-${r.taskId}`,
      confirm: {
        title: (r) => [k('deleteTitle'), { name: r.name }],
        description: k('deleteText'),
        run: (r) => deleteTask(own(r), r.taskId),
        done: k('deleted'),
        dialogTestId: 'push-delete-dialog',
      },
    },
  ],
  headerActions: [{ id: 'add', label: k('add'), open: 'task', variant: 'primary', testId: 'push-add' }],
  dialogs: { task: TaskDialog, test: TestDialog, runs: RunsDialog },
  testIds: { table: 'push-table' },
};

export default function DataPushPage() {
  return <ListPage declaration={dataPushList} />;
}
