import { jobViews } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { jobListDeclaration } from '../../../components/job-page';
import { ListTabs } from '../../../components/list-page';
import { useSession } from '../../../lib/use-session';
import { type StockKind, type StockOperation, asKind, importOpOf, operationPath, stockKinds } from '../shared/stock-model';

const ns = 'stock.operation';

/** One tab: the imports of one kind, newest first, each opening its row results. */
const importList = (kind: StockKind) =>
  jobListDeclaration<StockOperation>({
    view: jobViews.stockOperation,
    ns,
    testId: `stock-import-${kind}`,
    title: `stock.import.tabs.${kind}`,
    type: importOpOf[kind],
    detail: (r) => operationPath(r.batchId),
    columns: { opType: { enumLabel: `${ns}.type` } },
  });
const lists = Object.fromEntries(stockKinds.map((k) => [k, importList(k)])) as Record<StockKind, ReturnType<typeof importList>>;

/** /stock/goods-import/list/:tab?: stock imports by kind (cards, hardware, dual-SIM pairs), the tab in the URL. */
export default function ImportListPage() {
  const { tab } = useParams();
  const kind = asKind(tab);
  const navigate = useNavigate();
  const { t } = useTranslation('stock');
  const { permissions } = useSession();
  const mayImport = permissions.includes(featureCodes.stockImport);
  return (
    <ListTabs
      title="stock.import.title"
      subtitle="stock.import.subtitle"
      actions={
        mayImport ? (
          <Button onClick={() => navigate(`/stock/goods-import/add/${kind}`)} data-testid="stock-import-add">
            {t('stock.import.add')}
          </Button>
        ) : null
      }
      tabs={stockKinds.map((k) => ({ id: k, label: `stock.import.tabs.${k}`, declaration: lists[k] }))}
      selected={kind}
      onChange={(id) => navigate(`/stock/goods-import/list/${id}`)}
    />
  );
}
