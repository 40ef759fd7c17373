import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

const REPORT = areaCodes.report;

/**
 * Reports (spec §2 Report, area 10000000): the prepaid cost report (issue #14, item 7) and the card,
 * flow, activation, usage, communication usage and business reports (issue #17, item 1). The platform
 * reads every enterprise's, an enterprise its own, a secondary customer its own.
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
  {
    id: 'report.cardreport.list',
    path: '/report/cardreport/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.cardreport.list',
    page: lazy(() => import('./cardreport/card-report-page')),
  },
  {
    id: 'report.communicationusage.list',
    path: '/report/communicationUsage/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.communicationusage.list',
    page: lazy(() => import('./communication-usage/communication-usage-page')),
  },
  {
    id: 'report.cardflow.list',
    path: '/report/cardflow/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.cardflow.list',
    page: lazy(() => import('./cardflow/card-flow-page')),
  },
  {
    id: 'report.business.list',
    path: '/report/business/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.business.list',
    page: lazy(() => import('./business/business-page')),
  },
  {
    id: 'report.active.list',
    path: '/report/active/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.active.list',
    page: lazy(() => import('./active/active-page')),
  },
  {
    id: 'report.usage.list',
    path: '/report/usage/list',
    permission: REPORT,
    menu: {},
    titleKey: 'menu.report.usage.list',
    page: lazy(() => import('./usage/usage-page')),
  },
]);
