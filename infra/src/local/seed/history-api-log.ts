/**
 * The API log's demo history: Acme and Globex get app keys through API management, then their
 * "partner servers" make real signed open-API calls through the local gateway — card status reads
 * that succeed, and refused ones (a wrong signature, a source IP outside the allow-list, an unknown
 * key, another enterprise's card) — so the log shows what a partner's integration leaves behind.
 */
import { signOpenApiRequest } from '@cmp/functions/api-manager/signature';
import type { Card } from '@cmp/functions/card/card-record';
import type { SeedClient } from './history-client.ts';

const OPEN_PATH = '/api/cmp/open/card/status';

interface AppKey {
  appKey: string;
  secret: string;
}

/** One signed call as a partner's server makes it; answers the HTTP status. */
async function openCall(url: string, key: AppKey, iccid: string, opts: { secret?: string } = {}): Promise<number> {
  const body = JSON.stringify({ iccid });
  const timestamp = String(Date.now());
  const res = await fetch(`${url}${OPEN_PATH}?lang=en-US`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cmp-app-key': key.appKey,
      'x-cmp-timestamp': timestamp,
      'x-cmp-signature': signOpenApiRequest(opts.secret ?? key.secret, timestamp, OPEN_PATH, body),
    },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

const expectStatus = (what: string, got: number, want: number) => {
  if (got !== want) throw new Error(`history seed: open API ${what}: ${got}, expected ${want}`);
};

/** Answers Acme's key, for the partner server's later calls (history-widgets.ts). */
export async function seedOpenApiCalls(api: SeedClient, url: string, cards: readonly Card[]): Promise<AppKey> {
  const cardsOf = (channelCustId: string, n: number) =>
    cards
      .filter((c) => c.channelCustId === channelCustId)
      .slice(0, n)
      .map((c) => c.iccid);
  const acme = api.as('acme');
  const globex = api.as('globex');
  const acmeKey = await acme<AppKey>('/cmp/core/api/appKey/reset');
  const globexKey = await globex<AppKey>('/cmp/core/api/appKey/reset');
  const acmeCards = cardsOf('C1001', 6);
  const globexCards = cardsOf('C1002', 4);

  for (const iccid of acmeCards) expectStatus('Acme card status', await openCall(url, acmeKey, iccid), 200);
  for (const iccid of globexCards) expectStatus('Globex card status', await openCall(url, globexKey, iccid), 200);
  // Refused: a wrong signature, another enterprise's card, a key that belongs to nobody.
  expectStatus('wrong signature', await openCall(url, acmeKey, acmeCards[0]!, { secret: 'an-old-secret' }), 401);
  expectStatus("another enterprise's card", await openCall(url, acmeKey, globexCards[0]!), 404);
  expectStatus('unknown key', await openCall(url, { appKey: 'akRETIRED0001', secret: 'x' }, acmeCards[1]!), 401);
  // Globex switches its allow-list on for its data centre: a call from elsewhere is refused, then it switches it off.
  await globex('/cmp/core/api/ip/save', { ip: '198.51.100.0/24', remark: 'Data centre' });
  await globex('/cmp/core/api/ip/open');
  expectStatus('IP not allowed', await openCall(url, globexKey, globexCards[1]!), 403);
  await globex('/cmp/core/api/ip/stop');
  expectStatus('Globex card status', await openCall(url, globexKey, globexCards[1]!), 200);
  return acmeKey;
}
