import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createApiConfigRepository } from '../../../api-manager/api-config.repository.ts';
import { createAppKeyAuthenticator } from '../../../api-manager/open-api-auth.ts';
import { loadPrincipal } from '../../auth/load-principal.ts';
import type { Principal } from '../../auth/principal.ts';
import { once } from '../../aws/once.ts';
import type { Lang } from '../../i18n/lang.ts';
import { AppError } from '../error-catalogue.ts';
import { type ApiMiddleware, state } from './context.ts';

export interface AuthenticateOptions {
  load?: (authorization: string | undefined, lang: Lang) => Promise<Principal>;
  /** Verifies a signed open-API request (`appKey` routes); the route reads the caller with appClientOf. */
  verifyAppKey?: (event: APIGatewayProxyEventV2) => Promise<unknown>;
}

/** Built on first use, so groups without open-API routes never create its repository. */
const appKeyVerifier = once(() => createAppKeyAuthenticator({ configs: createApiConfigRepository(), clock: () => new Date() }));

/**
 * Verifies the token, loads the principal and enforces the route's permission code (403). Open-API
 * routes (`appKey`) take no token: the request's app-key signature, switches and limits are checked
 * instead, and the principal stays null.
 */
export function authenticate(options: AuthenticateOptions = {}): ApiMiddleware {
  const load = options.load ?? ((auth, lang) => loadPrincipal(auth, lang));
  const verifyAppKey = options.verifyAppKey ?? ((event) => appKeyVerifier()(event));
  return {
    before: async (request) => {
      const s = state(request);
      const permission = s.route?.def.permission;
      if (!permission || permission === 'public') {
        s.principal = null;
        return;
      }
      if (permission === 'appKey') {
        s.principal = null;
        await verifyAppKey(request.event);
        return;
      }
      const principal = await load(request.event.headers?.authorization, s.lang);
      if (permission !== 'signedIn' && !principal.permissions.has(permission)) throw new AppError('FORBIDDEN');
      s.principal = principal;
    },
  };
}
