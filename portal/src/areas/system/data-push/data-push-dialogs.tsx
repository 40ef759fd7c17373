import { Dialog, Spinner, Table } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { isApiError } from '../../../lib/api';
import { formatBytes, formatDateTime, orEmpty } from '../../../lib/format';
import {
  type PushDraft,
  type PushRun,
  type PushTask,
  contentChoices,
  draftOf,
  hours,
  isHost,
  isPort,
  isRemoteDir,
} from './data-push-model';
import { addTask, editTask, testTask, useRuns } from './use-data-push';

const k = (key: string) => `system.dataPush.${key}`;

/** Adds a task (header action) or edits one (row action); the password is never prefilled. */
export function TaskDialog({ row, ctx, close, done }: ListDialogProps<PushTask>) {
  const { t } = useTranslation('system');
  const editing = Boolean(row);
  const fields: DialogField<PushDraft>[] = [
    { kind: 'text', name: 'name', label: k('fields.name'), required: true, maxLength: 40, autoFocus: true, testId: 'push-name' },
    {
      kind: 'text',
      name: 'host',
      label: k('fields.host'),
      required: true,
      maxLength: 253,
      rules: [(v: string) => (isHost(v) ? null : { key: k('invalid.host') })],
      testId: 'push-host',
    },
    {
      kind: 'text',
      name: 'port',
      label: k('fields.port'),
      inputMode: 'numeric',
      required: true,
      rules: [(v: string) => (isPort(v) ? null : { key: k('invalid.port') })],
      testId: 'push-port',
    },
    { kind: 'text', name: 'account', label: k('fields.account'), required: true, maxLength: 64, testId: 'push-account' },
    {
      kind: 'password',
      name: 'password',
      label: k('fields.password'),
      hint: editing ? k('hints.password') : undefined,
      required: !editing,
      maxLength: 128,
      testId: 'push-password',
    },
    {
      kind: 'text',
      name: 'path',
      label: k('fields.path'),
      hint: k('hints.path'),
      required: true,
      maxLength: 255,
      rules: [(v: string) => (isRemoteDir(v) ? null : { key: k('invalid.path') })],
      testId: 'push-path',
    },
    { kind: 'radio', name: 'fileType', label: k('fields.fileType'), options: ['csv', 'xlsx'], optionLabel: k('fileType') },
    {
      kind: 'select',
      name: 'contents',
      label: k('fields.contents'),
      hint: k('hints.files'),
      options: contentChoices,
      optionLabel: k('contents'),
      testId: 'push-contents',
    },
    {
      kind: 'select',
      name: 'hour',
      label: k('fields.hour'),
      options: hours,
      optionLabel: (h: number, tr) => tr(k('hourValue'), { hour: String(h).padStart(2, '0') }),
      testId: 'push-hour',
    },
  ];
  const scope = ctx.scope.body;
  return (
    <FormDialog<PushDraft>
      namespace="system"
      title={row ? t(k('editTitle'), { name: row.name }) : t(k('newTitle'))}
      initial={() => draftOf(row)}
      fields={fields}
      columns={2}
      size="lg"
      submit={(d) => (row ? editTask({ channelCustId: row.channelCustId }, row.taskId, d) : addTask(scope, d))}
      done={() => t(k('saved'))}
      fallbackField="name"
      onClose={close}
      onDone={done}
      testId="push-task-dialog"
    />
  );
}

/** Connects with the task's settings and lists its directory; says success or the reason. */
export function TestDialog({ row, close }: ListDialogProps<PushTask>) {
  const { t } = useTranslation('system');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!row) return;
    let live = true;
    testTask({ channelCustId: row.channelCustId }, row.taskId).then(
      (r) => {
        if (!live) return;
        setOutcome(
          r.ok
            ? { ok: true, text: t(k('testOk'), { count: r.entries }) }
            : { ok: false, text: t(k('testFailed'), { reason: t(k(`reasons.${r.reason}`)) }) },
        );
      },
      (e: unknown) => live && setOutcome({ ok: false, text: isApiError(e) ? e.msg : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [row, t]);
  return (
    <Dialog
      open
      onClose={close}
      title={t(k('actions.test'))}
      description={row ? `${row.name} · ${row.account}@${row.host}:${row.port}${row.path}` : undefined}
      confirmLabel={t(k('close'))}
      onConfirm={close}
      data-testid="push-test-dialog"
    >
      {outcome ? (
        <output
          data-testid="push-test-outcome"
          data-ok={String(outcome.ok)}
          className={outcome.ok ? 'block text-sm text-emerald-700' : 'block text-sm text-red-700'}
        >
          {outcome.text}
        </output>
      ) : (
        <Spinner label={t(k('actions.test'))} />
      )}
    </Dialog>
  );
}

/** The latest runs of a task: when, how, the outcome, the files and their size, the reason of a failure. */
export function RunsDialog({ row, close }: ListDialogProps<PushTask>) {
  const { t } = useTranslation('system');
  const runs = useRuns({ channelCustId: row?.channelCustId }, row?.taskId ?? '');
  const f = (key: string) => t(k(`runFields.${key}`));
  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={t(k('runsTitle'), { name: row?.name ?? '' })}
      confirmLabel={t(k('close'))}
      onConfirm={close}
      data-testid="push-runs-dialog"
    >
      <Table<PushRun>
        caption={t(k('runsTitle'), { name: row?.name ?? '' })}
        rows={runs.data?.items ?? []}
        rowKey={(r) => r.runId}
        loading={runs.isLoading}
        empty={t(k('runsEmpty'))}
        maxHeight="24rem"
        data-testid="push-runs-table"
        columns={[
          { key: 'at', header: f('at'), cell: (r) => formatDateTime(r.startedAt) },
          { key: 'trigger', header: f('trigger'), cell: (r) => t(k(`trigger.${r.trigger}`)) },
          { key: 'status', header: f('status'), cell: (r) => t(k(`runStatus.${r.status}`)) },
          { key: 'files', header: f('files'), cell: (r) => orEmpty(r.files.map((x) => x.name).join(', ')) },
          { key: 'size', header: f('size'), cell: (r) => (r.status === 'success' ? formatBytes(r.bytes) : orEmpty('')) },
          {
            key: 'reason',
            header: f('reason'),
            cell: (r) => (r.reason ? `${t(k(`reasons.${r.reason}`))}${r.detail ? ` (${r.detail})` : ''}` : orEmpty('')),
            className: 'max-w-xs',
          },
        ]}
      />
    </Dialog>
  );
}
