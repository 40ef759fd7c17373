/**
 * The rules of partner widget sessions and tokens (pure; docs/decisions.md "Partner widgets and the
 * open API v1"): how long a session lives, how a token is made and recognised, which origins are
 * well-formed, and what a scope lets a token read.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { WidgetScope } from '../shared/data/entities/widget.entity.ts';

export type { WidgetScope };

/** A session (and the token it becomes) lives at most 15 minutes from its mint. */
export const WIDGET_SESSION_MAX_SECONDS = 15 * 60;
export const WIDGET_SESSION_MIN_SECONDS = 60;
export const WIDGET_SESSION_DEFAULT_SECONDS = 10 * 60;
/** A session scoped to cards names at most this many ICCIDs. */
export const WIDGET_SCOPE_MAX_ICCIDS = 50;
/** `Authorization: Widget <token>`. */
export const WIDGET_AUTH_SCHEME = 'Widget';

/** A new session id (the partner hands it to its page) or token: 32 random bytes, base64url. */
export const newWidgetSecret = (random: (size: number) => Buffer = randomBytes): string => random(32).toString('base64url');

/** What is stored of a token: its SHA-256 (a leaked table never yields a usable token). */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const SECRET = /^[A-Za-z0-9_-]{43}$/;
/** Whether a value could be a session id or token at all (anything else is refused without a read). */
export const wellFormedSecret = (value: string | undefined): value is string => Boolean(value && SECRET.test(value));

/** The token of an `Authorization: Widget <token>` header, or undefined. */
export function widgetTokenFromHeader(authorization: string | undefined): string | undefined {
  const match = /^Widget\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match && wellFormedSecret(match[1]) ? match[1] : undefined;
}

/** Epoch seconds of a time. */
export const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** Whether a session (or a token, which ends with its session) is still valid at `now`. */
export const stillValid = (item: { expiresAt: number }, now: Date): boolean => item.expiresAt > epochSeconds(now);

/** Whether a card (its ICCID and secondary customer) is inside a scope of the enterprise. */
export function cardInScope(scope: WidgetScope, card: { iccid: string; custId?: string | null }): boolean {
  switch (scope.kind) {
    case 'enterprise':
      return true;
    case 'customer':
      return card.custId === scope.custId;
    case 'iccids':
      return scope.iccids.includes(card.iccid);
  }
}

/** A scope as the session mint accepts it: exactly one of the whole enterprise, one customer, a list of ICCIDs. */
export function scopeOfRequest(body: { custId?: string; iccids?: string[] }): WidgetScope | 'ambiguous' {
  if (body.custId && body.iccids?.length) return 'ambiguous';
  if (body.custId) return { kind: 'customer', custId: body.custId };
  if (body.iccids?.length) return { kind: 'iccids', iccids: [...new Set(body.iccids)].sort() };
  return { kind: 'enterprise' };
}
