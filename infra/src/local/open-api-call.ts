/** One signed open-API v1 call, as a partner's backend makes it (the partner demo and the history seed). */
import { signOpenApiRequest } from '@cmp/functions/api-manager/signature';

/** An app key and its secret, from API management. */
export interface AppKey {
  appKey: string;
  secret: string;
}

/** A refused v1 call, with the gateway's status. */
export class OpenApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls `path` (`/cmp/open/v1/…`) on the gateway at `gatewayUrl`, signed with `key`; answers the data, or throws `OpenApiError`. */
export async function openApiCall<T>(gatewayUrl: string, key: AppKey, path: string, body: unknown): Promise<T> {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const res = await fetch(`${gatewayUrl}/api${path}?lang=en-US`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cmp-app-key': key.appKey,
      'x-cmp-timestamp': timestamp,
      'x-cmp-signature': signOpenApiRequest(key.secret, timestamp, `/api${path}`, raw),
    },
    body: raw,
  });
  const answer = (await res.json()) as { success: boolean; data: T; msg?: string };
  if (!answer.success) throw new OpenApiError(res.status, `open API ${path}: ${res.status} ${answer.msg}`);
  return answer.data;
}
