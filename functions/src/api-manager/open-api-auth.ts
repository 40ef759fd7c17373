import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import type { ApiConfigRepository } from './api-config.repository.ts';
import { ipAllowed } from './ip-rules.ts';
import { USAGE_TTL_SECONDS } from './limit-rules.ts';
import { signatureMatches, timestampFresh } from './signature.ts';

/** The caller of a signed open-API request: an enterprise, identified by its app key. */
export interface AppClient {
  appKey: string;
  channelCustId: string;
}

export const OPEN_API_HEADERS = {
  appKey: 'x-cmp-app-key',
  timestamp: 'x-cmp-timestamp',
  signature: 'x-cmp-signature',
} as const;

/** Callers verified for the request (event) they came with; read by the route through appClientOf. */
const verified = new WeakMap<APIGatewayProxyEventV2, AppClient>();
/** Who a request said it was, as far as the checks got (the API log records refused calls too). */
const claimed = new WeakMap<APIGatewayProxyEventV2, { appKey: string; channelCustId: string | null }>();

const APP_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The caller a signed request claimed to be, for the API log: the app key it sent ('' when none or a
 * malformed one) and the enterprise that key belongs to (null when it belongs to nobody), whether or
 * not the request passed the checks.
 */
export function claimedCallerOf(event: APIGatewayProxyEventV2): { appKey: string; channelCustId: string | null } {
  const known = claimed.get(event);
  if (known) return known;
  const appKey = event.headers?.[OPEN_API_HEADERS.appKey]?.trim() ?? '';
  return { appKey: APP_KEY.test(appKey) ? appKey : '', channelCustId: null };
}

/** The verified caller of an `appKey` route's request; only the authenticate middleware puts one there. */
export function appClientOf(event: APIGatewayProxyEventV2): AppClient {
  const client = verified.get(event);
  if (!client) throw new AppError('OPEN_API_SIGNATURE');
  return client;
}

const rawBodyOf = (event: APIGatewayProxyEventV2): string =>
  !event.body ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

/**
 * Checks a signed open-API request in the order a caller can fix things: credentials and signature
 * (401), the API switch and the IP allow-list (403), then counts the call against the daily limit
 * (429). Nothing is counted for a refused request.
 */
export function createAppKeyAuthenticator(d: { configs: ApiConfigRepository; clock: () => Date }) {
  return async (event: APIGatewayProxyEventV2): Promise<AppClient> => {
    const header = (name: string) => event.headers?.[name]?.trim();
    const appKey = header(OPEN_API_HEADERS.appKey);
    const timestamp = header(OPEN_API_HEADERS.timestamp);
    const signature = header(OPEN_API_HEADERS.signature);
    if (!appKey || !APP_KEY.test(appKey)) throw new AppError('OPEN_API_SIGNATURE');
    // The key's enterprise is looked up before any refusal but a malformed key's, so the API log
    // files a refused call (stale timestamp, wrong signature) under the enterprise whose key it used.
    const channelCustId = await d.configs.enterpriseOfAppKey(appKey);
    const settings = channelCustId ? await d.configs.get(channelCustId) : undefined;
    const owned = Boolean(settings && settings.appKey === appKey);
    claimed.set(event, { appKey, channelCustId: owned ? settings!.channelCustId : null });
    if (!signature) throw new AppError('OPEN_API_SIGNATURE');
    const now = d.clock();
    if (!timestampFresh(timestamp, now)) throw new AppError('OPEN_API_TIMESTAMP');
    if (!settings?.secret || !owned) throw new AppError('OPEN_API_SIGNATURE');
    if (!signatureMatches(settings.secret, timestamp!, event.rawPath, rawBodyOf(event), signature))
      throw new AppError('OPEN_API_SIGNATURE');

    if (settings.status !== 'open') throw new AppError('OPEN_API_STOPPED');
    if (
      settings.ipEnforced &&
      !ipAllowed(
        event.requestContext.http.sourceIp,
        settings.ipList.map((e) => e.ip),
      )
    )
      throw new AppError('OPEN_API_IP');
    const expiresAt = Math.floor(now.getTime() / 1000) + USAGE_TTL_SECONDS;
    if (!(await d.configs.countCall(settings.channelCustId, shanghaiDay(now), settings.dailyLimit, expiresAt)))
      throw new AppError('OPEN_API_LIMIT');

    const client = { appKey, channelCustId: settings.channelCustId };
    verified.set(event, client);
    return client;
  };
}
