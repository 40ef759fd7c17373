import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { DOWNLOAD_TASKS_PATH } from '../../../components/card-download-task/download-task-model';
import type { AppRoute } from '../../../routing/types';

/** Card-area pages of this feature (joined into the card area by ../routes.ts). */
export const downloadTaskRoutes: AppRoute[] = [
  {
    id: 'card.downloadtask.list',
    path: DOWNLOAD_TASKS_PATH,
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.downloadtask.list',
    page: lazy(() => import('./download-task-page')),
  },
];
