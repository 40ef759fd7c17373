import type { JobView } from '@cmp/functions/contracts';
import { jobDetailDeclaration } from '../../../components/job-page';
import type { ColumnDeclaration } from '../../../components/list-page';
import type { CardImport } from './import-model';

/**
 * An import's detail (card or dual-SIM rows, by the contract's view of the kind): the job detail
 * with the import's file name as the panel title; only the row columns differ.
 */
export function importDetailDeclaration<R>(view: JobView, title: string, results: Record<string, Partial<ColumnDeclaration<R>>>) {
  return jobDetailDeclaration<CardImport, R>({
    view,
    ns: 'card.import',
    testId: 'import',
    title,
    back: () => '/card/import-info/list',
    panelTitle: (i) => i.fileName,
    results: { msisdn: { className: 'font-mono' }, ...results },
  });
}
