/**
 * Per API route: its id (`<group>.<route>`, e.g. `card-label.list`), method and path, and the
 * request and response types. Paths come from the one route table; types from the route
 * implementations (`route({ input, run })`), so the body type is `Infer` of the schema the server
 * validates with and the answer is what `run` resolves to.
 */
import { apiGroups } from '../platform/route-table.ts';
import type { HttpMethod } from '../shared/http/route-def.ts';
import type { Handlers } from './handlers.ts';

type RoutesOf<G extends keyof Handlers> = NonNullable<Handlers[G]['routes']>;
type IoOf<T> = T extends { readonly io?: { input: infer I; output: infer O } }
  ? { input: Sendable<I>; output: Jsonified<O> }
  : never;
/** A body as a client may send it: an optional field may also be null (the server reads null as absent). */
type Sendable<I> = { [K in keyof I]: undefined extends I[K] ? I[K] | null : I[K] } & {};

/** One group's routes: `<group>.<route>` → input and output. */
type GroupContract<G extends keyof Handlers> = {
  [R in keyof RoutesOf<G> & string as `${G}.${R}`]: IoOf<RoutesOf<G>[R]>;
};
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never;

/** Every route's contract, keyed by route id. */
export type Contract = Intersect<{ [G in keyof Handlers]: GroupContract<G> }[keyof Handlers]>;

/** A route id: `<group>.<route>`, as the route table and the group's handler name it. */
export type RouteId = keyof Contract & string;
/** The body a route accepts. */
export type RequestOf<Id extends RouteId> = Contract[Id]['input'];
/** The `data` of a route's success envelope. */
export type ResponseOf<Id extends RouteId> = Contract[Id]['output'];

/** What JSON makes of a value: dates travel as ISO strings. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? Jsonified<E>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

export interface RoutePath {
  method: HttpMethod;
  /** Below `/api`, e.g. `/cmp/sim/label/list`. */
  path: string;
}

/** Route id → method and path, read from the route table (the paths' one source). */
export const routes = Object.fromEntries(
  apiGroups.flatMap((g) => g.routes.map((r) => [`${g.name}.${r.id}`, { method: r.method, path: r.path }])),
) as Record<RouteId, RoutePath>;
