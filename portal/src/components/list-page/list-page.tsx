import { Button } from '@cmp/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCursorList, useWholeList } from '../../lib/use-cursor-list';
import { useSession } from '../../lib/use-session';
import { ExportDialog } from '../card-list/export-dialog';
import { ListTable, PageHeader } from '../data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../tenant-scope';
import type { ListContext, ListDeclaration, PageText } from './declaration';
import { listColumns } from './list-columns';
import { ListFilters } from './list-filters';
import { type FilterDraft, emptyDraft, invalidFilters, permitted, toRequestBody, withoutRemoteChoices } from './list-model';
import { SelectionBar, useListSelection } from './list-selection';

/** The dialog a header action brings itself (`open` as a component), by the action's id. */
function headerDialog<T>(declaration: ListDeclaration<T>, id: string) {
  const open = declaration.headerActions?.find((a) => a.id === id)?.open;
  return open === undefined || typeof open === 'string' ? undefined : open;
}

interface OpenDialog<T> {
  name: string;
  row: T | null;
  payload?: unknown;
}

export interface ListPageProps<T> {
  declaration: ListDeclaration<T>;
  /** Inside a tab or a section of another page: no page title, the header actions above the filters. */
  embedded?: boolean;
  /** Inside a panel that frames it already: the table has no box of its own. */
  bare?: boolean;
  /** A dialog open on arrival (e.g. another screen handed over a selection). */
  initialDialog?: OpenDialog<T> | null;
  /** The list re-reads when this changes (e.g. the state of the job whose results it lists). */
  reloadOn?: unknown;
  /** Told the filters each time they are applied (e.g. to keep one of them in the URL). */
  onApply?: (applied: FilterDraft) => void;
}

/**
 * A declared list screen: title, tenant picker and filters, the table with its actions, dialogs,
 * selection, export. Its texts are found in whichever loaded namespace holds them: a page showing
 * another area's texts names that area on its route (`texts`).
 */
