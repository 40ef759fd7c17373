import { Button } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCursorList } from '../../lib/use-cursor-list';
import { useSession } from '../../lib/use-session';
import { ExportDialog } from '../card-list/export-dialog';
import { ListTable, PageHeader } from '../data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../tenant-scope';
import type { ListContext, ListDeclaration } from './declaration';
import { listColumns } from './list-columns';
import { ListFilters } from './list-filters';
import { type FilterDraft, emptyDraft, invalidFilters, permitted, toRequestBody } from './list-model';
import { SelectionBar, useListSelection } from './list-selection';

interface OpenDialog<T> {
  name: string;
  row: T | null;
  payload?: unknown;
}

export interface ListPageProps<T> {
  declaration: ListDeclaration<T>;
  /** Inside a tab or a section of another page: no page title, the header actions above the filters. */
  embedded?: boolean;
  /** A dialog open on arrival (e.g. another screen handed over a selection). */
  initialDialog?: OpenDialog<T> | null;
}

/** A declared list screen: title, tenant picker and filters, the table with its actions, dialogs, selection, export. */
export function ListPage<T>({ declaration, embedded, initialDialog = null }: ListPageProps<T>) {
  const { t } = useTranslation('card');
  const session = useSession();
  const params = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const scope = useTenantScope({ secondary: declaration.scope === 'secondary', directory: Boolean(declaration.scope) });
  const scoped = Boolean(declaration.scope);
  const filters = declaration.filters ?? [];
  const initial = useMemo(() => emptyDraft(declaration.filters ?? []), [declaration.filters]);
  const [draft, setDraft] = useState<FilterDraft>(initial);
  const [applied, setApplied] = useState<FilterDraft>(initial);
  const [dialog, setDialog] = useState<OpenDialog<T> | null>(initialDialog);
  const [exporting, setExporting] = useState(false);

  const extra = { ...declaration.fixed?.({ session, params }), ...(scoped ? scope.body : {}) };
  const body = toRequestBody(filters, applied, extra);
  const ready = !scoped || scope.ready;
  const list = useCursorList<T, Record<string, unknown>>(ready ? declaration.source : null, body, {
    unsettled: declaration.unsettled,
  });
  const selection = useListSelection(declaration.selection);
  // A new scope (another enterprise chosen) or new filters start the list again from page 1.
  if (JSON.stringify(list.filters) !== JSON.stringify(body)) {
    list.setFilters(body);
    selection.clear();
  }

  const ctx: ListContext = {
    t,
    session,
    scope,
    pathname,
    params,
    body,
    reload: list.reload,
    open: (name, row) => setDialog({ name, row: (row ?? null) as T | null }),
  };
  const apply = (next: FilterDraft) => {
    setDraft(next);
    setApplied(next);
  };
  const headerActions = (declaration.headerActions ?? []).filter(
    (a) => permitted(a.permission, session.permissions) && (!a.visible || a.visible(ctx)),
  );
  const canExport = declaration.export && permitted(declaration.export.permission, session.permissions);
  const actions = ready && (headerActions.length > 0 || canExport) && (
    <>
      {canExport && declaration.export && (
        <Button variant="secondary" onClick={() => setExporting(true)} data-testid={declaration.export.testId}>
          {t(declaration.export.label)}
        </Button>
      )}
      {headerActions.map((a) => (
        <Button
          key={a.id}
          variant={typeof a.variant === 'function' ? a.variant(ctx) : a.variant}
          onClick={() => (a.to ? navigate(a.to(ctx)) : a.open ? ctx.open(a.open) : a.run?.(ctx))}
          data-testid={a.testId}
        >
          {t(a.label)}
        </Button>
      ))}
    </>
  );
  const subtitle = declaration.subtitle;
  const picker = scoped ? <TenantPicker scope={scope} /> : null;
  const showFilters = filters.length > 0 || (scoped && (scope.platform || Boolean(scope.customers?.length)));
  const Dialog = dialog ? declaration.dialogs?.[dialog.name] : undefined;

  return (
    <div className={embedded ? 'space-y-4' : 'space-y-5'}>
      {embedded ? (
        actions && <div className="flex justify-end gap-2">{actions}</div>
      ) : (
        <PageHeader
          title={t(declaration.title)}
          subtitle={subtitle && t(...(typeof subtitle === 'string' ? ([subtitle] as const) : subtitle(ctx)))}
          actions={actions}
        />
      )}
      {declaration.intro && <p className="text-sm text-slate-500">{t(declaration.intro)}</p>}
      {showFilters && (
        <ListFilters
          filters={filters}
          draft={draft}
          onDraft={(next, now) => (now ? apply(next) : setDraft(next))}
          onSearch={() => invalidFilters(filters, draft).length === 0 && apply(draft)}
          onReset={() => apply(initial)}
          scopeBody={scope.body}
          picker={picker}
        />
      )}
      {!ready ? (
        <PickEnterpriseFirst />
      ) : (
        <>
          {declaration.selection && <SelectionBar declaration={declaration.selection} selection={selection} ctx={ctx} />}
          <ListTable
            caption={t(declaration.title)}
            columns={listColumns(declaration, ctx)}
            list={list}
            rowKey={declaration.rowKey}
            selection={declaration.selection ? selection.tableSelection(declaration.rowKey) : undefined}
            emptyDescription={declaration.emptyDescription && t(declaration.emptyDescription)}
            data-testid={declaration.testIds?.table}
            data-testid-empty={declaration.testIds?.empty}
            data-testid-pagination={declaration.testIds?.pagination}
          />
          {declaration.footnote && <p className="text-xs text-slate-500">{t(declaration.footnote)}</p>}
        </>
      )}
      {dialog && Dialog && (
        <Dialog
          row={dialog.row}
          payload={dialog.payload}
          ctx={ctx}
          close={() => setDialog(null)}
          done={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
      {exporting && declaration.export && (
        <ExportDialog
          title={declaration.export.title && t(declaration.export.title)}
          description={declaration.export.description && t(declaration.export.description)}
          start={(format) => declaration.export?.start(body, format) ?? Promise.resolve()}
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}
