/**
 * The one route table. The CDK app, the local gateway and the handlers all read it, so a
 * route cannot exist in one place and not another. It holds metadata only (no handler code),
 * so infra can import it without bundling the functions.
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * A permission code of spec §6, or `public` (no token), or `signedIn` (any valid token), or
 * `appKey` (the open API: no token, a request signed with an enterprise's app key).
 */
export type RoutePermission = 'public' | 'signedIn' | 'appKey' | `${number}`;

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
export const CARD_IMPORT = '2080001';
export const LOGO_SETTING = '1000004';
export const API_MANAGE = '1000001';
export const REGISTRATION_REVIEW = '8010004';

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
    // Review of self-registrations (platform roles; docs/decisions.md "Registration review").
    name: 'registration',
    routes: [
      post('list', '/cmp/core/registration/list', REGISTRATION_REVIEW),
      post('detail', '/cmp/core/registration/detail', REGISTRATION_REVIEW),
      post('roleOptions', '/cmp/core/registration/roleOptions', REGISTRATION_REVIEW),
      post('approve', '/cmp/core/registration/approve', REGISTRATION_REVIEW),
      post('reject', '/cmp/core/registration/reject', REGISTRATION_REVIEW),
    ],
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
      post('list', '/cmp/sim/batch/list', CARD),
      post('results', '/cmp/sim/batch/results', CARD),
      // ── card allocation and data recovery (batch types of group batch; docs/decisions.md) ──
      post('allocate', '/cmp/sim/batch/allocate', '2030001'),
      post('recover', '/cmp/sim/batch/dataRecovery', '2030002'),
      // ── standard-SIM batches (batch type standardSim; docs/decisions.md "Cards: standard-SIM batches") ──
      post('standardSim', '/cmp/sim/batch/standardSim', '2030004'),
    ],
  },
  // ── card list and selection (group card) ──
  {
    name: 'card',
    routes: [post('list', '/cmp/sim/card/list', CARD), post('iccids', '/cmp/sim/card/iccids', CARD)],
  },
  // ── card detail and single-card actions (group card-detail) ──
  {
    name: 'card-detail',
    routes: [
      post('detail', '/cmp/sim/card/detail', CARD),
      post('sessions', '/cmp/sim/card/sessions', CARD),
      post('log', '/cmp/sim/card/log', CARD),
      post('plans', '/cmp/sim/card/plans', CARD),
      post('smsList', '/cmp/sim/card/sms/list', CARD),
      post('update', '/cmp/sim/card/update', '2010101'),
      post('changeState', '/cmp/sim/card/changeState', CARD_CHANGE_STATUS),
      post('network', '/cmp/sim/card/network', CARD_CHANGE_STATUS),
      post('renew', '/cmp/sim/card/renew', '2010102'),
      post('changePackage', '/cmp/sim/card/changePackage', '2010104'),
      post('orderPackage', '/cmp/sim/card/orderPackage', '2010105'),
      post('smsSend', '/cmp/sim/card/sms/send', '2020001'),
      post('diagnose', '/cmp/sim/card/diagnose', '6000000'),
    ],
  },
  // ── eUICC list and profile operations (group euicc; codes in docs/decisions.md "Cards: eUICC") ──
  {
    name: 'euicc',
    routes: [
      post('list', '/cmp/sim/euicc/list', CARD),
      post('detail', '/cmp/sim/euicc/detail', CARD),
      post('download', '/cmp/sim/euicc/profile/download', '2040001'),
      post('enable', '/cmp/sim/euicc/profile/enable', '2040002'),
      post('disable', '/cmp/sim/euicc/profile/disable', '2040003'),
    ],
  },
  // ── download tasks and exports (group download) ──
  {
    name: 'download',
    routes: [
      post('exportCards', '/cmp/sim/card/export', CARD),
      // Catalogue exports (issue 5): paths of the plan and APN areas, tasks of this group.
      post('exportBasicPlans', '/cmp/base/goods/basic/export', '4000000'),
      post('exportRetailPlans', '/cmp/base/goods/retail/export', '4000000'),
      post('exportApns', '/cmp/base/apn/export', '7030003'),
      post('list', '/cmp/sim/downloadTask/list', CARD),
      post('url', '/cmp/sim/downloadTask/url', CARD),
    ],
  },
  // ── card imports (group card-import) ──
  {
    name: 'card-import',
    routes: [
      post('uploadUrl', '/cmp/sim/cardImport/uploadUrl', CARD_IMPORT),
      post('start', '/cmp/sim/cardImport/start', CARD_IMPORT),
      // ── dual-SIM import (kind dsim of card-import; docs/decisions.md "Cards: dual-SIM import") ──
      post('dsimUploadUrl', '/cmp/sim/cardImport/dsim/uploadUrl', '2100001'),
      post('dsimStart', '/cmp/sim/cardImport/dsim/start', '2100001'),
      post('list', '/cmp/sim/cardImport/list', CARD),
      post('detail', '/cmp/sim/cardImport/detail', CARD),
      post('results', '/cmp/sim/cardImport/results', CARD),
    ],
  },
  // ── labels, card types, test cards (groups card-label, card-type, test-card) ──
  {
    name: 'card-label',
    routes: [
      post('list', '/cmp/sim/label/list', CARD),
      post('detail', '/cmp/sim/label/detail', CARD),
      post('cards', '/cmp/sim/label/cards', CARD),
      post('save', '/cmp/sim/label/save', '2090001'),
      post('attach', '/cmp/sim/label/attach', '2090001'),
      post('detach', '/cmp/sim/label/detach', '2090001'),
      post('delete', '/cmp/sim/label/delete', '2090002'),
    ],
  },
  {
    name: 'card-type',
    routes: [
      post('list', '/cmp/sim/cardType/list', CARD),
      post('save', '/cmp/sim/cardType/save', '2050001'),
      post('delete', '/cmp/sim/cardType/delete', '2050002'),
    ],
  },
  {
    name: 'test-card',
    routes: [post('list', '/cmp/sim/testCard/list', CARD), post('detail', '/cmp/sim/testCard/detail', CARD)],
  },
  // ── dual-SIM list (group dsim) ──
  // Reads need the card area; pairing, unpairing and switching the active slot 2100001.
  {
    name: 'dsim',
    routes: [
      post('list', '/cmp/sim/dsim/list', CARD),
      post('pair', '/cmp/sim/dsim/pair', '2100001'),
      post('unpair', '/cmp/sim/dsim/unpair', '2100001'),
      post('switch', '/cmp/sim/dsim/switch', '2100001'),
    ],
  },
  // ── data pools (group card-pool) ──
  // Reads need the card area; creating pools and moving cards 2060001; manual block/unblock 2060002 (platform only).
  {
    name: 'card-pool',
    routes: [
      post('list', '/cmp/sim/pool/list', CARD),
      post('detail', '/cmp/sim/pool/detail', CARD),
      post('cards', '/cmp/sim/pool/cards', CARD),
      post('blockHistory', '/cmp/sim/pool/blockHistory', CARD),
      post('changeList', '/cmp/sim/pool/change/list', CARD),
      post('failLog', '/cmp/sim/pool/change/failLog', CARD),
      post('add', '/cmp/sim/pool/add', '2060001'),
      post('change', '/cmp/sim/pool/change', '2060001'),
      post('block', '/cmp/sim/pool/block', '2060002'),
      post('unblock', '/cmp/sim/pool/unblock', '2060002'),
    ],
  },
  // ── SMS area and VIP call list (groups sms, vip-call) ──
  // Sending uses the single-card SMS code 2020001; changing a card's voice whitelist 2020002.
  {
    name: 'sms',
    routes: [post('list', '/cmp/sim/sms/list', CARD), post('send', '/cmp/sim/sms/send', '2020001')],
  },
  {
    name: 'vip-call',
    routes: [
      post('list', '/cmp/sim/vipcall/list', CARD),
      post('add', '/cmp/sim/vipcall/add', '2020002'),
      post('remove', '/cmp/sim/vipcall/remove', '2020002'),
    ],
  },
  // ── zones, communication services, operators (groups commserv, operator-config) ──
  // The catalogue is read under billing (4000000: plans are sold on it) and changed under operator (7000000).
  {
    name: 'commserv',
    routes: [
      post('list', '/cmp/sim/commserv/list', '4000000'),
      post('detail', '/cmp/sim/commserv/detail', '4000000'),
      post('add', '/cmp/sim/commserv/add', '7000000'),
      post('edit', '/cmp/sim/commserv/edit', '7000000'),
      post('block', '/cmp/sim/commserv/block', '7000000'),
      post('allow', '/cmp/sim/commserv/allow', '7000000'),
      post('qosList', '/cmp/sim/commserv/qos/list', '7000000'),
      post('speedLimit', '/cmp/sim/commserv/qos/speedLimit', '7000000'),
      post('redirect', '/cmp/sim/commserv/redirect/save', '7000000'),
      post('zoneList', '/cmp/sim/zone/list', '4000000'),
      post('zoneDetail', '/cmp/sim/zone/detail', '4000000'),
      post('zoneSave', '/cmp/sim/zone/save', '7000000'),
      post('zoneBlock', '/cmp/sim/zone/block', '7000000'),
      post('zoneAllow', '/cmp/sim/zone/allow', '7000000'),
    ],
  },
  {
    name: 'operator-config',
    routes: [
      post('accountList', '/cmp/core/operator/account/list', '7000000'),
      post('accountDetail', '/cmp/core/operator/account/detail', '7000000'),
      post('accountAdd', '/cmp/core/operator/account/add', '7000000'),
      post('accountEdit', '/cmp/core/operator/account/edit', '7000000'),
      post('accountStatus', '/cmp/core/operator/account/status', '7000000'),
      post('nameList', '/cmp/core/operator/name/list', '7000000'),
      post('commList', '/cmp/core/operator/comm/list', '7000000'),
      post('goodsList', '/cmp/base/goods/operator/list', '7000000'),
      post('goodsAdd', '/cmp/base/goods/operator/add', '7000000'),
      post('goodsDelete', '/cmp/base/goods/operator/delete', '7000000'),
      post('goodsStatus', '/cmp/base/goods/operator/status', '7000000'),
    ],
  },
  // ── rate plans and APNs (groups plan, apn) ──
  {
    name: 'plan',
    routes: [
      post('basicList', '/cmp/base/goods/basic/list', '4000000'),
      post('basicDetail', '/cmp/base/goods/basic/detail', '4000000'),
      post('basicSave', '/cmp/base/goods/basic/save', '4000000'),
      post('basicUpdate', '/cmp/base/goods/basic/update', '4000000'),
      post('basicPublish', '/cmp/base/goods/basic/publish', '4000000'),
      post('basicSwitch', '/cmp/base/goods/basic/switch', '4010003'),
      post('basicDelete', '/cmp/base/goods/basic/delete', '4010001'),
      post('retailList', '/cmp/base/goods/retail/list', '4000000'),
      post('retailDetail', '/cmp/base/goods/retail/detail', '4000000'),
      post('retailSave', '/cmp/base/goods/retail/save', '4000000'),
      post('retailUpdate', '/cmp/base/goods/retail/update', '4000000'),
      post('retailSwitch', '/cmp/base/goods/retail/switch', '4010004'),
      post('retailDelete', '/cmp/base/goods/retail/delete', '4010002'),
      post('retailRecord', '/cmp/base/goods/retail/changeRecord', '4000000'),
    ],
  },
  {
    name: 'apn',
    routes: [
      post('list', '/cmp/base/apn/list', '7000000'),
      post('detail', '/cmp/base/apn/detail', '7000000'),
      post('save', '/cmp/base/apn/save', '7030001'),
      post('update', '/cmp/base/apn/update', '7030002'),
    ],
  },
  // ── API management (group api-manager) ──
  {
    name: 'api-manager',
    routes: [
      post('appKeyGet', '/cmp/core/api/appKey/get', API_MANAGE),
      post('appKeyReset', '/cmp/core/api/appKey/reset', API_MANAGE),
      post('configGet', '/cmp/core/api/config/get', API_MANAGE),
      post('configSave', '/cmp/core/api/config/save', API_MANAGE),
      post('ipList', '/cmp/core/api/ip/list', API_MANAGE),
      post('ipSave', '/cmp/core/api/ip/save', API_MANAGE),
      post('ipDelete', '/cmp/core/api/ip/delete', API_MANAGE),
      post('ipOpen', '/cmp/core/api/ip/open', API_MANAGE),
      post('ipStop', '/cmp/core/api/ip/stop', API_MANAGE),
      post('limitSave', '/cmp/core/api/limit/save', API_MANAGE),
      post('limitSelect', '/cmp/core/api/limit/select', API_MANAGE),
      // The open API: signed with the enterprise's app key, no portal token.
      post('openCardStatus', '/cmp/open/card/status', 'appKey'),
    ],
  },
];

/** Background workers: Lambdas that are not behind the HTTP API (state-machine tasks, bus and schedule targets). */
export const workers = ['batch-worker', 'usage-ingest', 'export-worker', 'import-worker', 'card-cycle'] as const;
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
  'export-worker': 'download/worker-handler.ts',
  'import-worker': 'card-import/worker-handler.ts',
  'card-cycle': 'card-detail/cycle-handler.ts',
};
