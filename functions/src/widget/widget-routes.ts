/** The widget routes' implementations (routes.ts declares them): each reads inside the verified token's scope. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { pageFields } from '../shared/data/page-cursor.ts';
import { publicRoute } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { openServices } from './open-services.ts';
import { widgetTokenOf } from './widget-auth.ts';
import type { Reader } from './widget-read.service.ts';

const iccid = str({ pattern: /^\d{19,20}$/ });
const readerOf = (event: APIGatewayProxyEventV2): Reader => {
  const token = widgetTokenOf(event);
  return { loginName: `widget:${token.sessionId.slice(0, 8)}`, channelCustId: token.channelCustId, scope: token.scope };
};

export const widgetRoutes = {
  exchange: publicRoute({
    input: { sessionId: str({ max: 64 }) },
    run: ({ body, event }) => openServices().sessions.exchange(body.sessionId, event.headers?.origin?.trim()),
  }),
  cardStatus: publicRoute({
    input: { iccid },
    run: ({ body, event, lang }) => openServices().reads.cardStatus(readerOf(event), body.iccid, lang),
  }),
  cardList: publicRoute({
    input: { search: optional(str({ max: 20, pattern: /^\d{5,20}$/ })), ...pageFields },
    run: ({ body, event, lang }) => openServices().reads.cardList(readerOf(event), body, lang),
  }),
  usage: publicRoute({
    input: {
      iccid: optional(iccid),
      poolId: optional(str({ max: 64 })),
      granularity: oneOf(['daily', 'monthly'] as const),
      period: str({ pattern: /^\d{4}(-\d{2})?$/ }),
    },
    run: ({ body, event }) => openServices().reads.usage(readerOf(event), body),
  }),
  billSummary: publicRoute({ run: ({ event, lang }) => openServices().reads.billSummary(readerOf(event), lang) }),
};
