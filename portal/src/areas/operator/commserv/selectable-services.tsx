import type { RouteId } from '@cmp/functions/contracts';
import { Button, EmptyState, Pagination, Table, type TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useCursorList } from '../../../lib/use-cursor-list';
import type { Commserv } from './commserv-model';

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
    <section className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
      <Table
        caption={caption}
        columns={columns}
        rows={list.error ? [] : list.items}
        rowKey={(c) => c.commservId}
        loading={list.loading}
        loadingLabel={t('dataList.loading')}
        selection={{
          selected,
          onChange: onSelect,
          selectAllLabel: t('operator.commserv.selectAll'),
          selectRowLabel: (c) => c.name,
        }}
        empty={
          list.error ? (
            <EmptyState
              compact
              title={t('dataList.loadFailed')}
              description={list.error.msg}
              action={
                <Button size="sm" variant="secondary" onClick={list.reload}>
                  {t('dataList.retry')}
                </Button>
              }
            />
          ) : (
            <EmptyState compact title={t('dataList.empty')} />
          )
        }
        data-testid="service-select-table"
      />
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
      />
    </section>
  );
}
