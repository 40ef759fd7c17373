import {
  Button,
  EmptyState,
  type FilterBarProps,
  FilterBar as KitFilterBar,
  Pagination,
  Table,
  type TableColumn,
  type TableProps,
  textActionVariants,
} from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CursorList } from '../lib/use-cursor-list';

/** A page's title row: heading, one line of context and the page's main actions. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** The kit's filter row with the portal's texts: fields, then Search and Reset. Enter in any field searches. */
export function FilterBar(props: Omit<FilterBarProps, 'labels'>) {
  const { t } = useTranslation();
  return (
    <KitFilterBar
      {...props}
      labels={{ region: t('dataList.filters'), search: t('dataList.search'), reset: t('dataList.reset') }}
    />
  );
}

export interface ListTableProps<T> {
  caption: string;
  columns: TableColumn<T>[];
  list: Pick<
    CursorList<T>,
    | 'items'
    | 'loading'
    | 'error'
    | 'reload'
    | 'page'
    | 'pageSize'
    | 'setPageSize'
    | 'hasPrevious'
    | 'hasNext'
    | 'next'
    | 'previous'
  >;
  rowKey: (row: T) => string;
  /** Column sorting (the list re-queries in the new order). */
  sort?: TableProps<T>['sort'];
  onSortChange?: TableProps<T>['onSortChange'];
  /** Row checkboxes; the keys may span pages (the caller keeps them across paging). */
  selection?: TableProps<T>['selection'];
  maxHeight?: string;
  /** The empty state's title (default "No data") and what it says under it (e.g. why a finished job has no results). */
  emptyTitle?: string;
  emptyDescription?: string;
  /** false: the list is answered whole (no pagination). */
  paged?: boolean;
  /** Inside a panel that frames it already: no box of its own. */
  bare?: boolean;
  'data-testid'?: string;
  'data-testid-empty'?: string;
  'data-testid-pagination'?: string;
}

/** A table's empty state when its rows could not be read: the server's message and Retry. */
export function LoadFailedState({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      compact
      data-testid="load-error"
      title={t('dataList.loadFailed')}
      description={message}
      action={
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('dataList.retry')}
        </Button>
      }
    />
  );
}

/**
 * A cursor list as a table: loading rows, an empty or error state with retry, and pagination;
 * optionally sortable and with a selection that the caller keeps across pages.
 */
export function ListTable<T>({
  caption,
  columns,
  list,
  rowKey,
  sort,
  onSortChange,
  selection,
  maxHeight = 'calc(100vh - 320px)',
  emptyTitle,
  emptyDescription,
  paged = true,
  bare = false,
  ...rest
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const empty = list.error ? (
    <LoadFailedState message={list.error.msg} retry={list.reload} />
  ) : (
    <EmptyState
      compact
      title={emptyTitle ?? t('dataList.empty')}
      description={emptyDescription}
      data-testid={rest['data-testid-empty']}
    />
  );
  return (
    <section className={bare ? undefined : 'rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm'}>
      <Table
        caption={caption}
        columns={columns}
        rows={list.error ? [] : list.items}
        rowKey={rowKey}
        sort={sort}
        onSortChange={onSortChange}
        selection={selection}
        loading={list.loading}
        loadingLabel={t('dataList.loading')}
        empty={empty}
        stickyHeader
        maxHeight={maxHeight}
        className="border-slate-100"
        data-testid={rest['data-testid']}
      />
      {paged && (
        <Pagination
          className="mt-4"
          page={list.page}
          hasPrevious={list.hasPrevious}
          hasNext={list.hasNext}
          onPrevious={list.previous}
          onNext={list.next}
          pageSize={list.pageSize}
          onPageSizeChange={list.setPageSize}
          disabled={list.loading}
          labels={{
            navigation: t('dataList.pagination'),
            previous: t('dataList.previous'),
            next: t('dataList.next'),
            pageSize: t('dataList.pageSize'),
            page: (page) => t('dataList.page', { page }),
          }}
          data-testid={rest['data-testid-pagination']}
        />
      )}
    </section>
  );
}

/** A small text button inside a table row. */
export function RowAction({
  children,
  onClick,
  danger,
  ...rest
}: { children: ReactNode; onClick: () => void; danger?: boolean; 'data-testid'?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={rest['data-testid']}
      className={textActionVariants({ tone: danger ? 'danger' : 'normal' })}
    >
      {children}
    </button>
  );
}
