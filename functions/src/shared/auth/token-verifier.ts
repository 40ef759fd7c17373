/**
 * Verifies Cognito access tokens with aws-jwt-verify. The JWKS is fetched with the platform's
 * fetch so the local Cognito (plain http on loopback) works the same as the real one (https).
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { config } from '../../platform/config.ts';

export interface AccessClaims {
  username: string;
  jti: string;
  exp: number;
  iat: number;
}

const fetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const res = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return res.arrayBuffer();
  },
};

let verifier: { verify(token: string): Promise<JwtPayload> } | undefined;

function getVerifier() {
  verifier ??= JwtRsaVerifier.create(
    {
      issuer: config('tokenIssuer'),
      jwksUri: config('jwksUri'),
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== config('userPoolClientId')) throw new Error('Token of another client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );
  return verifier;
}

/** Returns the claims of a valid access token, or undefined for a missing, bad or expired one. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
  try {
    const payload = await getVerifier().verify(token);
    const username = String(payload.username ?? '');
    const jti = String(payload.jti ?? payload.origin_jti ?? '');
    if (!username || !jti || !payload.exp || !payload.iat) return undefined;
    return { username, jti, exp: payload.exp, iat: payload.iat };
  } catch {
    return undefined;
  }
}
