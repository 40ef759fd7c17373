/** APN address rules (spec §5): valid IPv4 ('IP format wrong'), and the end IP after the start IP. Pure. */
import type { Violation } from '../plan/plan-rules.ts';

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4 = new RegExp(`^${octet}(\\.${octet}){3}$`);

export const isIpv4 = (value: string): boolean => ipv4.test(value);

/** An IPv4 address as an unsigned 32-bit number, for ordering. */
export const ipv4ToNumber = (value: string): number => value.split('.').reduce((n, part) => n * 256 + Number(part), 0);

export interface ApnAddresses {
  startIp: string;
  endIp: string;
  publicDns: string;
  backupDns?: string;
  privateDns?: string;
}

/** The first address field that is not a valid IPv4 address, else an end IP not after the start IP. */
export function checkApnAddresses(a: ApnAddresses): Violation | null {
  for (const field of ['startIp', 'endIp', 'publicDns', 'backupDns', 'privateDns'] as const) {
    const value = a[field];
    if (value !== undefined && value !== '' && !isIpv4(value)) return { key: 'APN_IP_FORMAT', field };
  }
  if (ipv4ToNumber(a.endIp) <= ipv4ToNumber(a.startIp)) return { key: 'APN_IP_ORDER', field: 'endIp' };
  return null;
}
