import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';
import { alarmRoutes } from './alarm/routes';

/**
 * Automation rules (spec §2 /autorule, area 5000000): the rules of an enterprise (a secondary
 * customer's own) and the alarm log of their firings (alarm/routes.ts).
 */
export const autoruleRoutes: AppRoute = areaRoute('autorule', 'bolt', [
  {
    id: 'autorule.rule.list',
    path: '/autorule/autorule-list/list',
    permission: areaCodes.autorule,
    menu: {},
    titleKey: 'menu.autorule.rule.list',
    page: lazy(() => import('./rule/rule-list-page')),
  },
  {
    id: 'autorule.rule.detail',
    path: '/autorule/autorule-list/detail/:ruleId',
    permission: areaCodes.autorule,
    menu: false,
    titleKey: 'menu.autorule.rule.detail',
    page: lazy(() => import('./rule/rule-detail-page')),
  },
  ...alarmRoutes,
]);
