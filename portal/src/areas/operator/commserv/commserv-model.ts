import type { CatalogueStatus, CommservType, ResponseOf } from '@cmp/functions/contracts';
import { cardOperators, catalogueStatuses, commservTypes, isDomain, isHttpUrl } from '@cmp/functions/contracts';
import type { RuleResult } from '../../../lib/form-rules';
import { maxLength, requiredText } from '../../../lib/form-rules';

/** Communication services and zones as the API answers them (docs/api.md "Zones, communication services and operators"). */
export const COMMSERV_TYPES = commservTypes;
export type { CatalogueStatus, CommservType } from '@cmp/functions/contracts';
/** The server's rules for a domain and a redirection (or endpoint) URL. */
export { isDomain, isHttpUrl } from '@cmp/functions/contracts';
/** Spec §4: block (1), allow (2). */
export const CATALOGUE_STATUSES = catalogueStatuses;
export const OPERATORS = cardOperators;
export type OperatorCode = (typeof OPERATORS)[number];
export const MAX_DOMAINS = 32;

export type Commserv = ResponseOf<'commserv.detail'>;

export type Zone = ResponseOf<'commserv.zoneList'>['items'][number];

export const statusTone = (s: CatalogueStatus) => (s === 1 ? 'red' : 'green') as 'red' | 'green';

/** The form's state: lists as text, one entry per line (or comma separated). */
export interface CommservDraft {
  name: string;
  type: CommservType;
  priority: string;
  directional: 'yes' | 'no';
  qosEnabled: 'yes' | 'no';
  uplinkKbps: string;
  downlinkKbps: string;
  redirect: string;
  whitelist: string;
  domains: string;
}
export type CommservField = keyof CommservDraft;

export const emptyCommservDraft = (): CommservDraft => ({
  name: '',
  type: 'data',
  priority: '5',
  directional: 'no',
  qosEnabled: 'no',
  uplinkKbps: '',
  downlinkKbps: '',
  redirect: '',
  whitelist: '',
  domains: '',
});

export const draftOf = (c: Commserv): CommservDraft => ({
  name: c.name,
  type: c.type,
  priority: String(c.priority),
  directional: c.directional ? 'yes' : 'no',
  qosEnabled: c.qos ? 'yes' : 'no',
  uplinkKbps: c.qos ? String(c.qos.uplinkKbps) : '',
  downlinkKbps: c.qos ? String(c.qos.downlinkKbps) : '',
  redirect: c.redirect ?? '',
  whitelist: c.whitelist.join('\n'),
  domains: c.domains.join('\n'),
});

/** Splits a list typed one per line or separated by commas/semicolons/spaces. */
export const splitList = (text: string): string[] =>
  text
    .split(/[\s,;，；]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const fail = (key: string, values?: Record<string, unknown>): RuleResult => ({ key: `operator.commserv.rules.${key}`, values });
const positiveInt = (v: string) => /^\d+$/.test(v) && Number(v) >= 1;

/** Checks the form as the server would, so most mistakes are caught before sending. */
export function validateCommserv(d: CommservDraft): Partial<Record<CommservField, RuleResult>> {
  const e: Partial<Record<CommservField, RuleResult>> = {};
  const name = requiredText(d.name) ?? maxLength(d.name, 64);
  if (name) e.name = name;
  if (!/^\d+$/.test(d.priority) || Number(d.priority) < 1 || Number(d.priority) > 10) e.priority = fail('priority');
  if (d.qosEnabled === 'yes') {
    if (!positiveInt(d.uplinkKbps)) e.uplinkKbps = fail('kbps');
    if (!positiveInt(d.downlinkKbps)) e.downlinkKbps = fail('kbps');
  }
  if (d.redirect.trim() && !isHttpUrl(d.redirect.trim())) e.redirect = fail('url');
  const domains = [...new Set(splitList(d.domains).map((x) => x.toLowerCase()))];
  if (domains.length > MAX_DOMAINS) e.domains = fail('tooManyDomains', { max: MAX_DOMAINS });
  else {
    const bad = domains.find((x) => !isDomain(x));
    if (bad) e.domains = fail('domain', { value: bad });
  }
  return e;
}

/** The API body of a valid draft. */
export function toCommservInput(d: CommservDraft, status?: CatalogueStatus) {
  return {
    name: d.name.trim(),
    type: d.type,
    priority: Number(d.priority),
    directional: d.directional === 'yes',
    ...(status ? { status } : {}),
    ...(d.qosEnabled === 'yes' ? { qos: { uplinkKbps: Number(d.uplinkKbps), downlinkKbps: Number(d.downlinkKbps) } } : {}),
    ...(d.redirect.trim() ? { redirect: d.redirect.trim() } : {}),
    whitelist: splitList(d.whitelist),
    domains: splitList(d.domains),
  };
}
