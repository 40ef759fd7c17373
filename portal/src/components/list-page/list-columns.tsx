import { ConfirmAction, StateBadge, type TableColumn, textActionVariants, toneOf, useNotify } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api';
import { isEmpty } from '../../lib/format';
import { RowAction } from '../data-list';
import type { ColumnDeclaration, ListContext, ListDeclaration, RowActionDeclaration } from './declaration';
import { formatCell, formatClass, messageOf, visibleActions } from './list-model';

const describeError = (e: unknown) => (isApiError(e) ? e.msg : String(e));

/** Up to four actions on one line; more in two columns, so a row with many actions does not push the table past the screen. */
function RowActions<T>({
  row,
  ctx,
  actions,
  testId,
}: { row: T; ctx: ListContext; actions: RowActionDeclaration<T>[]; testId?: string }) {
  const layout = actions.length > 4 ? 'grid grid-cols-[auto_auto] justify-start gap-x-2 gap-y-0.5' : 'flex gap-1';
  return (
    <div className={`${layout} whitespace-nowrap`} data-testid={testId}>
      {actions.map((a) => (
        <ActionButton key={a.id} action={a} row={row} ctx={ctx} />
      ))}
    </div>
  );
}

function ActionButton<T>({ action, row, ctx }: { action: RowActionDeclaration<T>; row: T; ctx: ListContext }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const label = t(...messageOf(action.label, row));
  const testId = action.testId?.(row);
  const { confirm } = action;
  if (confirm) {
    const run = async () => {
      const result = await confirm.run(row, ctx);
      const done = confirm.done ?? 'dataList.saved';
      notify({ type: 'success', title: t(...(typeof done === 'string' ? [done] : done(row, result as never))) });
      ctx.reload();
    };
    return (
      <ConfirmAction
        title={t(...messageOf(confirm.title, row))}
        description={confirm.description ? t(...messageOf(confirm.description, row)) : undefined}
        confirmLabel={confirm.confirmLabel ? t(...messageOf(confirm.confirmLabel, row)) : label}
        cancelLabel={t('dataList.cancel')}
        onConfirm={run}
        describeError={describeError}
        tone={typeof confirm.tone === 'function' ? confirm.tone(row) : confirm.tone}
        data-testid={testId}
        data-testid-dialog={confirm.dialogTestId}
      >
        {label}
      </ConfirmAction>
    );
  }
  if (action.to)
    return (
      <Link to={action.to(row, ctx)} className={textActionVariants()} data-testid={testId}>
        {label}
      </Link>
    );
  const { act } = action;
  const click = async () => {
    if (action.open) return ctx.open(action.open, row);
    if (!act) return;
    try {
      await act.run(row, ctx);
      notify({ type: 'success', title: t(act.done ?? 'dataList.saved') });
      ctx.reload();
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: describeError(e) });
    }
  };
  return (
    <RowAction danger={action.danger?.(row)} onClick={() => void click()} data-testid={testId}>
      {label}
    </RowAction>
  );
}

function Cell<T>({ column, row, ctx }: { column: ColumnDeclaration<T>; row: T; ctx: ListContext }) {
  const { t } = useTranslation();
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  const { state } = column;
  const badge = state && (
    <StateBadge tone={toneOf(state.tones, value as string)}>{t(`${state.label}.${String(value)}`)}</StateBadge>
  );
  const content = column.cell ? (
    column.cell(row, ctx)
  ) : state?.testId ? (
    <span data-testid={state.testId(row)} data-state={String(value)}>
      {badge}
    </span>
  ) : badge ? (
    badge
  ) : column.enumLabel && !isEmpty(value) ? (
    t(`${column.enumLabel}.${String(value)}`)
  ) : (
    formatCell(column.format ?? 'text', value, t)
  );
  const to = column.link?.(row, ctx);
  const shown = to ? (
    <Link
      to={to}
      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      data-testid={column.linkTestId?.(row)}
    >
      {content}
    </Link>
  ) : (
    content
  );
  const below = column.below?.(row, ctx);
  if (below === undefined || below === null || below === false || below === '') return <>{shown}</>;
  return (
    <>
      {shown}
      <div className="font-sans text-xs text-slate-500">{below}</div>
    </>
  );
}

/** The table columns of a declaration for this session, with the row actions as the last column. */
export function listColumns<T>(declaration: ListDeclaration<T>, ctx: ListContext): TableColumn<T>[] {
  const { t, session } = ctx;
  const columns: TableColumn<T>[] = declaration.columns
    .filter((c) => !c.visible || c.visible(ctx))
    .map((c) => ({
      key: c.key,
      header: t(c.header ?? `${declaration.texts}.fields.${c.key}`),
      sortable: declaration.sort?.column === c.key || undefined,
      align: c.align ?? (c.format === 'count' || c.format === 'size' || c.format === 'money' ? 'end' : undefined),
      className: [formatClass(c.format), c.className].filter(Boolean).join(' ') || undefined,
      cell: (row: T) => <Cell column={c} row={row} ctx={ctx} />,
    }));
  const actions = (declaration.rowActions ?? []).filter((a) => !a.permission || session.permissions.includes(a.permission));
  if (actions.length)
    columns.push({
      key: 'actions',
      header: t('dataList.actions'),
      cell: (row: T) => (
        <RowActions
          row={row}
          ctx={ctx}
          actions={visibleActions(actions, row, ctx, session.permissions)}
          testId={declaration.actionsTestId?.(row)}
        />
      ),
    });
  return columns;
}
