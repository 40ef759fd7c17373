import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/**
 * The alarm log's pages (issue #15 item 4), for the Automation area's route table (../routes.ts).
 * NOT JOINED YET: a screen enters the route table once it works end to end on the demo data, and the
 * alarm-log API and the seeded firings come with the evaluator (branch wip/evaluator). At that merge:
 * append `...alarmRoutes` to the area's children in ../routes.ts, and give tests/e2e/every-route
 * a resolver for `autorule.alarm.detail` (the first alarm the route `autorule.alarmList` answers the role).
 */
export const alarmRoutes: AppRoute[] = [
  {
    id: 'autorule.alarm.list',
    path: '/autorule/alarm-list/list',
    permission: areaCodes.autorule,
    menu: {},
    titleKey: 'menu.autorule.alarm.list',
    page: lazy(() => import('./alarm-list-page')),
  },
  {
    id: 'autorule.alarm.detail',
    path: '/autorule/alarm-list/detail/:alarmId',
    permission: areaCodes.autorule,
    menu: false,
    titleKey: 'menu.autorule.alarm.detail',
    page: lazy(() => import('./alarm-detail-page')),
  },
];
