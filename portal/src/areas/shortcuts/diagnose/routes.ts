import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The diagnosis quick entry (spec §2 Shortcuts), joined into the shortcuts area. */
export const diagnoseRoute: AppRoute = {
  id: 'shortcuts.diagnose',
  path: '/shortcuts/diagnose/detail/:iccId?',
  permission: areaCodes.shortcuts,
  menu: {},
  titleKey: 'menu.shortcuts.diagnose',
  page: lazy(() => import('./diagnose-page')),
};
