import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.ts';
import type { OwnerKind } from '../data/owner-directory.repository.ts';
import type { Lang } from '../i18n/lang.ts';
import type { ErrorKey } from './error-catalogue.ts';
import type { ResponseView } from './response-view.ts';
import type { RouteDef } from './route-def.ts';
import type { Infer, Schema } from './schema.ts';
import type { SuccessKey } from './success-messages.ts';

export interface RouteContext<B, P extends Principal | null = Principal> {
  body: B;
  principal: P;
  lang: Lang;
  sourceIp: string;
  userAgent: string;
  query: Record<string, string | undefined>;
  event: APIGatewayProxyEventV2;
}

/** A non-default answer: another 2xx status and/or a success message. */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly status: 200 | 201 | 202 | 204 = 200,
    readonly msgKey?: SuccessKey,
  ) {}
}

/**
 * A route about one owned thing, named by an id field of its body (`iccid`, `batchId`, `retailId`).
 * A platform caller who names no enterprise acts on the thing's owner, found from the id
 * (middleware/resolve-owner.ts); an unknown id answers `notFound` (default NOT_FOUND).
 */
export interface OwnerRef {
  kind: OwnerKind;
  field: string;
  notFound?: ErrorKey;
}

export interface RouteImpl<S extends Schema = Schema, P extends Principal | null = Principal> {
  input?: S;
  /** The owned thing the route is about, so platform callers may omit `channelCustId` (deep links). */
  owner?: OwnerRef;
  /** Per-role field visibility of the answer, applied by the handler to the whole answer (response-view.ts). */
  view?: ResponseView;
  run(ctx: RouteContext<Infer<S>, P>): Promise<unknown>;
}

/** Declares that a route is about the thing whose id is the body's `field`. */
export const ownedBy = (kind: OwnerKind, field: string, notFound?: ErrorKey): OwnerRef => ({ kind, field, notFound });

/** Declares a route implementation; the schema types the body the route receives. */
export const route = <S extends Schema = Record<string, never>>(impl: RouteImpl<S>): RouteImpl => impl as unknown as RouteImpl;
/** A route reachable without a token (login, captcha, register). */
export const publicRoute = <S extends Schema = Record<string, never>>(impl: RouteImpl<S, null>): RouteImpl =>
  impl as unknown as RouteImpl;

export interface ResolvedRoute {
  def: RouteDef;
  impl: RouteImpl;
}
