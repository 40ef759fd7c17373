/**
 * The shape of a route declaration. Each API group declares its routes in `<group>/routes.ts`
 * with these builders; platform/route-table.ts gathers the groups.
 */
import type { BucketId } from '../../platform/table-definition.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * A permission code of spec §6 (named from platform/permissions.ts, never spelled as a literal),
 * or `public` (no token), or `signedIn` (any valid token), or `appKey` (the open API: no token, a
 * request signed with an enterprise's app key), or `widget` (a partner widget's read-only token,
 * `Authorization: Widget <token>`, accepted only from the origin that exchanged it).
 */
export type RoutePermission = 'public' | 'signedIn' | 'appKey' | 'widget' | `${number}`;

export interface RouteDef {
  /** Stable id, also the key of the implementation in the group's handler. */
  id: string;
  method: HttpMethod;
  /** Path below `/api`, e.g. `/cmp/base/oauth/login`. */
  path: string;
  permission: RoutePermission;
  /**
   * The route changes state (creates, updates, deletes, starts work). A signed-in caller may send
   * an `Idempotency-Key` with it: the first answer is stored and replayed for 24 h
   * (shared/http/idempotency.ts). Every other route only reads.
   */
  writes?: true;
  /**
   * Called by browsers on partner sites (the widget routes): answers CORS preflights and carries
   * `Access-Control-Allow-Origin` for the origins an enterprise allows (middleware/cross-origin.ts).
   */
  crossOrigin?: true;
}

/** What a Lambda may touch in the cloud; infra grants exactly this (infra/src/cloud/access.ts). */
export interface Access {
  table: 'read' | 'readWrite';
  buckets?: Partial<Record<BucketId, 'read' | 'readWrite' | 'put'>>;
  /** Admin calls on the user pool (sign-in, user creation, password set, sign-out). */
  userPoolAdmin?: boolean;
  /** Names of workflows (platform/workflows.ts) the function starts. */
  startsWorkflows?: string[];
  /** Publishes domain events to the custom bus. */
  publishesEvents?: boolean;
  /** Reads the operator-credential secret (seals and opens operator account credentials). */
  operatorSecret?: boolean;
  /** Sends notification e-mail through Amazon SES (`ses:SendRawEmail` on the sender's identity, notify/email.ts). */
  sendsEmail?: boolean;
}

export interface ApiGroup {
  /** Folder under functions/src and the Lambda's logical name. */
  name: string;
  /** What the group's Lambda may touch; absent: read and write the table, nothing else. */
  access?: Access;
  routes: RouteDef[];
}

export const post = (id: string, path: string, permission: RoutePermission): RouteDef => ({
  id,
  method: 'POST',
  path,
  permission,
});
/** A POST that changes state (see RouteDef.writes). */
export const write = (id: string, path: string, permission: RoutePermission): RouteDef => ({
  id,
  method: 'POST',
  path,
  permission,
  writes: true,
});
export const get = (id: string, path: string, permission: RoutePermission): RouteDef => ({
  id,
  method: 'GET',
  path,
  permission,
});

/**
 * The reading routes of a job group (batches, card imports, download tasks): one POST per view —
 * the list of jobs, one job's detail, its per-item results, a finished file's URL — at
 * `<base>/<view>`, all under the permission that shows the jobs.
 */
export const jobReadRoutes = (base: string, permission: RoutePermission, views: readonly string[]): RouteDef[] =>
  views.map((view) => post(view, `${base}/${view}`, permission));
/** A route a partner's page calls from its own origin (see RouteDef.crossOrigin). */
export const crossOrigin = (r: RouteDef): RouteDef => ({ ...r, crossOrigin: true });
