import { AppError } from '../shared/http/error-catalogue.ts';

/**
 * The catalogue of zones (area packages) and communication services, as data, and its rules
 * (spec §3, §5, §9). Pure: no AWS, so every rule is unit-tested.
 */
export const commservTypes = ['data', 'voice', 'sms'] as const;
export type CommservType = (typeof commservTypes)[number];
/** Spec §4: block (1), allow (2) — for zones and communication services alike. */
export const catalogueStatuses = [1, 2] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];
export const STATUS_BLOCK = 1;
export const STATUS_ALLOW = 2;
export const PRIORITY_MIN = 1;
export const PRIORITY_MAX = 10;
export const MAX_DOMAINS = 32;
export const MAX_WHITELIST = 64;
export const MAX_SERVICES_PER_ZONE = 40;
/** Spec §9: "Commserv required ID length 9". */
export const COMMSERV_ID_LENGTH = 9;

export interface Qos {
  uplinkKbps: number;
  downlinkKbps: number;
}

export interface Commserv {
  commservId: string;
  name: string;
  type: CommservType;
  priority: number;
  directional: boolean;
  status: CatalogueStatus;
  qos?: Qos;
  redirect?: string;
  whitelist: string[];
  domains: string[];
  createdAt: string;
  updatedAt: string;
}

export interface Zone {
  elementId: string;
  elementName: string;
  status: CatalogueStatus;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  /** The communication services of the area package (≤ 40, each once). */
  commservIds: string[];
  createdAt: string;
  updatedAt: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** A fully qualified host name (`api.example.com`), or one wildcard level (`*.example.com`). */
export function isDomain(value: string): boolean {
  const host = value.startsWith('*.') ? value.slice(2) : value;
  if (host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (!/^[a-z]{2,63}$/i.test(labels.at(-1)!) && !/^xn--[a-z0-9-]+$/i.test(labels.at(-1)!)) return false;
  return labels.every((l) => LABEL.test(l));
}

/** An absolute http(s) URL with a host (the redirection address). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
}

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${octet}(\\.${octet}){3}(/(3[0-2]|[12]?\\d))?$`);

/** A whitelist entry: an IPv4 address, an IPv4 CIDR block, or a domain name. */
export const isWhitelistEntry = (value: string): boolean => IPV4.test(value) || isDomain(value);

/** Lower-cases, trims and de-duplicates domain names, then checks each and the count (≤ 32). */
export function normaliseDomains(domains: readonly string[]): string[] {
  const out = [...new Set(domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  if (out.length > MAX_DOMAINS) throw new AppError('COMMSERV_DOMAIN_TOO_MANY', { max: MAX_DOMAINS }, 'domains');
  const bad = out.find((d) => !isDomain(d));
  if (bad) throw new AppError('COMMSERV_DOMAIN', { value: bad }, 'domains');
  return out;
}

export function normaliseWhitelist(entries: readonly string[]): string[] {
  const out = [...new Set(entries.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  const bad = out.find((d) => !isWhitelistEntry(d));
  if (bad) throw new AppError('COMMSERV_WHITELIST', { value: bad }, 'whitelist');
  return out;
}

/** The redirection address: empty clears it; otherwise a valid http(s) URL. */
export function normaliseRedirect(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!isHttpUrl(v)) throw new AppError('COMMSERV_URL', {}, 'redirect');
  return v;
}

export function checkPriority(priority: number): number {
  if (!Number.isInteger(priority)) throw new AppError('VALIDATION', { reasonKey: 'type' }, 'priority');
  if (priority < PRIORITY_MIN) throw new AppError('VALIDATION', { reasonKey: 'tooSmall', min: PRIORITY_MIN }, 'priority');
  if (priority > PRIORITY_MAX) throw new AppError('VALIDATION', { reasonKey: 'tooLarge', max: PRIORITY_MAX }, 'priority');
  return priority;
}

/**
 * The speed-limit rule (spec §5): a speed limit is applied only to services that have QoS
 * configured; one chosen service without it refuses the whole selection ("select again").
 */
export function assertQosConfigured(services: readonly Pick<Commserv, 'commservId' | 'qos'>[]): void {
  const missing = services.find((s) => !s.qos);
  if (missing) throw new AppError('COMMSERV_NO_QOS', {}, 'commservIds');
}

/** A blocked zone cannot be changed or attached to anything until it is allowed again. */
export function assertZoneUsable(zone: Pick<Zone, 'status'>): void {
  if (zone.status === STATUS_BLOCK) throw new AppError('ZONE_BLOCKED', {}, 'elementId');
}

/** A 9-digit communication service id (spec §9), from a random source (tests pass their own). */
export function newCommservId(random: () => number = Math.random): string {
  return String(100_000_000 + Math.floor(random() * 900_000_000)).slice(0, COMMSERV_ID_LENGTH);
}

/** Communication service ids of a zone: each at most once and at most 40 (spec §9). */
export function normaliseZoneServices(ids: readonly string[]): string[] {
  const out = [...new Set(ids)];
  if (out.length !== ids.length) throw new AppError('ZONE_COMMSERV_TWICE', {}, 'commservIds');
  if (out.length > MAX_SERVICES_PER_ZONE) {
    throw new AppError('VALIDATION', { reasonKey: 'tooMany', max: MAX_SERVICES_PER_ZONE }, 'commservIds');
  }
  return out;
}
