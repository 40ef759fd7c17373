/** Every route a partner calls, with its implementation and a one-line summary: what the OpenAPI document covers. */
import { openCardStatusRoute } from '../api-manager/open-card-status.route.ts';
import { apiGroups } from '../platform/route-table.ts';
import type { RouteImpl } from '../shared/http/route.ts';
import { widgetRoutes } from '../widget/widget-routes.ts';
import { openApiV1Routes } from './open-routes.ts';
import type { DocumentedRoute } from './openapi-document.ts';

const summaries: Record<string, string> = {
  openCardStatus: 'A card of the enterprise: ICCID, MSISDN, operator and lifecycle state',
  v1CardList: 'The enterprise’s cards, paged, filtered by secondary customer, state, operator, ICCID or MSISDN',
  v1CardDetail: 'One card with its plan, cycle usage and operator status',
  v1CardUsage: 'A card’s daily usage of a month or monthly usage of a year',
  v1CardChangeState: 'Change a card’s lifecycle state (idempotent with Idempotency-Key)',
  v1SmsSend: 'Send an SMS to up to 1,000 cards (idempotent with Idempotency-Key)',
  v1BillList: 'The enterprise’s published bills, newest cycle first',
  v1WidgetSession: 'Mint a widget session (≤ 15 minutes) for the enterprise, one secondary customer or a list of ICCIDs',
  exchange: 'Exchange a widget session once, from an allowed origin, for a read-only widget token',
  cardStatus: 'A scoped card’s state, operator status, plan, cycle usage and online status',
  cardList: 'The scope’s cards, paged, searchable by exact ICCID or MSISDN',
  usage: 'Daily or monthly usage of a scoped card or of the whole scope',
  billSummary: 'The scope’s current and last bills',
};

const impls: Record<string, Pick<RouteImpl, 'input'>> = {
  ...openApiV1Routes,
  ...widgetRoutes,
  openCardStatus: openCardStatusRoute,
};

/** The routes of the document: every signed route, the widget routes; not the document itself. */
export const documentedRoutes = (): DocumentedRoute[] =>
  apiGroups
    .flatMap((g) => g.routes.filter((r) => r.permission === 'appKey' || (g.name === 'widget' && r.crossOrigin)))
    .map((def) => {
      const impl = impls[def.id];
      if (!impl) throw new Error(`No implementation documented for open route ${def.id}`);
      return { def, impl, summary: summaries[def.id] ?? def.id };
    });
