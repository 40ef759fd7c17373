import { describe, expect, it } from 'vitest';
import { canonicalIpEntry, ipAllowed, parseIpEntry, parseIpv4, sourceIpv4 } from './ip-rules.ts';

describe('IPv4 parsing', () => {
  it('reads dotted quads as unsigned numbers', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0);
    expect(parseIpv4('255.255.255.255')).toBe(0xffffffff);
    expect(parseIpv4('10.1.2.3')).toBe(10 * 2 ** 24 + 1 * 2 ** 16 + 2 * 2 ** 8 + 3);
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', 'a.b.c.d', '', ' 1.2.3.4', '::1'])('refuses %j', (text) => {
    expect(parseIpv4(text)).toBeNull();
  });
});

describe('allow-list entries', () => {
  it('accepts an address (a /32) and CIDR blocks from /0 to /32', () => {
    expect(parseIpEntry('203.0.113.7')).toEqual({ network: parseIpv4('203.0.113.7'), prefix: 32 });
    expect(parseIpEntry('0.0.0.0/0')).toEqual({ network: 0, prefix: 0 });
    expect(parseIpEntry('203.0.113.7/32')?.prefix).toBe(32);
  });

  it.each([
    '203.0.113.0/33',
    '203.0.113.0/',
    '203.0.113.0/24/1',
    '203.0.113.0/-1',
    '203.0.113.0/08',
    'example.com',
    '10.0.0.0/ 8',
  ])('refuses %j', (text) => expect(parseIpEntry(text)).toBeNull());

  it('spells entries canonically: host bits cleared, /32 written as the address', () => {
    expect(canonicalIpEntry('203.0.113.77/24')).toBe('203.0.113.0/24');
    expect(canonicalIpEntry('10.20.30.40/8')).toBe('10.0.0.0/8');
    expect(canonicalIpEntry(' 198.51.100.9/32 ')).toBe('198.51.100.9');
    expect(canonicalIpEntry('198.51.100.9')).toBe('198.51.100.9');
    expect(canonicalIpEntry('198.51.100.300')).toBeNull();
  });
});

describe('matching a source IP', () => {
  const list = ['203.0.113.0/24', '198.51.100.9', '172.16.0.0/12'];

  it('matches addresses inside a block or equal to an address', () => {
    expect(ipAllowed('203.0.113.255', list)).toBe(true);
    expect(ipAllowed('198.51.100.9', list)).toBe(true);
    expect(ipAllowed('172.31.255.1', list)).toBe(true);
  });

  it('refuses addresses outside every entry', () => {
    expect(ipAllowed('203.0.114.1', list)).toBe(false);
    expect(ipAllowed('198.51.100.10', list)).toBe(false);
    expect(ipAllowed('172.32.0.1', list)).toBe(false);
    expect(ipAllowed('10.0.0.1', [])).toBe(false);
  });

  it('treats IPv4-mapped IPv6 as IPv4 and never matches other IPv6', () => {
    expect(sourceIpv4('::ffff:127.0.0.1')).toBe(parseIpv4('127.0.0.1'));
    expect(ipAllowed('::ffff:198.51.100.9', list)).toBe(true);
    expect(ipAllowed('::1', ['0.0.0.0/0'])).toBe(false);
    expect(ipAllowed('2001:db8::1', list)).toBe(false);
  });

  it('lets /0 admit every IPv4 address', () => {
    expect(ipAllowed('1.2.3.4', ['0.0.0.0/0'])).toBe(true);
    expect(ipAllowed('255.255.255.255', ['0.0.0.0/0'])).toBe(true);
  });
});
