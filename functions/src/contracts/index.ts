/**
 * One contract for the server and the portal (issue #12, item 1; docs/decisions.md "One contract
 * for server and portal"). Exported as `@cmp/functions/contracts`. Pure: no AWS code, nothing with
 * side effects; the route types arrive through type-only imports of the groups' handlers.
 */
export {
  routes,
  type Contract,
  type Jsonified,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  type RoutePath,
} from './routes.ts';
export * from './jobs.ts';
export * from './tables.ts';
export type * from './views.ts';
