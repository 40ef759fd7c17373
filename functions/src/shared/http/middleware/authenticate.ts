import { loadPrincipal } from '../../auth/load-principal.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Lang } from '../../i18n/lang.ts';
import { AppError } from '../error-catalogue.ts';
import { type ApiMiddleware, state } from './context.ts';

export interface AuthenticateOptions {
  load?: (authorization: string | undefined, lang: Lang) => Promise<Principal>;
}

/** Verifies the token, loads the principal and enforces the route's permission code (403). */
export function authenticate(options: AuthenticateOptions = {}): ApiMiddleware {
  const load = options.load ?? ((auth, lang) => loadPrincipal(auth, lang));
  return {
    before: async (request) => {
      const s = state(request);
      const permission = s.route?.def.permission;
      if (!permission || permission === 'public') {
        s.principal = null;
        return;
      }
      const principal = await load(request.event.headers?.authorization, s.lang);
      if (permission !== 'signedIn' && !principal.permissions.has(permission)) throw new AppError('FORBIDDEN');
      s.principal = principal;
    },
  };
}
