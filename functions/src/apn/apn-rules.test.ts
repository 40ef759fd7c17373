import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../platform/error-catalogue.ts';
import { checkApnAddresses, ipv4ToNumber, isIpv4 } from './apn-rules.ts';

const ok = { startIp: '10.0.0.1', endIp: '10.0.0.254', publicDns: '8.8.8.8', backupDns: '8.8.4.4', privateDns: '10.0.0.2' };

describe('APN addresses (spec §5)', () => {
  it('knows IPv4', () => {
    for (const good of ['0.0.0.0', '255.255.255.255', '192.168.1.10']) expect(isIpv4(good), good).toBe(true);
    for (const bad of ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', ' 1.2.3.4', ''])
      expect(isIpv4(bad), bad).toBe(false);
  });

  it('orders addresses numerically, not as text', () => {
    expect(ipv4ToNumber('10.0.0.10')).toBeGreaterThan(ipv4ToNumber('10.0.0.9'));
    expect(ipv4ToNumber('255.255.255.255')).toBe(4294967295);
  });

  it('accepts a valid range and DNS set; backup and private DNS are optional', () => {
    expect(checkApnAddresses(ok)).toBeNull();
    expect(checkApnAddresses({ ...ok, backupDns: undefined, privateDns: '' })).toBeNull();
  });

  it("answers 'IP format wrong' naming the first bad field", () => {
    for (const field of ['startIp', 'endIp', 'publicDns', 'backupDns', 'privateDns'] as const)
      expect(checkApnAddresses({ ...ok, [field]: '300.1.1.1' })).toEqual({ key: 'APN_IP_FORMAT', field });
    expect(errorCatalogue.APN_IP_FORMAT.en).toBe('IP format wrong');
    expect(errorCatalogue.APN_IP_FORMAT.zh).toBe('IP 格式错误');
  });

  it('needs the end IP after the start IP', () => {
    expect(checkApnAddresses({ ...ok, endIp: '10.0.0.1' })).toEqual({ key: 'APN_IP_ORDER', field: 'endIp' });
    expect(checkApnAddresses({ ...ok, startIp: '10.0.0.9', endIp: '10.0.0.10' })).toBeNull();
    expect(errorCatalogue.APN_IP_ORDER.en).toBe('The end IP must come after the start IP');
  });
});
