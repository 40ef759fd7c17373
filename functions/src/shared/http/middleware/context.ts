import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Principal } from '../../auth/principal.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { ResolvedRoute } from '../route.ts';

/** What the middleware chain learns about a request, carried on the Lambda context (as middy middlewares do). */
export interface CmpState {
  lang: Lang;
  route?: ResolvedRoute;
  principal?: Principal | null;
  /** Who an Idempotency-Key is scoped to when there is no principal: a signed open-API caller (`app:<appKey>`). */
  caller?: string;
  body?: unknown;
}

export type ApiRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;
export type ApiMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

export const state = (request: { context: Context }): CmpState => stateOf(request.context);

export const stateOf = (context: Context): CmpState => {
  const holder = context as Context & { cmp?: CmpState };
  holder.cmp ??= { lang: 'zh-CN' };
  return holder.cmp;
};
