/** The open API as a partner's server calls it: signed with the app key's secret, no portal token. */
import { createHmac } from 'node:crypto';
import { baseUrl } from './api-client.ts';

export const OPEN_PATH = '/api/cmp/open/card/status';

export interface OpenCardStatus {
  iccid: string;
  msisdn: string;
  operator: string;
  state: number;
}

/** A signed call of the card-status route; `secret`/`timestamp` override the right ones, `token` adds a portal token. */
export async function openCall(
  key: { appKey: string; secret: string },
  body: unknown,
  opts: { timestamp?: number; secret?: string; token?: string } = {},
) {
  const raw = JSON.stringify(body);
  const ts = String(opts.timestamp ?? Date.now());
  const signature = createHmac('sha256', opts.secret ?? key.secret)
    .update(`${ts}\n${OPEN_PATH}\n${raw}`)
    .digest('hex');
  const res = await fetch(`${baseUrl()}${OPEN_PATH}?lang=en-US`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cmp-app-key': key.appKey,
      'x-cmp-timestamp': ts,
      'x-cmp-signature': signature,
      ...(opts.token ? { authorization: opts.token } : {}),
    },
    body: raw,
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data?: OpenCardStatus; msg?: string; errorCode?: number },
  };
}
