import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

const REPORT = areaCodes.report;

/**
 * Reports (spec §2 Report, area 10000000): the prepaid cost report (issue #14, item 7). The platform
 * reads every enterprise's, an enterprise its own, a secondary customer its own cards' prepaid.
 */
export const reportRoutes: AppRoute = areaRoute('report', 'chart', [
  {
    id: 'report.prepaidcost.list',
    path: '/report/prepaidCost/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.prepaidcost.list',
    page: lazy(() => import('./prepaid-cost/prepaid-cost-list-page')),
  },
  {
    id: 'report.prepaidcost.detail',
    path: '/report/prepaidCost/detail/:recordId/:channelCustId?',
    permission: REPORT,
    menu: false,
    titleKey: 'menu.report.prepaidcost.detail',
    page: lazy(() => import('./prepaid-cost/prepaid-cost-detail-page')),
  },
]);
