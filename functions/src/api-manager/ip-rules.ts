/**
 * IPv4 allow-list rules of the open API: entries are one address (`203.0.113.7`) or a CIDR block
 * (`203.0.113.0/24`), kept in canonical form so duplicates are caught whatever the spelling.
 */

/** At most this many entries per enterprise. */
export const IP_LIST_MAX = 50;

const octet = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The address as an unsigned 32-bit number, or null when it is not a dotted-quad IPv4 address. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => octet.test(p))) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const formatIpv4 = (n: number): string => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

export interface IpBlock {
  /** Network address as an unsigned 32-bit number. */
  network: number;
  prefix: number;
}

const maskOf = (prefix: number): number => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

/** An address or CIDR entry as a block (an address is a /32), or null when it is neither. */
export function parseIpEntry(text: string): IpBlock | null {
  const [addr, bits, ...rest] = text.trim().split('/');
  if (rest.length || addr === undefined) return null;
  const n = parseIpv4(addr);
  if (n === null) return null;
  if (bits === undefined) return { network: n, prefix: 32 };
  if (!/^(3[0-2]|[12]?\d)$/.test(bits)) return null;
  const prefix = Number(bits);
  return { network: (n & maskOf(prefix)) >>> 0, prefix };
}

/** Canonical spelling: `a.b.c.d` for a single address, `network/prefix` for a block (host bits cleared). */
export function canonicalIpEntry(text: string): string | null {
  const block = parseIpEntry(text);
  if (!block) return null;
  return block.prefix === 32 ? formatIpv4(block.network) : `${formatIpv4(block.network)}/${block.prefix}`;
}

/**
 * The caller's IPv4 address from the request's source IP; an IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`, what a dual-stack socket reports) counts as its IPv4 address. Other IPv6
 * addresses give null and so never match an IPv4 list.
 */
export function sourceIpv4(sourceIp: string): number | null {
  const text = sourceIp.trim().toLowerCase();
  return parseIpv4(text.startsWith('::ffff:') ? text.slice(7) : text);
}

/** Whether the source IP lies in any of the entries. */
export function ipAllowed(sourceIp: string, entries: readonly string[]): boolean {
  const ip = sourceIpv4(sourceIp);
  if (ip === null) return false;
  return entries.some((entry) => {
    const block = parseIpEntry(entry);
    return block !== null && (ip & maskOf(block.prefix)) >>> 0 === block.network;
  });
}
