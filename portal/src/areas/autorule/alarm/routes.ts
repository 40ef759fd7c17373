import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/**
 * The alarm log's pages (issue #15 item 4), in the Automation area's route table (../routes.ts):
 * every firing of an enterprise's rules (the API: autorule `alarmList` / `alarmDetail`).
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
