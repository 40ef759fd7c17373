/**
 * Partner widgets' and the open API v1's demo history (issue #18): Acme allows its partner portal's
 * origin in API management, its partner server reads cards, usage and bills through the signed v1
 * routes and mints a widget session for Acme East, which the partner's page exchanges — so the API
 * management page lists an origin and the API log shows v1 calls and a session mint.
 */
import type { Card } from '@cmp/functions/card/card-record';
import { shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { type AppKey, openApiCall as v1 } from '../open-api-call.ts';
import type { SeedClient } from './history-client.ts';

/** The origin of Acme's (imagined) partner portal, allowed to embed its widgets. */
export const ACME_PARTNER_ORIGIN = 'https://partner.acme.example';

export async function seedWidgets(api: SeedClient, url: string, acmeKey: AppKey, cards: readonly Card[]): Promise<void> {
  const acme = api.as('acme');
  await acme('/cmp/core/api/origin/save', { origin: ACME_PARTNER_ORIGIN });
  const east = cards.find((c) => c.channelCustId === 'C1001' && c.custId === 'S2001');
  if (!east) throw new Error('history seed: no card of Acme East');
  await v1(url, acmeKey, '/cmp/open/v1/card/list', { pageSize: 20 });
  await v1(url, acmeKey, '/cmp/open/v1/card/detail', { iccid: east.iccid });
  await v1(url, acmeKey, '/cmp/open/v1/card/usage', {
    iccid: east.iccid,
    granularity: 'daily',
    period: shanghaiMonth(new Date()),
  });
  await v1(url, acmeKey, '/cmp/open/v1/bill/list', {});
  const { sessionId } = await v1<{ sessionId: string }>(url, acmeKey, '/cmp/open/v1/widget/session', { custId: 'S2001' });
  const res = await fetch(`${url}/api/cmp/widget/session/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ACME_PARTNER_ORIGIN },
    body: JSON.stringify({ sessionId }),
  });
  if (res.status !== 200) throw new Error(`history seed: widget session exchange: ${res.status}`);
}
