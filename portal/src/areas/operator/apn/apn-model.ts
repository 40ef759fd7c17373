// APNs in the portal: the record of docs/api.md and the form's checks (spec §5: valid IPv4, end after start).

import { type ResponseOf, cardOperators } from '@cmp/functions/contracts';

export const OPERATORS = cardOperators;

/** An APN as the API answers it. */
export type Apn = ResponseOf<'apn.detail'>;

export type ApnDraft = Omit<Apn, 'apnId' | 'createdAt' | 'createdBy' | 'updatedAt' | 'backupDns' | 'privateDns' | 'remark'> & {
  backupDns: string;
  privateDns: string;
  remark: string;
};
export type ApnField = keyof ApnDraft;

export const emptyApnDraft = (): ApnDraft => ({
  name: '',
  operator: 'CMCC',
  operatorApnCode: '',
  startIp: '',
  endIp: '',
  publicDns: '',
  backupDns: '',
  privateDns: '',
  remark: '',
});

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
export const isIpv4 = (v: string) => IPV4.test(v);
export const ipNumber = (v: string) => v.split('.').reduce((n, p) => n * 256 + Number(p), 0);

/** Field → message key under `operator.apn.rules.`. */
export function validateApn(d: ApnDraft): Partial<Record<ApnField, string>> {
  const e: Partial<Record<ApnField, string>> = {};
  if (!d.name.trim()) e.name = 'required';
  if (!d.operatorApnCode.trim()) e.operatorApnCode = 'required';
  else if (!/^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(d.operatorApnCode)) e.operatorApnCode = 'code';
  for (const f of ['startIp', 'endIp', 'publicDns'] as const) if (!d[f]) e[f] = 'required';
  for (const f of ['startIp', 'endIp', 'publicDns', 'backupDns', 'privateDns'] as const)
    if (!e[f] && d[f] && !isIpv4(d[f])) e[f] = 'ip';
  if (!e.startIp && !e.endIp && ipNumber(d.endIp) <= ipNumber(d.startIp)) e.endIp = 'order';
  return e;
}

export const apnInput = (d: ApnDraft) => ({
  name: d.name.trim(),
  operator: d.operator,
  operatorApnCode: d.operatorApnCode.trim(),
  startIp: d.startIp,
  endIp: d.endIp,
  publicDns: d.publicDns,
  ...(d.backupDns ? { backupDns: d.backupDns } : {}),
  ...(d.privateDns ? { privateDns: d.privateDns } : {}),
  ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
});
