import { featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/**
 * The document center under /home/doc (spec §2 Home), reached from the header's help menu rather
 * than the left menu. Open to every signed-in user.
 */
export const helpRoutes: AppRoute = {
  id: 'help',
  path: '/home/doc',
  menu: false,
  titleKey: 'menu.help.root',
  children: [
    {
      id: 'help.guide',
      path: '/home/doc/guide',
      menu: false,
      titleKey: 'menu.help.guide',
      page: lazy(() => import('./guide-page')),
    },
    { id: 'help.faq', path: '/home/doc/faq', menu: false, titleKey: 'menu.help.faq', page: lazy(() => import('./faq-page')) },
    {
      id: 'help.apiManager',
      path: '/home/doc/api-manager',
      permission: featureCodes.apiManage,
      menu: false,
      titleKey: 'menu.help.apiManager',
      page: lazy(() => import('./api-manager/api-manager-page')),
    },
  ],
};

/** Where the help menu's API management entry leads (shown to holders of 1000001). */
export const API_MANAGER_PATH = '/home/doc/api-manager';
