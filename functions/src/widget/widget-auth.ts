import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiConfigRecord } from '../api-manager/api-config.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { stillValid, tokenHashOf, widgetTokenFromHeader } from './widget-rules.ts';
import type { WidgetRepository, WidgetToken } from './widget.repository.ts';

/** Tokens verified for the request (event) they came with; read by the widget routes through widgetTokenOf. */
const verified = new WeakMap<APIGatewayProxyEventV2, WidgetToken>();

/** The verified widget token of a `widget` route's request; only the authenticate middleware puts one there. */
export function widgetTokenOf(event: APIGatewayProxyEventV2): WidgetToken {
  const token = verified.get(event);
  if (!token) throw new AppError('WIDGET_TOKEN');
  return token;
}

/** Whether the enterprise's settings allow a browser origin to use its widgets (and its open API is open). */
export function originAllowedBy(settings: ApiConfigRecord | undefined, origin: string | undefined): boolean {
  return Boolean(origin && settings && settings.status === 'open' && settings.widgetOrigins?.some((o) => o.origin === origin));
}

/**
 * Checks a widget route's request: `Authorization: Widget <token>` names a stored, unexpired token
 * (401 otherwise), sent from the very origin that exchanged it and that its enterprise still allows,
 * with the enterprise's API open (403 WIDGET_ORIGIN otherwise: the CORS middleware then leaves out
 * the allow header, so the page cannot read the answer either).
 */
export function createWidgetVerifier(d: {
  widgets: Pick<WidgetRepository, 'token'>;
  settingsOf: (channelCustId: string) => Promise<ApiConfigRecord | undefined>;
  clock: () => Date;
}) {
  return async (event: APIGatewayProxyEventV2): Promise<WidgetToken> => {
    const token = widgetTokenFromHeader(event.headers?.authorization);
    if (!token) throw new AppError('WIDGET_TOKEN');
    const item = await d.widgets.token(tokenHashOf(token));
    if (!item || !stillValid(item, d.clock())) throw new AppError('WIDGET_TOKEN');
    const origin = event.headers?.origin?.trim();
    if (origin !== item.origin || !originAllowedBy(await d.settingsOf(item.channelCustId), origin))
      throw new AppError('WIDGET_ORIGIN');
    verified.set(event, item);
    return item;
  };
}
