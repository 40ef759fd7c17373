import { accountApi } from '../account/routes.ts';
import { announcementApi } from '../announcement/routes.ts';
import { apiManagerApi } from '../api-manager/routes.ts';
import { apnApi } from '../apn/routes.ts';
import { auditApi } from '../audit/routes.ts';
/**
 * The one route table: the registry of API groups. Each group declares its routes, permission
 * codes and cloud access in its own folder (`<group>/routes.ts`); this file lists them, one line a
 * group. The CDK app, the local gateway and the handlers all read it, so a route cannot exist in
 * one place and not another. It holds metadata only (no handler code), so infra can import it
 * without bundling the functions.
 */
import { authApi } from '../auth/routes.ts';
import { authenticationApi } from '../authentication/routes.ts';
import { autoruleApi } from '../autorule/routes.ts';
import { batchApi } from '../batch/routes.ts';
import { billApi } from '../bill/routes.ts';
import { blacklistApi } from '../blacklist/routes.ts';
import { capitalApi } from '../capital/routes.ts';
import { cardDetailApi } from '../card-detail/routes.ts';
import { cardImportApi } from '../card-import/routes.ts';
import { cardLabelApi } from '../card-label/routes.ts';
import { cardPoolApi } from '../card-pool/routes.ts';
import { cardTypeApi } from '../card-type/routes.ts';
import { cardApi } from '../card/routes.ts';
import { channelBillApi } from '../channel-bill/routes.ts';
import { commservApi } from '../commserv/routes.ts';
import { contentApi } from '../content/routes.ts';
import { contractApi } from '../contract/routes.ts';
import { creditApi } from '../credit/routes.ts';
import { custOperationApi } from '../cust-operation/routes.ts';
import { customerApi } from '../customer/routes.ts';
import { dataComparisonApi } from '../data-comparison/routes.ts';
import { dataPushApi } from '../data-push/routes.ts';
import { downloadApi } from '../download/routes.ts';
import { dsimApi } from '../dsim/routes.ts';
import { euiccApi } from '../euicc/routes.ts';
import { finreportApi } from '../finreport/routes.ts';
import { homeApi } from '../home/routes.ts';
import { invoiceApi } from '../invoice/routes.ts';
import { logoApi } from '../logo/routes.ts';
import { openApiApi } from '../open-api/routes.ts';
import { operatorConfigApi } from '../operator-config/routes.ts';
import { orderApi } from '../order/routes.ts';
import { planApi } from '../plan/routes.ts';
import { prepaidApi } from '../prepaid/routes.ts';
import { queryflowApi } from '../queryflow/routes.ts';
import { realnameApi } from '../realname/routes.ts';
import { rechargeApi } from '../recharge/routes.ts';
import { regionLimitApi } from '../region-limit/routes.ts';
import { registrationApi } from '../registration/routes.ts';
import { reportApi } from '../report/routes.ts';
import { resellApi } from '../resell/routes.ts';
import { riskRenewalApi } from '../risk-renewal/routes.ts';
import { roleApi } from '../role/routes.ts';
import { saleOrderApi } from '../sale-order/routes.ts';
import { separationApi } from '../separation/routes.ts';
import type { ApiGroup, RouteDef } from '../shared/http/route-def.ts';
import { smsApi } from '../sms/routes.ts';
import { stockApi } from '../stock/routes.ts';
import { testCardApi } from '../test-card/routes.ts';
import { vipCallApi } from '../vip-call/routes.ts';
import { widgetApi } from '../widget/routes.ts';
import { withdrawalApi } from '../withdrawal/routes.ts';
import { writeOffApi } from '../write-off/routes.ts';

export type { Access, ApiGroup, HttpMethod, RouteDef, RoutePermission } from '../shared/http/route-def.ts';

export const apiGroups: ApiGroup[] = [
  authApi,
  accountApi,
  roleApi,
  announcementApi,
  logoApi,
  customerApi,
  auditApi,
  registrationApi,
  homeApi,
  batchApi,
  cardApi,
  cardDetailApi,
  euiccApi,
  downloadApi,
  cardImportApi,
  cardLabelApi,
  cardTypeApi,
  testCardApi,
  dsimApi,
  cardPoolApi,
  smsApi,
  vipCallApi,
  commservApi,
  operatorConfigApi,
  planApi,
  apnApi,
  apiManagerApi,
  billApi,
  orderApi,
  saleOrderApi,
  channelBillApi,
  capitalApi,
  prepaidApi,
  creditApi,
  contractApi,
  withdrawalApi,
  rechargeApi,
  writeOffApi,
  invoiceApi,
  finreportApi,
  dataPushApi,
  autoruleApi,
  blacklistApi,
  realnameApi,
  regionLimitApi,
  separationApi,
  authenticationApi,
  riskRenewalApi,
  reportApi,
  contentApi,
  openApiApi,
  widgetApi,
  queryflowApi,
  custOperationApi,
  dataComparisonApi,
  stockApi,
  resellApi,
];