export function ListPage<T>({ declaration, embedded, bare, initialDialog = null, reloadOn, onApply }: ListPageProps<T>) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const routerNavigate = useNavigate();
  const { pathname } = useLocation();
  const scope = useTenantScope({ secondary: declaration.scope === 'secondary', directory: Boolean(declaration.scope) });
  const scoped = Boolean(declaration.scope);
  const filters = declaration.filters ?? [];
  const initial = useMemo(() => emptyDraft(declaration.filters ?? []), [declaration.filters]);
  const [draft, setDraft] = useState<FilterDraft>(initial);
  const [applied, setApplied] = useState<FilterDraft>(initial);
  const [dialog, setDialog] = useState<OpenDialog<T> | null>(initialDialog);
  const [exporting, setExporting] = useState(false);
  const { sort } = declaration;
  const [direction, setDirection] = useState(sort?.initial ?? 'asc');

  // The remote choices (labels, pools…) belong to the enterprise: another enterprise clears them.
  const [enterprise, setEnterprise] = useState(scope.channelCustId);
  let filterDraft = draft;
  let filterApplied = applied;
  if (enterprise !== scope.channelCustId) {
    filterDraft = withoutRemoteChoices(filters, draft);
    filterApplied = withoutRemoteChoices(filters, applied);
    setEnterprise(scope.channelCustId);
    setDraft(filterDraft);
    setApplied(filterApplied);
  }

  const extra = { ...declaration.fixed?.({ session, params, search }), ...(scoped ? scope.body : {}) };
  const body = toRequestBody(filters, filterApplied, extra);
  const request = sort ? { ...body, [sort.field]: direction } : body;
  const ready = !scoped || scope.ready;
  const paged = declaration.paged !== false;
  const cursorList = useCursorList<T, Record<string, unknown>>(ready && paged ? declaration.source : null, request, {
    unsettled: declaration.unsettled,
  });
  const wholeList = useWholeList<T, Record<string, unknown>>(ready && !paged ? declaration.source : null, request, {
    rows: declaration.rows,
    variant: declaration.localized ? i18n.language : undefined,
  });
  const list = paged ? cursorList : wholeList;
  const selection = useListSelection(declaration.selection);
  // A new scope, new filters or another order start the list again from page 1, with no selection.
  if (JSON.stringify(list.filters) !== JSON.stringify(request)) {
    list.setFilters(request);
    selection.clear();
  }

  const lastReloadOn = useRef(reloadOn);
  const { reload } = list;
  useEffect(() => {
    if (Object.is(lastReloadOn.current, reloadOn)) return;
    lastReloadOn.current = reloadOn;
    reload();
  }, [reloadOn, reload]);

  const ctx: ListContext = {
    t,
    session,
    scope,
    pathname,
    params,
    body,
    reload: list.reload,
    open: (name, row, payload) => setDialog({ name, row: (row ?? null) as T | null, payload }),
    navigate: (to, state) => routerNavigate(to, state === undefined ? undefined : { state }),
  };
  const apply = (next: FilterDraft) => {
    setDraft(next);
    setApplied(next);
    onApply?.(next);
  };
  const shownFilters = filters.filter((f) => !f.visible || f.visible(ctx));
  const headerActions = (declaration.headerActions ?? []).filter(
    (a) => permitted(a.permission, session.permissions) && (!a.visible || a.visible(ctx)),
  );
  const canExport = declaration.export && permitted(declaration.export.permission, session.permissions);
  const exportBlocked = declaration.export?.disabled?.(ctx);
  const actions = ready && (headerActions.length > 0 || canExport) && (
    <>
      {canExport && exportBlocked && (
        <span className="self-center text-xs text-slate-500" data-testid={`${declaration.export?.testId ?? 'export'}-hint`}>
          {t(exportBlocked)}
        </span>
      )}
      {canExport && declaration.export && (
        <Button
          variant="secondary"
          onClick={() => setExporting(true)}
          disabled={!!exportBlocked}
          title={exportBlocked ? t(exportBlocked) : undefined}
          data-testid={declaration.export.testId}
        >
          {t(declaration.export.label)}
        </Button>
      )}
      {headerActions.map((a) => (
        <Button
          key={a.id}
          variant={typeof a.variant === 'function' ? a.variant(ctx) : a.variant}
          onClick={() =>
            a.to ? ctx.navigate(a.to(ctx)) : a.open ? ctx.open(typeof a.open === 'string' ? a.open : a.id) : a.run?.(ctx)
          }
          data-testid={a.testId}
        >
          {t(a.label)}
        </Button>
      ))}
    </>
  );
  const text = (page: PageText) => t(...(typeof page === 'string' ? ([page] as const) : page(ctx)));
  const { texts } = declaration;
  const key = declaration.rowKey;
  const rowKey = typeof key === 'function' ? key : (row: T) => String(row[key]);
  const title = text(declaration.title ?? `${texts}.title`);
  const subtitle = declaration.subtitle ?? (texts && !declaration.title ? `${texts}.subtitle` : undefined);
  const picker = scoped ? <TenantPicker scope={scope} /> : null;
  const showFilters = shownFilters.length > 0 || (scoped && (scope.platform || Boolean(scope.customers?.length)));
  const Dialog = dialog ? (declaration.dialogs?.[dialog.name] ?? headerDialog(declaration, dialog.name)) : undefined;
  const Panel = declaration.panel;
  const short = declaration.shortPage && !list.loading && !list.error && list.hasNext && list.items.length < list.pageSize;

  const table = (
    <>
      {declaration.selection && (
        <SelectionBar declaration={declaration.selection} selection={selection} pageKeys={list.items.map(rowKey)} ctx={ctx} />
      )}
      {short && (
        <p className="text-sm text-slate-500" data-testid="list-short-page">
          {t(declaration.shortPage ?? '')}
        </p>
      )}
      <ListTable
        caption={title}
        columns={listColumns(declaration, ctx)}
        list={list}
        rowKey={rowKey}
        paged={paged}
        bare={bare}
        sort={sort && { key: sort.column, direction }}
        onSortChange={sort && ((next) => setDirection(next?.direction ?? sort.initial))}
        selection={declaration.selection ? selection.tableSelection(rowKey) : undefined}
        maxHeight={declaration.maxHeight}
        emptyTitle={declaration.emptyTitle && t(declaration.emptyTitle)}
        emptyDescription={declaration.emptyDescription && t(declaration.emptyDescription)}
        data-testid={declaration.testIds?.table}
        data-testid-empty={declaration.testIds?.empty}
        data-testid-pagination={declaration.testIds?.pagination}
      />
      {declaration.footnote && <p className="text-xs text-slate-500">{t(declaration.footnote)}</p>}
    </>
  );

  return (
    <div className={embedded ? 'space-y-4' : 'space-y-5'}>
      {embedded ? (
        actions && <div className="flex justify-end gap-2">{actions}</div>
      ) : (
        <PageHeader title={title} subtitle={subtitle && text(subtitle)} actions={actions} />
      )}
      {declaration.intro && <p className="text-sm text-slate-500">{t(declaration.intro)}</p>}
      {showFilters && (
        <ListFilters
          filters={filters}
          ctx={ctx}
          enterprise={!scoped ? '' : ready ? scope.channelCustId : null}
          draft={filterDraft}
          onDraft={(next, now) => (now ? apply(next) : setDraft(next))}
          onSearch={() => invalidFilters(shownFilters, filterDraft).length === 0 && apply(filterDraft)}
          onReset={() => apply(initial)}
          picker={picker}
        />
      )}
      {!ready ? (
        <PickEnterpriseFirst />
      ) : (
        <>
          {Panel && <Panel ctx={ctx} />}
          {declaration.heading ? (
            <div className="space-y-2">
              <h2 className="text-base font-semibold text-slate-900">{t(declaration.heading)}</h2>
              {table}
            </div>
          ) : (
            table
          )}
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
