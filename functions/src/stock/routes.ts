/**
 * The routes of the `stock` API group (spec §2 /stock/*, §7 SIM "stock" and the goods prefix
 * /cmp/base/goods for imports): its contract (docs/api.md "Stock"), permission codes and what it may
 * touch in the cloud. Registered in platform/route-table.ts, served by the stock area's Lambda.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

const base = '/cmp/sim/stock';

export const stockApi: ApiGroup = {
  name: 'stock',
  // A stock operation runs on the card import's state machine (stock-job.ts); its rows are stored in the table.
  access: { table: 'readWrite', startsWorkflows: ['card-import'] },
  routes: [
    post('list', `${base}/list`, areaCodes.stock),
    post('detail', `${base}/detail`, areaCodes.stock),
    write('importFile', '/cmp/base/goods/stockImport', featureCodes.stockImport),
    write('stockOut', `${base}/out`, featureCodes.stockOut),
    write('scrap', `${base}/scrap`, featureCodes.stockScrap),
    post('operationList', `${base}/operation/list`, areaCodes.stock),
    post('operationDetail', `${base}/operation/detail`, areaCodes.stock),
    post('operationResults', `${base}/operation/results`, areaCodes.stock),
  ],
};
