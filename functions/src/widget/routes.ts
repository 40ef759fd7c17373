/**
 * The routes of the `widget` API group (issue #18 item 2): what partner widgets call from the
 * partner's page. The exchange turns a session (minted by the partner's backend through the open API)
 * into a read-only token once; every other route takes only that token (`Authorization: Widget <token>`)
 * and answers only inside its scope. All are cross-origin: CORS for the origins API management allows.
 *
 * ── Partner widgets (group widget) ──
 */
import { type ApiGroup, crossOrigin, post, write } from '../shared/http/route-def.ts';

export const widgetApi: ApiGroup = {
  name: 'widget',
  routes: [
    crossOrigin(write('exchange', '/cmp/widget/session/exchange', 'public')),
    crossOrigin(post('cardStatus', '/cmp/widget/card/status', 'widget')),
    crossOrigin(post('cardList', '/cmp/widget/card/list', 'widget')),
    crossOrigin(post('usage', '/cmp/widget/usage', 'widget')),
    crossOrigin(post('billSummary', '/cmp/widget/bill/summary', 'widget')),
  ],
};
