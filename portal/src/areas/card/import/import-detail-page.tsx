import { jobViews } from '@cmp/functions/contracts';
import { DetailPage } from '../../../components/detail-page';
import { importDetailDeclaration } from './import-detail';
import type { RowResult } from './import-model';

/** /card/import-info/detail/:batchId: a card import's summary, live progress and its row results with reasons. */
const cardImportDetail = importDetailDeclaration<RowResult>(jobViews.cardImport, 'card.import.detailTitle', {});

export default function ImportDetailPage() {
  return <DetailPage declaration={cardImportDetail} />;
}
