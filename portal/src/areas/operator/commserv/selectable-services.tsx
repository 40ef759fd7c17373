import type { RouteId } from '@cmp/functions/contracts';
import { Panel, type TableColumn, useNotify } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';
import type { Commserv } from './commserv-model';
import { reloadList } from './use-reload';

/** A page of services with row selection (the config-manager pages pick services, then act on them). */
export function SelectableServices({
  route,
  caption,
  columns,
  selected,
  onSelect,
}: {
  route: RouteId;
  caption: string;
  columns: TableColumn<Commserv>[];
  selected: string[];
  onSelect: (ids: string[]) => void;
}) {
  const { t } = useTranslation('operator');
  const list = useCursorList<Commserv, Record<string, never>>(route, {});
  return (
    <ListTable
      caption={caption}
      columns={columns}
      list={list}
      rowKey={(c) => c.commservId}
      selection={{
        selected,
        onChange: onSelect,
        selectAllLabel: t('operator.commserv.selectAll'),
        selectRowLabel: (c) => c.name,
      }}
      data-testid="service-select-table"
    />
  );
}

/** The columns every config-manager page starts with (id, name, type), then its own. */
export function serviceColumns(t: TFunction, own: TableColumn<Commserv>[]): TableColumn<Commserv>[] {
  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  return [
    { key: 'commservId', header: f('commservId'), className: 'font-mono text-xs' },
    { key: 'name', header: f('name') },
    { key: 'type', header: f('type'), cell: (c) => t(`operator.commserv.type.${c.type}`) },
    ...own,
  ];
}

/**
 * The chosen services of a config-manager page and the action on them: nothing chosen or a
 * `problem` is said under the controls; done, the notice counts the services changed, the choice
 * is cleared and the list `route` read again.
 */
export function useServicesAction(route: RouteId) {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (problem: string | null, work: (ids: string[]) => Promise<unknown[]>, done: (count: number) => string) => {
    if (!selected.length) return setError(t('operator.commserv.rules.selectServices'));
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const changed = await work(selected);
      notify({ type: 'success', title: done(changed.length) });
      setSelected([]);
      void reloadList(route);
    } catch (e) {
      const msg = isApiError(e) ? e.msg : String(e);
      setError(msg);
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setBusy(false);
    }
  };
  return { selected, setSelected, error, setError, busy, run };
}

/** A config-manager page: its header, the controls acting on the chosen services, and the services to choose from. */
export function ServicesActionPage({
  title,
  subtitle,
  action,
  route,
  caption,
  columns,
  controls,
  children,
}: {
  title: string;
  subtitle: string;
  action: ReturnType<typeof useServicesAction>;
  route: RouteId;
  caption: string;
  columns: TableColumn<Commserv>[];
  controls: ReactNode;
  /** Dialogs of the page. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('operator');
  return (
    <div className="space-y-5">
      <PageHeader title={title} subtitle={subtitle} />
      <Panel title={t('operator.commserv.selected', { count: action.selected.length })}>
        <div className="flex flex-wrap items-end gap-3">{controls}</div>
        {action.error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-600">
            {action.error}
          </p>
        )}
      </Panel>
      <SelectableServices
        route={route}
        caption={caption}
        columns={columns}
        selected={action.selected}
        onSelect={action.setSelected}
      />
      {children}
    </div>
  );
}
