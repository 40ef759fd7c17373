/**
 * The API as a demo account calls it, for the history seed: requests go through the local gateway
 * (route table → middy stack → services), so every seeded record is one a user's request would
 * have written. Tokens come from the user directory (the identity provider the sign-in handler
 * uses), which skips only the captcha of the sign-in page — the captcha stays on for users.
 */
import { createIdentityProvider } from '@cmp/functions/shared/auth/identity-provider';
import { DEMO_PASSWORD } from './demo-data.ts';

export interface Envelope<T> {
  success: boolean;
  data?: T;
  msg?: string;
  errorCode?: number;
}

export type SeedCall = <T = unknown>(path: string, body?: Record<string, unknown>) => Promise<T>;

/** A caller of the gateway at `url`, signed in per demo account on first use. */
export function createSeedClient(url: string) {
  const idp = createIdentityProvider();
  const tokens = new Map<string, Promise<string>>();
  const token = (loginName: string) => {
    let t = tokens.get(loginName);
    if (!t) {
      t = idp.signIn(loginName, DEMO_PASSWORD).then((issued) => {
        if (!issued) throw new Error(`history seed: ${loginName} cannot sign in`);
        return issued.accessToken;
      });
      tokens.set(loginName, t);
    }
    return t;
  };

  /** Calls `path` as `loginName`; answers `data`, throws with the server's message on a refusal. */
  const as =
    (loginName: string): SeedCall =>
    async <T>(path: string, body: Record<string, unknown> = {}) => {
      const res = await fetch(`${url}/api${path}?ts=${Date.now()}&lang=en-US`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: await token(loginName) },
        body: JSON.stringify(body),
      });
      const out = (await res.json()) as Envelope<T>;
      if (!out.success) throw new Error(`history seed: ${path} as ${loginName}: ${res.status} ${out.msg}`);
      return out.data as T;
    };

  /** Uploads a file (text as UTF-8, or bytes) through a presigned URL the API handed out. */
  const upload = async (uploadUrl: string, body: string | Uint8Array, contentType = 'text/csv') => {
    const res = await fetch(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(typeof body === 'string' ? Buffer.from(body, 'utf8') : body),
      headers: { 'content-type': contentType },
    });
    if (!res.ok) throw new Error(`history seed: upload failed with ${res.status}`);
  };

  return { as, upload };
}

export type SeedClient = ReturnType<typeof createSeedClient>;
