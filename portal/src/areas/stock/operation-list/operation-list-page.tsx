import { jobViews } from '@cmp/functions/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { jobListDeclaration } from '../../../components/job-page';
import { ListPage } from '../../../components/list-page';
import { EMPTY } from '../../../lib/format';
import { type StockOperation, operationPath } from '../shared/stock-model';

const ns = 'stock.operation';

/** The operation list, of every type or (`:param`, e.g. `stockOut`) of one. */
export const operationList = (type?: string) =>
  jobListDeclaration<StockOperation>({
    view: jobViews.stockOperation,
    ns,
    testId: 'stockop',
    title: `${ns}.title`,
    subtitle: `${ns}.subtitle`,
    ...(type ? { type } : {}),
    detail: (r) => operationPath(r.batchId),
    columns: {
      opType: { enumLabel: `${ns}.type` },
      channelCustId: { value: (r) => r.enterpriseName ?? r.channelCustId ?? EMPTY },
      salesOrderNumber: { format: 'code' },
    },
  });

/**
 * /stock/operationList/list/:param?: imports, stock-outs and scrapping of the caller's scope (an
 * enterprise: the stock-outs to it), newest first, with live progress; `:param` keeps one type.
 */
export default function OperationListPage() {
  const { param } = useParams();
  const type = jobViews.stockOperation.types.values.includes(param as never) ? param : undefined;
  const declaration = useMemo(() => operationList(type), [type]);
  return <ListPage key={type ?? 'all'} declaration={declaration} />;
}
