/** Partner widgets (issue #18): sessions minted through the open API, the tokens they become, the origin directory. */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

/** What a widget session (and its token) may read: the enterprise, one secondary customer or a list of its cards. */
export type WidgetScope = { kind: 'enterprise' } | { kind: 'customer'; custId: string } | { kind: 'iccids'; iccids: string[] };

export const widgetSessionEntity = /* @__PURE__ */ entity({
  name: 'widget session',
  attributes: {
    sessionId: attr<string>(),
    channelCustId: attr<string>(),
    appKey: attr<string>(),
    scope: attr<WidgetScope>(),
    createdAt: attr<string>(),
    /** Epoch seconds: the session (and the token it becomes) is void after this; also the TTL. */
    expiresAt: attr<number>(),
    /** Set by the one exchange; a second exchange finds it and is refused. */
    exchangedAt: optionalAttr<string>(),
  },
  key: ({ sessionId }: { sessionId: string }) => keys.widgetSession(sessionId),
});

export const widgetTokenEntity = /* @__PURE__ */ entity({
  name: 'widget token',
  attributes: {
    tokenHash: attr<string>(),
    sessionId: attr<string>(),
    channelCustId: attr<string>(),
    scope: attr<WidgetScope>(),
    /** The browser origin that exchanged the session: the only origin the token is accepted from. */
    origin: attr<string>(),
    expiresAt: attr<number>(),
  },
  key: ({ tokenHash }: { tokenHash: string }) => keys.widgetToken(tokenHash),
});

export const widgetOriginEntity = /* @__PURE__ */ entity({
  name: 'widget origin directory',
  /** One item per enterprise whose API management allows the origin. */
  attributes: { origin: attr<string>(), channelCustId: attr<string>() },
  key: ({ origin, channelCustId }: { origin: string; channelCustId: string }) => keys.widgetOrigin(origin, channelCustId),
});
