/**
 * The open API v1's route implementations (routes.ts declares them): the caller is the enterprise of
 * the app key that signed the request (appClientOf), acting through the services the portal uses as
 * that enterprise (tenant-principal.ts). The OpenAPI document is generated from these schemas.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type AppClient, appClientOf } from '../api-manager/open-api-auth.ts';
import { cardOperators } from '../card/card-filter.ts';
import { lifecycleCodes } from '../card/lifecycle.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, publicRoute } from '../shared/http/route.ts';
import { arrayOf, int, oneOf, optional, str } from '../shared/http/schema.ts';
import { SMS_SEND_MAX } from '../sms/sms-model.ts';
import { openServices } from '../widget/open-services.ts';
import { tenantPrincipal } from '../widget/tenant-principal.ts';
import { WIDGET_SCOPE_MAX_ICCIDS } from '../widget/widget-rules.ts';

const iccid = str({ pattern: /^\d{19,20}$/ });
const custId = optional(str({ max: 40 }));
const enterpriseOf = (event: APIGatewayProxyEventV2) => {
  const client: AppClient = appClientOf(event);
  return { client, principal: tenantPrincipal(`app:${client.appKey}`, client.channelCustId) };
};
const readerOf = (event: APIGatewayProxyEventV2) => {
  const { client, principal } = enterpriseOf(event);
  return { loginName: principal.loginName, channelCustId: client.channelCustId, scope: { kind: 'enterprise' as const } };
};

export const openApiV1Routes = {
  v1CardList: publicRoute({
    input: {
      custId,
      state: optional(oneOf(lifecycleCodes)),
      operator: optional(oneOf(cardOperators)),
      iccid: optional(iccid),
      msisdn: optional(str({ pattern: /^\d{5,15}$/ })),
      ...pageFields,
    },
    run: ({ body, event, lang }) => openServices().cardList.list(enterpriseOf(event).principal, body, lang),
  }),
  v1CardDetail: publicRoute({
    input: { iccid },
    run: ({ body, event, lang }) => openServices().card.reads.detail(enterpriseOf(event).principal, body, lang),
  }),
  v1CardUsage: publicRoute({
    input: {
      iccid,
      granularity: oneOf(['daily', 'monthly'] as const),
      /** `YYYY-MM` for daily usage, `YYYY` for monthly. */
      period: str({ pattern: /^\d{4}(-\d{2})?$/ }),
    },
    run: ({ body, event }) => openServices().reads.usage(readerOf(event), body),
  }),
  v1CardChangeState: publicRoute({
    input: { iccid, targetState: oneOf(lifecycleCodes) },
    run: ({ body, event, lang }) => openServices().card.actions.changeState(enterpriseOf(event).principal, body, lang),
  }),
  v1SmsSend: publicRoute({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: SMS_SEND_MAX, tooManyError: 'SMS_TOO_MANY_CARDS' }),
      content: str({ min: 1, max: 160 }),
    },
    run: ({ body, event, lang }) => openServices().card.sms.send(enterpriseOf(event).principal, body, lang),
  }),
  v1BillList: publicRoute({
    input: { cycle: optional(str({ pattern: /^\d{4}-\d{2}$/ })), ...pageFields },
    run: ({ body, event, lang }) => openServices().bills.list(enterpriseOf(event).principal, body, lang),
  }),
  v1WidgetSession: publicRoute({
    input: {
      custId,
      iccids: optional(arrayOf(iccid, { min: 1, max: WIDGET_SCOPE_MAX_ICCIDS })),
      ttlSeconds: optional(int()),
    },
    run: async ({ body, event }) => new Reply(await openServices().sessions.mint(appClientOf(event), body), 201),
  }),
};
