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
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly status: 200 | 201 | 202 | 204 = 200,
    readonly msgKey?: SuccessKey,
  ) {}
}

/** A whole JSON document answered as it is, without the envelope (the OpenAPI document). */
export class DocumentReply {
  constructor(readonly document: unknown) {}
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

export interface RouteImpl<S extends Schema = Schema, P extends Principal | null = Principal, O = unknown> {
  input?: S;
  /** The owned thing the route is about, so platform callers may omit `channelCustId` (deep links). */
  owner?: OwnerRef;
  /** Per-role field visibility of the answer, applied by the handler to the whole answer (response-view.ts). */
  view?: ResponseView;
  run(ctx: RouteContext<Infer<S>, P>): Promise<O>;
}

/** The data a route answers: what `run` resolves to, unwrapped from a {@link Reply}. */
export type Answer<O> = O extends Reply<infer T> ? T : O;

/**
 * A route implementation that keeps, for the type checker only, the body its schema accepts and
 * the data it answers. `functions/src/contracts` reads them with `import type`, so the portal's
 * request and response types come from the schema the server validates with.
 */
export interface TypedRoute<I, O> extends RouteImpl {
  /** Never set: carries the route's input and output types. */
  readonly io?: { input: I; output: O };
}

/** Declares that a route is about the thing whose id is the body's `field`. */
export const ownedBy = (kind: OwnerKind, field: string, notFound?: ErrorKey): OwnerRef => ({ kind, field, notFound });

/** Declares a route implementation; the schema types the body the route receives. */
export const route = <S extends Schema = Record<string, never>, O = unknown>(
  impl: RouteImpl<S, Principal, O>,
): TypedRoute<Infer<S>, Answer<O>> => impl as unknown as TypedRoute<Infer<S>, Answer<O>>;
/** A route reachable without a token (login, captcha, register). */
export const publicRoute = <S extends Schema = Record<string, never>, O = unknown>(
  impl: RouteImpl<S, null, O>,
): TypedRoute<Infer<S>, Answer<O>> => impl as unknown as TypedRoute<Infer<S>, Answer<O>>;

export interface ResolvedRoute {
  def: RouteDef;
  impl: RouteImpl;
}
