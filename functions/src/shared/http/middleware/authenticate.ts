import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../../auth/principal.ts';
import type { Lang } from '../../i18n/lang.ts';
import { AppError } from '../error-catalogue.ts';
import { type ApiMiddleware, state } from './context.ts';

/**
 * How callers are recognised, injected by the composition root (platform/api-handler.ts) so that
 * shared code never reaches the account or API-management groups.
 */
export interface AuthenticateOptions {
  /** The principal of an `Authorization` header (account/load-principal.ts). */
  load: (authorization: string | undefined, lang: Lang) => Promise<Principal>;
  /** Verifies a signed open-API request (`appKey` routes); the route reads the caller with appClientOf. */
  verifyAppKey: (event: APIGatewayProxyEventV2) => Promise<{ appKey: string }>;
  /** Verifies a partner widget's token (`widget` routes); the route reads the token with widgetTokenOf. */
  verifyWidget?: (event: APIGatewayProxyEventV2) => Promise<unknown>;
}

/**
 * Verifies the token, loads the principal and enforces the route's permission code (403). Open-API
 * routes (`appKey`) take no token: the request's app-key signature, switches and limits are checked
 * instead, and the principal stays null.
 */
export function authenticate({ load, verifyAppKey, verifyWidget }: AuthenticateOptions): ApiMiddleware {
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
        s.caller = `app:${(await verifyAppKey(request.event)).appKey}`;
        return;
      }
      if (permission === 'widget') {
        s.principal = null;
        if (!verifyWidget) throw new AppError('WIDGET_TOKEN');
        await verifyWidget(request.event);
        return;
      }
      const principal = await load(request.event.headers?.authorization, s.lang);
      if (permission !== 'signedIn' && !principal.permissions.has(permission)) throw new AppError('FORBIDDEN');
      s.principal = principal;
    },
  };
}
