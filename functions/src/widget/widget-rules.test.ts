import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from '../api-manager/origin-rules.ts';
import {
  cardInScope,
  newWidgetSecret,
  scopeOfRequest,
  stillValid,
  tokenHashOf,
  wellFormedSecret,
  widgetTokenFromHeader,
} from './widget-rules.ts';

describe('widget scope rules', () => {
  const card = (iccid: string, custId: string | null) => ({ iccid, custId });

  it('lets an enterprise scope read every card of the enterprise', () => {
    expect(cardInScope({ kind: 'enterprise' }, card('89860000000000000001', null))).toBe(true);
    expect(cardInScope({ kind: 'enterprise' }, card('89860000000000000002', 'S2001'))).toBe(true);
  });

  it('lets a customer scope read only that secondary customer’s cards', () => {
    const scope = { kind: 'customer' as const, custId: 'S2001' };
    expect(cardInScope(scope, card('89860000000000000001', 'S2001'))).toBe(true);
    expect(cardInScope(scope, card('89860000000000000002', 'S2002'))).toBe(false);
    expect(cardInScope(scope, card('89860000000000000003', null))).toBe(false);
  });

  it('lets an ICCID scope read only the listed cards', () => {
    const scope = { kind: 'iccids' as const, iccids: ['89860000000000000001'] };
    expect(cardInScope(scope, card('89860000000000000001', 'S2001'))).toBe(true);
    expect(cardInScope(scope, card('89860000000000000002', 'S2001'))).toBe(false);
  });

  it('takes exactly one scope from a mint request: none is the enterprise, both are refused', () => {
    expect(scopeOfRequest({})).toEqual({ kind: 'enterprise' });
    expect(scopeOfRequest({ custId: 'S2001' })).toEqual({ kind: 'customer', custId: 'S2001' });
    expect(scopeOfRequest({ iccids: ['2', '1', '2'] })).toEqual({ kind: 'iccids', iccids: ['1', '2'] });
    expect(scopeOfRequest({ custId: 'S2001', iccids: ['1'] })).toBe('ambiguous');
  });
});

describe('widget secrets and tokens', () => {
  it('makes 43-character base64url secrets and stores only their SHA-256', () => {
    const secret = newWidgetSecret();
    expect(wellFormedSecret(secret)).toBe(true);
    expect(newWidgetSecret()).not.toBe(secret);
    expect(tokenHashOf(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHashOf(secret)).not.toContain(secret);
  });

  it('reads the token only from `Authorization: Widget <token>`', () => {
    const token = newWidgetSecret();
    expect(widgetTokenFromHeader(`Widget ${token}`)).toBe(token);
    expect(widgetTokenFromHeader(`widget ${token}`)).toBe(token);
    expect(widgetTokenFromHeader(`Bearer ${token}`)).toBeUndefined();
    expect(widgetTokenFromHeader('Widget short')).toBeUndefined();
    expect(widgetTokenFromHeader(undefined)).toBeUndefined();
  });

  it('ends a session at its expiry second', () => {
    const now = new Date('2026-11-27T05:00:00Z');
    const epoch = now.getTime() / 1000;
    expect(stillValid({ expiresAt: epoch + 1 }, now)).toBe(true);
    expect(stillValid({ expiresAt: epoch }, now)).toBe(false);
  });
});

describe('widget origins', () => {
  it('keeps scheme, host and port in canonical form', () => {
    expect(canonicalOrigin('https://Partner.Example.com/')).toBe('https://partner.example.com');
    expect(canonicalOrigin('https://partner.example.com:443')).toBe('https://partner.example.com');
    expect(canonicalOrigin('http://localhost:5173')).toBe('http://localhost:5173');
  });

  it('refuses paths, queries, credentials, wildcards and other schemes', () => {
    for (const bad of [
      'https://a.example/path',
      'https://a.example?x=1',
      'https://u:p@a.example',
      'https://*.example',
      'ftp://a.example',
      'a.example',
      '',
    ])
      expect(canonicalOrigin(bad), bad).toBeNull();
  });
});
