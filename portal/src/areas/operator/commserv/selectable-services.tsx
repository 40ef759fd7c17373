import type { RouteId } from '@cmp/functions/contracts';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/data-list';
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
