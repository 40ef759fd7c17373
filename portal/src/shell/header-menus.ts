import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
// Which entries the header's help and user menus offer (spec §2 Shell). Derived from the route data
// and the session, so an entry appears only once its page exists and the user may open it.
import { matchPath } from 'react-router';
import { API_MANAGER_PATH } from '../areas/home/doc/routes';
import { DOWNLOAD_TASKS_PATH } from '../components/card-download-task/download-task-model';
import { canAccess } from '../routing/access';
import { leaves } from '../routing/route-tree';
import type { AppRoute } from '../routing/types';

export const FEATURE = {
  apiManage: featureCodes.apiManage,
  accountButtons: featureCodes.accountButtons,
  logoSetting: featureCodes.logoSetting,
  card: areaCodes.card,
} as const;
/** The secondary customer role: no account or customer management (spec §6). */
const SECONDARY_CUSTOMER = '5000';

export type HeaderEntry =
  | { id: string; labelKey: string; to: string }
  | { id: 'logo' | 'sign-out'; labelKey: string; action: 'logo' | 'sign-out' };

interface Who {
  roleId: string | null;
  permissions: readonly string[];
}

/** The page route registered for a path (parameters in the route pattern are allowed), if any. */
export function routeFor(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return leaves(routes).find((route) => matchPath({ path: route.path, end: true }, path));
}

const linkTo = (routes: readonly AppRoute[], who: Who, path: string, extra?: string) => {
  const route = routeFor(routes, path);
  return route && canAccess(route, who.permissions) && (!extra || who.permissions.includes(extra)) ? path : null;
};

/** API management (if permitted and built), the user guide and the FAQ. */
export function helpMenuEntries(routes: readonly AppRoute[], who: Who): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  const api = linkTo(routes, who, API_MANAGER_PATH, FEATURE.apiManage);
  if (api) entries.push({ id: 'api-manager', labelKey: 'help.apiManager', to: api });
  if (routeFor(routes, '/home/doc/guide')) entries.push({ id: 'guide', labelKey: 'help.guide', to: '/home/doc/guide' });
  if (routeFor(routes, '/home/doc/faq')) entries.push({ id: 'faq', labelKey: 'help.faq', to: '/home/doc/faq' });
  return entries;
}

/** Account and customer management (not for role 5000), logo setting (1000004) and sign out. */
export function userMenuEntries(routes: readonly AppRoute[], who: Who): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  if (who.roleId !== SECONDARY_CUSTOMER) {
    const accounts = linkTo(routes, who, '/home/account/list', FEATURE.accountButtons);
    if (accounts) entries.push({ id: 'accounts', labelKey: 'shell.accountManagement', to: accounts });
    const customers = linkTo(routes, who, '/home/customer');
    if (customers) entries.push({ id: 'customers', labelKey: 'shell.customerManagement', to: customers });
  }
  if (who.permissions.includes(FEATURE.logoSetting)) entries.push({ id: 'logo', labelKey: 'shell.logoSetting', action: 'logo' });
  entries.push({ id: 'sign-out', labelKey: 'logout.action', action: 'sign-out' });
  return entries;
}

/** The header's link to the download tasks page (spec §2 Shell): for users holding the card area (2000000). */
export function downloadTasksEntry(routes: readonly AppRoute[], who: Who): HeaderEntry | null {
  const to = linkTo(routes, who, DOWNLOAD_TASKS_PATH, FEATURE.card);
  return to ? { id: 'download-tasks', labelKey: 'shell.downloadTasks', to } : null;
}
