/**
 * Every route's benchmark request, grouped by API group in one small file per area. requests.test.ts
 * fails when a route of the route table has none, or a request names a route that no longer exists.
 */
import { apiManagerRequests } from './api-manager.ts';
import { authenticationRequests } from './authentication.ts';
import { autoruleRequests } from './autorules.ts';
import { billRequests } from './bills.ts';
import { cardDataRequests } from './card-data.ts';
import { cardRequests } from './cards.ts';
import { catalogueRequests } from './catalogue.ts';
import { contentRequests } from './content.ts';
import { contractRequests } from './contracts.ts';
import { dataPushRequests } from './data-push.ts';
import { finReportRequests } from './finreports.ts';
import { fundsRequests } from './funds.ts';
import { homeRequests } from './home.ts';
import { identityRequests } from './identity.ts';
import { invoiceRequests } from './invoices.ts';
import { openApiRequests } from './open-api.ts';
import { orderRequests } from './orders.ts';
import { platformRequests } from './platform.ts';
import { prepaidRequests } from './prepaid.ts';
import { quickEntryRequests } from './quick-entries.ts';
import { rechargeRequests } from './recharges.ts';
import { renewalRequests } from './renewals.ts';
import { reportRequests } from './reports.ts';
import { riskRequests } from './risk.ts';
import { channelBillRequests, saleOrderRequests } from './sales.ts';
import { separationRequests } from './separation.ts';
import { stockRequests } from './stock.ts';
import type { BenchRequest, GroupRequests } from './types.ts';
import { withdrawalRequests } from './withdrawals.ts';
import { writeOffRequests } from './write-offs.ts';

export const requestKey = (group: string, routeId: string) => `${group}.${routeId}`;

const areas: GroupRequests[] = [
  platformRequests,
  homeRequests,
  cardRequests,
  cardDataRequests,
  catalogueRequests,
  apiManagerRequests,
  autoruleRequests,
  billRequests,
  orderRequests,
  saleOrderRequests,
  channelBillRequests,
  fundsRequests,
  withdrawalRequests,
  rechargeRequests,
  writeOffRequests,
  prepaidRequests,
  contractRequests,
  invoiceRequests,
  finReportRequests,
  dataPushRequests,
  identityRequests,
  riskRequests,
  separationRequests,
  authenticationRequests,
  renewalRequests,
  reportRequests,
  contentRequests,
  openApiRequests,
  quickEntryRequests,
  stockRequests,
];

/** `group.routeId` → request. An API group declared in two areas is a mistake the test reports. */
export const benchRequests: Record<string, BenchRequest> = Object.fromEntries(
  areas.flatMap((area) =>
    Object.entries(area).flatMap(([group, routes]) => Object.entries(routes).map(([id, r]) => [requestKey(group, id), r])),
  ),
);

/** API groups declared by more than one area file. */
export const duplicateGroups = (): string[] => {
  const names = areas.flatMap((a) => Object.keys(a));
  return names.filter((n, i) => names.indexOf(n) !== i);
};
