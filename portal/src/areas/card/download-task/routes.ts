import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';
import { DOWNLOAD_TASKS_PATH } from './download-task-model';

/** Card-area pages of this feature (joined into the card area by ../routes.ts). */
export const downloadTaskRoutes: AppRoute[] = [
  {
    id: 'card.downloadtask.list',
    path: DOWNLOAD_TASKS_PATH,
    permission: areaCodes.card,
    menu: {},
    titleKey: 'downloadTask.title',
    page: lazy(() => import('./download-task-page')),
  },
];
