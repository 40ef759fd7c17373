import { jobViews } from '@cmp/functions/contracts';
import { Navigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import { jobDetailDeclaration } from '../../../components/job-page';
import type { StockOperationDetail, StockOperationResult } from '../shared/stock-model';

const ns = 'stock.operation';
type Detail = StockOperationDetail & { channelCustId: string };

/**
 * /stock/operationList/detail/:batchId?: an operation's summary with live progress, then its row
 * results (filter by result), each failure's reason in the reader's language.
 */
const operationDetail = jobDetailDeclaration<Detail, StockOperationResult>({
  view: jobViews.stockOperation,
  ns,
  testId: 'stockop',
  title: `${ns}.detailTitle`,
  back: () => '/stock/operationList/list',
  panelTitle: (j, ctx) => ctx.t(`${ns}.type.${j.opType}`),
  fields: [
    { key: 'opType', label: `${ns}.fields.opType`, enumLabel: `${ns}.type`, testId: 'stockop-type' },
    { key: 'enterpriseName', label: `${ns}.fields.enterpriseName`, visible: (j) => Boolean(j.channelCustId) },
    {
      key: 'salesOrderNumber',
      label: `${ns}.fields.salesOrderNumber`,
      format: 'code',
      visible: (j) => Boolean(j.salesOrderNumber),
    },
    { key: 'fileName', label: `${ns}.fields.fileName`, visible: (j) => Boolean(j.fileName) },
  ],
  results: { sn: { className: 'font-mono text-slate-900' } },
});

export default function OperationDetailPage() {
  const { batchId } = useParams();
  if (!batchId) return <Navigate to="/stock/operationList/list" replace />;
  return <DetailPage declaration={operationDetail} />;
}
