import type { ApiConfigRecord } from '../api-manager/api-config.ts';
import type { AppClient } from '../api-manager/open-api-auth.ts';
import type { WidgetScope } from '../shared/data/entities/widget.entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { originAllowedBy } from './widget-auth.ts';
import {
  WIDGET_SESSION_DEFAULT_SECONDS,
  WIDGET_SESSION_MAX_SECONDS,
  WIDGET_SESSION_MIN_SECONDS,
  epochSeconds,
  newWidgetSecret,
  scopeOfRequest,
  stillValid,
  tokenHashOf,
  wellFormedSecret,
} from './widget-rules.ts';
import type { WidgetRepository } from './widget.repository.ts';

export interface MintInput {
  custId?: string;
  iccids?: string[];
  ttlSeconds?: number;
}

export interface SessionView {
  sessionId: string;
  scope: WidgetScope;
  expiresAt: string;
}

export interface TokenView {
  token: string;
  scope: WidgetScope;
  expiresAt: string;
}

const iso = (epoch: number) => new Date(epoch * 1000).toISOString();

/**
 * Widget sessions (docs/decisions.md "Partner widgets and the open API v1"): a partner's backend
 * mints one through the signed open API for its enterprise, one of its secondary customers or a list
 * of its cards; the partner's page exchanges it once, from an allowed origin, for a read-only token
 * bound to that scope and origin. Both end at the session's expiry (at most 15 minutes after the mint).
 */
export function createWidgetSessionService(d: {
  widgets: Pick<WidgetRepository, 'putSession' | 'session' | 'exchange'>;
  settingsOf: (channelCustId: string) => Promise<ApiConfigRecord | undefined>;
  /** Whether the secondary customer exists under the enterprise. */
  secondaryExists: (channelCustId: string, custId: string) => Promise<boolean>;
  /** The ICCIDs of the list the enterprise does not hold. */
  foreignIccids: (channelCustId: string, iccids: string[]) => Promise<string[]>;
  clock: () => Date;
  secret?: () => string;
}) {
  const secret = d.secret ?? (() => newWidgetSecret());
  return {
    async mint(client: AppClient, body: MintInput): Promise<SessionView> {
      const scope = scopeOfRequest(body);
      if (scope === 'ambiguous') throw new AppError('VALIDATION', { reasonKey: 'unknown' }, 'iccids');
      const ttl = body.ttlSeconds ?? WIDGET_SESSION_DEFAULT_SECONDS;
      if (ttl < WIDGET_SESSION_MIN_SECONDS || ttl > WIDGET_SESSION_MAX_SECONDS)
        throw new AppError('WIDGET_TTL', { min: WIDGET_SESSION_MIN_SECONDS, max: WIDGET_SESSION_MAX_SECONDS }, 'ttlSeconds');
      if (scope.kind === 'customer' && !(await d.secondaryExists(client.channelCustId, scope.custId)))
        throw new AppError('WIDGET_CUSTOMER_UNKNOWN', {}, 'custId');
      if (scope.kind === 'iccids' && (await d.foreignIccids(client.channelCustId, scope.iccids)).length)
        throw new AppError('NOT_FOUND', {}, 'iccids');
      const now = d.clock();
      const session = {
        sessionId: secret(),
        channelCustId: client.channelCustId,
        appKey: client.appKey,
        scope,
        createdAt: now.toISOString(),
        expiresAt: epochSeconds(now) + ttl,
      };
      await d.widgets.putSession(session);
      return { sessionId: session.sessionId, scope, expiresAt: iso(session.expiresAt) };
    },

    /** The one exchange of a session for a token, from a browser origin the enterprise allows. */
    async exchange(sessionId: string, origin: string | undefined): Promise<TokenView> {
      if (!wellFormedSecret(sessionId)) throw new AppError('WIDGET_SESSION_EXPIRED');
      const now = d.clock();
      const session = await d.widgets.session(sessionId);
      if (!session || !stillValid(session, now)) throw new AppError('WIDGET_SESSION_EXPIRED');
      if (session.exchangedAt) throw new AppError('WIDGET_SESSION_USED');
      if (!originAllowedBy(await d.settingsOf(session.channelCustId), origin)) throw new AppError('WIDGET_ORIGIN');
      const token = secret();
      await d.widgets.exchange(
        session,
        {
          tokenHash: tokenHashOf(token),
          sessionId,
          channelCustId: session.channelCustId,
          scope: session.scope,
          origin: origin!,
          expiresAt: session.expiresAt,
        },
        { iso: now.toISOString(), epoch: epochSeconds(now) },
      );
      return { token, scope: session.scope, expiresAt: iso(session.expiresAt) };
    },
  };
}

export type WidgetSessionService = ReturnType<typeof createWidgetSessionService>;
