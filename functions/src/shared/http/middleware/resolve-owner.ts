import { resolveScope } from '../../auth/tenant.ts';
import { once } from '../../aws/once.ts';
import { type OwnerDirectory, createOwnerDirectory } from '../../data/owner-directory.repository.ts';
import { type ApiMiddleware, state } from './context.ts';

export interface ResolveOwnerOptions {
  ownerOf?: OwnerDirectory['ownerOf'];
}

/** Built on first use, so groups without owned routes never create the directory's client. */
const directory = once(() => createOwnerDirectory());

/**
 * For routes declaring `owner` (route.ts `ownedBy`): a platform caller who names no enterprise acts
 * on the owner of the id in the body (tenant.ts resolveScope). Runs after validation, so the id is
 * well-formed; every other caller and route passes through unchanged.
 */
export function resolveOwner(options: ResolveOwnerOptions = {}): ApiMiddleware {
  const ownerOf = options.ownerOf ?? ((kind, id) => directory().ownerOf(kind, id));
  return {
    before: async (request) => {
      const s = state(request);
      const owner = s.route?.impl.owner;
      if (!owner || !s.principal) return;
      const body = (s.body ?? {}) as Record<string, unknown>;
      const id = body[owner.field];
      if (typeof id !== 'string' || !id) return;
      s.body = await resolveScope(s.principal, body, () => ownerOf(owner.kind, id), owner.notFound);
    },
  };
}
