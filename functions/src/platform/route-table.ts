/**
 * The one route table. The CDK app, the local gateway and the handlers all read it, so a
 * route cannot exist in one place and not another. It holds metadata only (no handler code),
 * so infra can import it without bundling the functions.
 */
export type HttpMethod = 'GET' | 'POST';

/** A permission code of spec §6, or `public` (no token), or `signedIn` (any valid token). */
export type RoutePermission = 'public' | 'signedIn' | `${number}`;

export interface RouteDef {
  /** Stable id, also the key of the implementation in the group's handler. */
  id: string;
  method: HttpMethod;
  /** Path below `/api`, e.g. `/cmp/base/oauth/login`. */
  path: string;
  permission: RoutePermission;
}

export interface ApiGroup {
  /** Folder under functions/src and the Lambda's logical name. */
  name: string;
  routes: RouteDef[];
}

const post = (id: string, path: string, permission: RoutePermission): RouteDef => ({ id, method: 'POST', path, permission });
const get = (id: string, path: string, permission: RoutePermission): RouteDef => ({ id, method: 'GET', path, permission });

export const HOME = '1000000';
export const CARD = '2000000';
export const CARD_CHANGE_STATUS = '2010106';
export const LOGO_SETTING = '1000004';

export const apiGroups: ApiGroup[] = [
  {
    name: 'auth',
    routes: [
      get('captcha', '/cmp/base/oauth/captcha', 'public'),
      post('login', '/cmp/base/oauth/login', 'public'),
      post('register', '/cmp/base/oauth/register', 'public'),
      post('logout', '/cmp/base/oauth/logout', 'signedIn'),
      post('resetPassword', '/cmp/base/oauth/user/resetPassword', 'signedIn'),
    ],
  },
  {
    name: 'account',
    routes: [
      post('currentAccount', '/cmp/core/account/info', 'signedIn'),
      post('list', '/cmp/core/account/list', '1000002'),
      post('infoByLoginName', '/cmp/core/account/infoByLoginName', '1000002'),
      post('save', '/cmp/core/account/save', '1000002'),
      post('update', '/cmp/core/account/update', '1000002'),
      post('freezeSave', '/cmp/core/account/freeze/save', '1000002'),
      post('freezeList', '/cmp/core/account/freeze/list', '1000002'),
      post('resetPassword', '/cmp/core/account/resetPassword', '1000002'),
      post('roleList', '/cmp/core/account/roleList', '1000002'),
    ],
  },
  {
    name: 'role',
    routes: [
      post('list', '/cmp/core/role/list', '14000000'),
      post('detail', '/cmp/core/role/detail', '14000000'),
      post('saveOrUpdate', '/cmp/core/role/saveOrUpdate', '14000000'),
      post('delete', '/cmp/core/role/delete', '14000000'),
      post('typeDropdown', '/cmp/core/role/typeDropdown', '14000000'),
      post('menuTree', '/cmp/core/role/menuTree', '14000000'),
    ],
  },
  {
    name: 'announcement',
    routes: [
      post('current', '/cmp/core/announcement/current', 'signedIn'),
      post('list', '/cmp/core/announcement/list', '6000000'),
      post('save', '/cmp/core/announcement/save', '6000000'),
    ],
  },
  {
    name: 'logo',
    routes: [
      post('get', '/cmp/core/logo/get', 'signedIn'),
      post('uploadUrl', '/cmp/core/logo/uploadUrl', LOGO_SETTING),
      post('confirm', '/cmp/core/logo/confirm', LOGO_SETTING),
    ],
  },
  {
    name: 'customer',
    routes: [
      post('list', '/cmp/core/account/customer/list', '1000003'),
      post('detail', '/cmp/core/account/customer/detail', '1000003'),
      post('save', '/cmp/core/account/customer/save', '1000003'),
      post('update', '/cmp/core/account/customer/update', '1000003'),
    ],
  },
  {
    name: 'audit',
    routes: [post('list', '/cmp/core/operationLog/list', '14000000')],
  },
  {
    name: 'home',
    routes: [
      post('getCycleNew', '/cmp/edge/homepage/homePage/getCycleNew', HOME),
      post('getLinkNew', '/cmp/edge/homepage/homePage/getLinkNew', HOME),
      post('getCycleMonthNew', '/cmp/edge/homepage/homePage/getCycleMonthNew', HOME),
      post('getUsedInfoNew', '/cmp/edge/homepage/homePage/getUsedInfoNew', HOME),
      post('getLinkTop5', '/cmp/edge/homepage/homePage/getLinkTop5', HOME),
      post('getCustUseTotalTop5', '/cmp/edge/homepage/homePage/getCustUseTotalTop5', HOME),
      post('monthFlow', '/cmp/edge/es/report/monthFlow', HOME),
      post('dayFlow', '/cmp/edge/es/report/dayFlow', HOME),
    ],
  },
  {
    name: 'batch',
    routes: [
      post('changeState', '/cmp/sim/batch/changeState', CARD_CHANGE_STATUS),
      post('detail', '/cmp/sim/batch/detail', CARD),
    ],
  },
];

/** Background workers: Lambdas that are not behind the HTTP API (state-machine tasks, bus and schedule targets). */
export const workers = ['batch-worker', 'usage-ingest'] as const;
export type WorkerName = (typeof workers)[number];

export function findRoute(method: string, path: string): { group: ApiGroup; route: RouteDef } | undefined {
  for (const group of apiGroups) {
    const route = group.routes.find((r) => r.method === method && r.path === path);
    if (route) return { group, route };
  }
  return undefined;
}

/** Source entry (relative to functions/src) of each Lambda. API groups use `<group>/handler.ts`. */
export const lambdaEntries: Record<string, string> = {
  ...Object.fromEntries(apiGroups.map((g) => [g.name, `${g.name}/handler.ts`])),
  'batch-worker': 'batch/worker-handler.ts',
  'usage-ingest': 'usage/ingest-handler.ts',
};
