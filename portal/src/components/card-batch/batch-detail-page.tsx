import { StateBadge } from '@cmp/ui-kit';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { type CardResult, batchTarget, editionKey, statusTone } from './batch-model';
import { JobDetail } from './job-detail';
import { BATCH_RESULTS, useBatch } from './use-batches';

/** /card/batchoperate/detail/:batchId/:state (and under /shortcuts): a batch's summary, live progress and card results. */
export default function BatchDetailPage() {
  const { t } = useTranslation(['card', 'shortcuts']);
  const { batchId = '', state } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const channelCustId = search.get('channelCustId');
  const base = pathname.startsWith('/shortcuts') ? 'shortcuts' : 'card';
  const batch = useBatch(batchId, channelCustId);
  const b = batch.data;
  // Standard-SIM details take their results filter from `:state?` (succeeded/failed); elsewhere it is the target.
  const standardSim = pathname.startsWith('/shortcuts/standardsim');
  const stateFilter = standardSim && (state === 'succeeded' || state === 'failed') ? state : '';
  const recovery = pathname.startsWith('/shortcuts/data-recovery');
  const back = (
    <Link
      to={recovery ? '/shortcuts/data-recovery/list' : standardSim ? '/shortcuts/standardsim/list' : `/${base}/batchoperate/list`}
      className="text-sm font-medium text-brand-700 hover:underline"
      data-testid="batch-back"
    >
      {t('card.batch.back')}
    </Link>
  );

  const targetText = (batch: NonNullable<typeof b>) => {
    const target = batchTarget(batch);
    if ('customer' in target) return target.customer;
    if ('enterprise' in target) return t('card.batch.enterpriseOwned');
    return target.stateKey ? t(target.stateKey) : '';
  };

  const columns: TableColumn<CardResult>[] = [
    { key: 'iccid', header: t('card.batch.fields.iccid'), className: 'font-mono text-slate-900' },
    {
      key: 'status',
      header: t('card.batch.fields.result'),
      cell: (r) => <StateBadge tone={statusTone(r.status)}>{t(`card.batch.resultStatus.${r.status}`)}</StateBadge>,
    },
    b?.type === 'standardSim'
      ? {
          key: 'fromModeType',
          header: t('card.batch.fields.fromEdition'),
          cell: (r) => (r.fromModeType ? t(editionKey(r.fromModeType)) : t('dataList.none')),
        }
      : b?.type === 'allocate'
        ? {
            key: 'fromCustId',
            header: t('card.batch.fields.fromCustomer'),
            cell: (r) =>
              r.status !== 'succeeded' ? t('dataList.none') : r.fromCustId ? r.fromCustId : t('card.batch.enterpriseOwned'),
          }
        : {
            key: 'fromState',
            header: t('card.batch.fields.fromState'),
            cell: (r) => (r.fromState ? t(`cardState.${r.fromState}`) : t('dataList.none')),
          },
    { key: 'reason', header: t('card.batch.fields.reason'), cell: (r) => r.reason || t('dataList.none') },
  ];

  return (
    <JobDetail
      ns="card.batch"
      testId="batch"
      title={t('card.batch.detailTitle')}
      batchId={batchId}
      channelCustId={channelCustId}
      back={back}
      job={batch}
      panelTitle={(b) => `${t(`card.batch.type.${b.type}`)} → ${targetText(b)}`}
      extraFields={(b) => [
        [t('card.batch.fields.type'), t(`card.batch.type.${b.type}`)],
        [
          t('card.batch.fields.target'),
          <span key="target" data-testid="batch-target">
            {targetText(b)}
          </span>,
        ],
      ]}
      resultsRoute={BATCH_RESULTS}
      columns={columns}
      rowKey={(r) => r.iccid}
      initialStatus={stateFilter}
      onStatusChange={(next) => {
        if (!standardSim) return;
        const query = channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : '';
        const path = `/shortcuts/standardsim/detail/${encodeURIComponent(batchId)}${next ? `/${next}` : ''}`;
        navigate(`${path}${query}`, { replace: true });
      }}
    />
  );
}
