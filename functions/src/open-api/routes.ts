/**
 * The routes of the `open-api` API group: the open API v1 (issue #18 item 3), signed with the
 * enterprise's app key like `/cmp/open/card/status` (api-manager), tenant-scoped to the key's
 * enterprise, idempotent on its writes (Idempotency-Key scoped to the app key), every call in the
 * API log; and the OpenAPI 3.1 document generated from the route schemas (openapi-document.ts).
 * Registered in platform/route-table.ts; served by the `open` area's Lambda.
 *
 * ── Open API v1 (group open-api) ──
 */
import { type ApiGroup, get, post, write } from '../shared/http/route-def.ts';

export const openApiApi: ApiGroup = {
  name: 'open-api',
  // Card state changes publish domain events; SMS and state changes reach the operator adapter.
  access: { table: 'readWrite', publishesEvents: true },
  routes: [
    post('v1CardList', '/cmp/open/v1/card/list', 'appKey'),
    post('v1CardDetail', '/cmp/open/v1/card/detail', 'appKey'),
    post('v1CardUsage', '/cmp/open/v1/card/usage', 'appKey'),
    write('v1CardChangeState', '/cmp/open/v1/card/changeState', 'appKey'),
    write('v1SmsSend', '/cmp/open/v1/sms/send', 'appKey'),
    post('v1BillList', '/cmp/open/v1/bill/list', 'appKey'),
    // Partner widgets (issue #18 item 2): the partner's backend mints a session for its page.
    write('v1WidgetSession', '/cmp/open/v1/widget/session', 'appKey'),
    get('v1OpenApiDocument', '/cmp/open/v1/openapi.json', 'public'),
  ],
};
