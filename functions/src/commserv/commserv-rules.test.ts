import { describe, expect, it } from 'vitest';
import { thrownBy } from '../shared/http/app-error.test-support.ts';
import {
  MAX_DOMAINS,
  assertQosConfigured,
  assertZoneUsable,
  checkPriority,
  isDomain,
  isHttpUrl,
  isWhitelistEntry,
  newCommservId,
  normaliseDomains,
  normaliseRedirect,
  normaliseWhitelist,
  normaliseZoneServices,
} from './commserv-rules.ts';

describe('domain names', () => {
  it.each(['example.com', 'api.iot.example.com', '*.example.com', 'a-b.example.cn', 'xn--fiqs8s.xn--fiqs8s'])('accepts %s', (d) =>
    expect(isDomain(d)).toBe(true),
  );
  it.each([
    'localhost',
    'example',
    '-bad.example.com',
    'bad-.example.com',
    'exa mple.com',
    'http://example.com',
    'example.c0m',
    '1.2.3.4',
    '**.example.com',
    '',
  ])('refuses %s', (d) => expect(isDomain(d)).toBe(false));
  it('normalises (trim, lower case, de-duplicate) and allows exactly 32', () => {
    const many = Array.from({ length: MAX_DOMAINS }, (_, i) => `h${i}.example.com`);
    expect(normaliseDomains([' API.Example.com ', 'api.example.com', ...many.slice(1)])).toEqual([
      'api.example.com',
      ...many.slice(1),
    ]);
  });
  it('refuses a 33rd domain with its own message', () => {
    const many = Array.from({ length: MAX_DOMAINS + 1 }, (_, i) => `h${i}.example.com`);
    const e = thrownBy(() => normaliseDomains(many));
    expect(e.key).toBe('COMMSERV_DOMAIN_TOO_MANY');
    expect(e.params.max).toBe(32);
    expect(normaliseDomains(many.slice(0, 32))).toHaveLength(32);
  });
  it('names the bad domain', () => {
    const e = thrownBy(() => normaliseDomains(['good.example.com', 'not a domain']));
    expect(e.key).toBe('COMMSERV_DOMAIN');
    expect(e.params.value).toBe('not a domain');
    expect(e.field).toBe('domains');
  });
});

describe('redirection address', () => {
  it.each(['https://portal.example.com', 'http://10.0.0.1:8080/p?q=1'])('accepts %s', (u) => expect(isHttpUrl(u)).toBe(true));
  it.each(['ftp://example.com', 'javascript:alert(1)', 'example.com', 'https://', 'https://exa mple.com'])('refuses %s', (u) =>
    expect(isHttpUrl(u)).toBe(false),
  );
  it('clears on empty, refuses a bad URL', () => {
    expect(normaliseRedirect('')).toBeUndefined();
    expect(normaliseRedirect('  ')).toBeUndefined();
    expect(normaliseRedirect(' https://x.example.com/a ')).toBe('https://x.example.com/a');
    expect(thrownBy(() => normaliseRedirect('mailto:a@b.c')).key).toBe('COMMSERV_URL');
  });
});

describe('whitelist', () => {
  it.each(['10.0.0.1', '10.20.0.0/16', 'api.example.com'])('accepts %s', (w) => expect(isWhitelistEntry(w)).toBe(true));
  it.each(['256.0.0.1', '10.0.0.0/33', 'nope'])('refuses %s', (w) => expect(isWhitelistEntry(w)).toBe(false));
  it('names the bad entry', () =>
    expect(thrownBy(() => normaliseWhitelist(['1.2.3.4', '999.1.1.1'])).params.value).toBe('999.1.1.1'));
});

describe('priority 1-10', () => {
  it('accepts the bounds', () => {
    expect(checkPriority(1)).toBe(1);
    expect(checkPriority(10)).toBe(10);
  });
  it.each([0, 11, 2.5])('refuses %s', (p) => {
    const e = thrownBy(() => checkPriority(p));
    expect(e.key).toBe('VALIDATION');
    expect(e.field).toBe('priority');
  });
});

describe('QoS and zone rules', () => {
  it('refuses a speed limit when one chosen service has no QoS', () => {
    expect(() => assertQosConfigured([{ commservId: 'a', qos: { uplinkKbps: 1, downlinkKbps: 1 } }])).not.toThrow();
    expect(
      thrownBy(() => assertQosConfigured([{ commservId: 'a', qos: { uplinkKbps: 1, downlinkKbps: 1 } }, { commservId: 'b' }]))
        .key,
    ).toBe('COMMSERV_NO_QOS');
  });
  it('refuses a blocked zone', () => {
    expect(() => assertZoneUsable({ status: 2 })).not.toThrow();
    expect(thrownBy(() => assertZoneUsable({ status: 1 })).key).toBe('ZONE_BLOCKED');
  });
  it('refuses the same service twice in a zone and more than 40', () => {
    expect(thrownBy(() => normaliseZoneServices(['a', 'b', 'a'])).key).toBe('ZONE_COMMSERV_TWICE');
    const ids = Array.from({ length: 41 }, (_, i) => `s${i}`);
    expect(thrownBy(() => normaliseZoneServices(ids)).params.max).toBe(40);
    expect(normaliseZoneServices(ids.slice(0, 40))).toHaveLength(40);
  });
  it('draws 9-digit service ids', () => {
    expect(newCommservId(() => 0)).toBe('100000000');
    expect(newCommservId(() => 0.999999999)).toMatch(/^\d{9}$/);
  });
});
