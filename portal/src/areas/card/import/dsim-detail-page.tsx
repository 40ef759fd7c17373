import { jobViews } from '@cmp/functions/contracts';
import { DetailPage } from '../../../components/detail-page';
import { importDetailDeclaration } from './import-detail';
import type { DsimRowResult } from './import-model';

/** /card/import-info/dsimdetail/:batchId: a dual-SIM import's summary, live progress and every row (device, two cards, result, reason). */
const dsimImportDetail = importDetailDeclaration<DsimRowResult>(jobViews.dsimImport, 'card.import.dsim.detailTitle', {
  sn: { header: 'card.import.dsim.sn', className: 'font-mono text-slate-900' },
  iccid1: { header: 'card.import.dsim.iccid1', className: 'font-mono' },
  iccid2: { header: 'card.import.dsim.iccid2', className: 'font-mono' },
});

export default function DsimImportDetailPage() {
  return <DetailPage declaration={dsimImportDetail} />;
}
