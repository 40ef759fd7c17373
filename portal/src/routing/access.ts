import type { AppRoute, Audience } from './types';

/**
 * The side of the product a session acts for: a platform account has no enterprise of its own, a
 * secondary customer's account has its customer too.
 */
export const audienceOf = (session: { channelCustId: string | null; custId?: string | null }): Audience =>
  session.custId ? 'secondary' : session.channelCustId ? 'enterprise' : 'platform';

/**
 * Whether a user with these permission codes may open the route. A route without a code is open to
 * any signed-in user. Codes compare as text (spec §6). A route for one side (`audience`) also needs
 * the user's side; without it the route stays closed. This guards the UI only; the API enforces.
 */
export function canAccess(
  route: Pick<AppRoute, 'permission' | 'audience'>,
  permissions: readonly string[],
  audience?: Audience,
): boolean {
  if (route.audience !== undefined && !(audience && ([] as Audience[]).concat(route.audience).includes(audience))) return false;
  return route.permission === undefined || permissions.includes(String(route.permission));
}
