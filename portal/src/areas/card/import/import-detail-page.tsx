import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { ImportDetailView, useResultColumns } from './import-detail-view';
import type { RowResult } from './import-model';

/** /card/import-info/detail/:batchId: a card import's summary, live progress and its row results with reasons. */
export default function ImportDetailPage() {
  const { t } = useTranslation('card');
  const columns: TableColumn<RowResult>[] = [
    { key: 'line', header: t('card.import.fields.line'), className: 'tabular-nums' },
    {
      key: 'iccid',
      header: t('card.import.fields.iccid'),
      className: 'font-mono text-slate-900',
      cell: (r) => r.iccid || t('dataList.none'),
    },
    {
      key: 'msisdn',
      header: t('card.import.fields.msisdn'),
      className: 'font-mono',
      cell: (r) => r.msisdn || t('dataList.none'),
    },
    ...useResultColumns<RowResult>(),
  ];
  return <ImportDetailView title={t('card.import.detailTitle')} columns={columns} />;
}
