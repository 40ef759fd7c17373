import type { AppRoute } from './types';

/**
 * Whether a user with these permission codes may open the route. A route without a code is open to
 * any signed-in user. Codes compare as text (spec §6). This guards the UI only; the API enforces.
 */
export function canAccess(route: Pick<AppRoute, 'permission'>, permissions: readonly string[]): boolean {
  return route.permission === undefined || permissions.includes(String(route.permission));
}
