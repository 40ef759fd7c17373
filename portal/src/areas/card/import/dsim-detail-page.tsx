import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { ImportDetailView, useResultColumns } from './import-detail-view';
import type { DsimRowResult } from './import-model';

/** /card/import-info/dsimdetail/:batchId: a dual-SIM import's summary, live progress and every row (device, two cards, result, reason). */
export default function DsimImportDetailPage() {
  const { t } = useTranslation('card');
  const none = t('dataList.none');
  const columns: TableColumn<DsimRowResult>[] = [
    { key: 'line', header: t('card.import.fields.line'), className: 'tabular-nums' },
    { key: 'sn', header: t('card.import.dsim.sn'), className: 'font-mono text-slate-900', cell: (r) => r.sn || none },
    { key: 'iccid1', header: t('card.import.dsim.iccid1'), className: 'font-mono', cell: (r) => r.iccid1 || none },
    { key: 'iccid2', header: t('card.import.dsim.iccid2'), className: 'font-mono', cell: (r) => r.iccid2 || none },
    ...useResultColumns<DsimRowResult>(),
  ];
  return <ImportDetailView title={t('card.import.dsim.detailTitle')} columns={columns} />;
}