/** Ids of the open-API routes (permission `appKey`): what the API log records and filters by. */
export const openApiRouteIds: readonly string[] = apiGroups.flatMap((g) =>
  g.routes.filter((r) => r.permission === 'appKey').map((r) => r.id),
);

/** Background workers: Lambdas that are not behind the HTTP API (state-machine tasks, bus and schedule targets). */
export const workers = [
  'batch-worker',
  'usage-ingest',
  'export-worker',
  'import-worker',
  'card-cycle',
  'bill-worker',
  'bill-schedule',
  'withdrawal-run',
  'ledger-check',
  'credit-sweep',
  'write-off-worker',
  'write-off-schedule',
  'data-push-run',
  'autorule-eval',
] as const;
export type WorkerName = (typeof workers)[number];

export function findRoute(method: string, path: string): { group: ApiGroup; route: RouteDef } | undefined {
  for (const group of apiGroups) {
    const route = group.routes.find((r) => r.method === method && r.path === path);
    if (route) return { group, route };
  }
  return undefined;
}

/**
 * API groups that share one Lambda, by area (the entry `areas/<area>.ts` sends each request to its
 * group's handler, platform/area-handler.ts). One function, one integration and fewer greedy routes
 * per area instead of per group keep the stack far from CloudFormation's resource limit as the spec's
 * second half adds groups (docs/decisions.md "Area functions"). Groups that hold a distinct privilege
 * (the user pool, a bucket, a state machine, the operator key) or only read (home) keep their own.
 */
export const apiAreas: Record<string, readonly string[]> = {
  cards: [
    'card',
    'card-detail',
    'card-label',
    'card-pool',
    'card-type',
    'test-card',
    'dsim',
    'euicc',
    'vip-call',
    'commserv',
    'sms',
    'queryflow',
    'cust-operation',
    'data-comparison',
    'resell',
  ],
  system: ['announcement', 'api-manager', 'apn', 'audit', 'customer', 'registration', 'role', 'plan'],
  billing: ['bill', 'order', 'sale-order'],
  finance: ['capital', 'prepaid', 'credit', 'contract', 'withdrawal', 'invoice', 'finreport'],
  // Groups that seal and look up identity numbers with the operator key (blacklists, real-name records; the
  // enterprise authentication may join): one function holding the key, apart from the risk area's groups.
  identity: ['blacklist', 'realname'],
  // Separation renewals start the card import's machine (a privilege, but a Lambda of its own would not fit the resource guard).
  risk: ['region-limit', 'separation', 'risk-renewal'],
  // The reports (issue #17, item 1): read-only over the report roll-ups.
  reports: ['report'],
  // Content and rights (issue #17 item 4): its one group in an area function of its own.
  content: ['content'],
  // The open API v1 and the partner widgets (issue #18): the routes partners call, apart from the portal's.
  open: ['open-api', 'widget'],
  // Stock operations start the card import's machine (like separation renewals; docs/decisions.md "Stock").
  stock: ['stock'],
};

const areaOfGroup = new Map(Object.entries(apiAreas).flatMap(([area, groups]) => groups.map((g) => [g, area] as const)));

/** The Lambda that serves an API group: its area's, or its own (named after the group). */
export const lambdaOfGroup = (group: string): string => areaOfGroup.get(group) ?? group;

/** The API Lambdas: one per area and one per group outside the areas. */
export const apiLambdas: readonly string[] = [...new Set(apiGroups.map((g) => lambdaOfGroup(g.name)))];

/** Source entry (relative to functions/src) of each Lambda: `areas/<area>.ts`, `<group>/handler.ts`, or a worker's. */
export const lambdaEntries: Record<string, string> = {
  ...Object.fromEntries(apiLambdas.map((name) => [name, apiAreas[name] ? `areas/${name}.ts` : `${name}/handler.ts`])),
  'batch-worker': 'batch/worker-handler.ts',
  'usage-ingest': 'usage/ingest-handler.ts',
  'export-worker': 'download/worker-handler.ts',
  'import-worker': 'platform/import-worker.ts',
  'card-cycle': 'platform/card-cycle-worker.ts',
  'bill-worker': 'bill/worker-handler.ts',
  'bill-schedule': 'bill/schedule-handler.ts',
  'withdrawal-run': 'withdrawal/run-handler.ts',
  'ledger-check': 'ledger/check-handler.ts',
  'credit-sweep': 'credit/sweep-handler.ts',
  'write-off-worker': 'write-off/worker-handler.ts',
  'write-off-schedule': 'write-off/schedule-handler.ts',
  'data-push-run': 'data-push/worker-handler.ts',
  'autorule-eval': 'autorule/eval-handler.ts',
};
