import { StateBadge } from '@cmp/ui-kit';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { statusTone } from '../../../components/card-batch/batch-model';
import { JobDetail, type ResultStatus } from '../../../components/card-batch/job-detail';
import { IMPORT_RESULTS, useImport } from './use-imports';

/** The result and reason columns every import's row table ends with. */
export function useResultColumns<R extends { status: ResultStatus; reason?: string }>(): TableColumn<R>[] {
  const { t } = useTranslation(['card', 'shortcuts']);
  return [
    {
      key: 'status',
      header: t('card.import.fields.result'),
      cell: (r) => <StateBadge tone={statusTone(r.status)}>{t(`card.import.resultStatus.${r.status}`)}</StateBadge>,
    },
    { key: 'reason', header: t('card.import.fields.reason'), cell: (r) => r.reason || t('dataList.none') },
  ];
}

/**
 * An import's detail, shared by the card and the dual-SIM import pages: the shared job detail
 * (summary, live progress, results by result) with the import's file name; only the row columns differ.
 */
export function ImportDetailView<R extends { line: number; status: ResultStatus }>({
  title,
  columns,
}: {
  title: string;
  columns: TableColumn<R>[];
}) {
  const { t } = useTranslation(['card', 'shortcuts']);
  const { batchId = '' } = useParams();
  const [search] = useSearchParams();
  const channelCustId = search.get('channelCustId');
  const imp = useImport(batchId, channelCustId);
  return (
    <JobDetail
      ns="card.import"
      testId="import"
      title={title}
      batchId={batchId}
      channelCustId={channelCustId}
      back={
        <Link
          to="/card/import-info/list"
          className="text-sm font-medium text-brand-700 hover:underline"
          data-testid="import-back"
        >
          {t('card.import.back')}
        </Link>
      }
      job={imp}
      panelTitle={(i) => i.fileName}
      resultsRoute={IMPORT_RESULTS}
      columns={columns}
      rowKey={(r) => String(r.line)}
    />
  );
}
