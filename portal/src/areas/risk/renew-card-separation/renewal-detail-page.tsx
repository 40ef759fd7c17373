import { jobViews } from '@cmp/functions/contracts';
import { Navigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import { jobDetailDeclaration } from '../../../components/job-page';
import { EMPTY } from '../../../lib/format';
import type { RenewalDetail, RenewalResult } from './renewal-model';

/** An operator status by its label (spec §4: N separated, 1 powered on …). */
const statusCell = (code: string | undefined, t: (key: string) => string) =>
  code ? `${code} · ${t(`risk.renewal.operatorStatus.${code}`)}` : EMPTY;

/**
 * /risk/renewCardSeparation/detail/:batchId?: a renewal batch's summary with live progress, then its
 * card results (filter by result), each failure's reason in the reader's language.
 */
const renewalDetail = jobDetailDeclaration<RenewalDetail, RenewalResult>({
  view: jobViews.renewal,
  ns: 'risk.renewal',
  testId: 'renewal',
  title: 'risk.renewal.detailTitle',
  back: () => '/risk/renewCardSeparation/list',
  panelTitle: (_, ctx) => ctx.t('risk.renewal.panelTitle'),
  results: {
    operator: { cell: (r, { t }) => (r.operator ? t(`operator.${r.operator}`) : EMPTY) },
    fromStatus: { cell: (r, { t }) => statusCell(r.fromStatus, t) },
    toStatus: { cell: (r, { t }) => statusCell(r.toStatus, t) },
  },
});

export default function RenewalDetailPage() {
  const { batchId } = useParams();
  // Without a batch there is nothing to show: the list is where one is chosen.
  if (!batchId) return <Navigate to="/risk/renewCardSeparation/list" replace />;
  return <DetailPage declaration={renewalDetail} />;
}
