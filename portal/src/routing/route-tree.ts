import { canAccess } from './access';
import type { AppRoute, Audience } from './types';

/** The menu the user sees: entries they may open; a parent only if one of its children remains. */
export function visibleMenu(routes: readonly AppRoute[], permissions: readonly string[], audience?: Audience): AppRoute[] {
  return routes.flatMap((route) => {
    if (!route.menu || !canAccess(route, permissions, audience)) return [];
    if (!route.children) return [route];
    const children = visibleMenu(route.children, permissions, audience);
    return children.length ? [{ ...route, children }] : [];
  });
}

/** The chain of routes from the top to the one matching the path exactly (empty if none). */
export function findTrail(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const route of routes) {
    if (matchesPath(route.path, path)) return [route];
    if (route.children && path.startsWith(`${route.path}/`)) {
      const rest = findTrail(route.children, path);
      if (rest.length) return [route, ...rest];
    }
  }
  return [];
}

/** Where a parent entry leads: its first menu child the user may open, else its first child. */
export function firstChildPath(route: AppRoute, permissions: readonly string[], audience?: Audience): string | undefined {
  const children = route.children ?? [];
  const target = children.find((child) => child.menu && canAccess(child, permissions, audience)) ?? children[0];
  return target?.children ? firstChildPath(target, permissions, audience) : target && linkPath(target.path);
}

/** Whether a concrete path fits a route path with `:param` and optional `:param?` segments. */
export function matchesPath(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (given.length > wanted.length) return false;
  return wanted.every((segment, i) => {
    const value = given[i];
    if (segment.startsWith(':')) return value !== undefined ? value !== '' : segment.endsWith('?');
    return segment === value;
  });
}

/** A route path usable as a link: optional parameters dropped (`/home/account/list/:channelCustId?` → `/home/account/list`). */
export function linkPath(pattern: string): string {
  return pattern.replace(/\/:[^/]+\?/g, '');
}

/** Every leaf (a route with a page), depth first. */
export function leaves(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => (route.children ? leaves(route.children) : route.page ? [route] : []));
}

/** Whether the path is a page this user may open (used to honour a stored last path). */
export function isReachable(
  routes: readonly AppRoute[],
  pathname: string,
  permissions: readonly string[],
  audience?: Audience,
): boolean {
  const trail = findTrail(routes, pathname.split('?')[0] ?? '');
  return trail.length > 0 && trail.every((route) => canAccess(route, permissions, audience));
}
