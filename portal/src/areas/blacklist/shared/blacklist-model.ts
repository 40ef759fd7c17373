// The blacklist screens' calls and the entry form's draft (issue #16 item 7). Identity numbers are
// answered masked by the server; the form sends a new number only when one is typed.
import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

export type BlacklistKind = 'enterprise' | 'personal';
export type BlacklistEntry = ResponseOf<'blacklist.enterpriseDetail'>;
export type BlacklistRecord = ResponseOf<'blacklist.recordList'>['items'][number];

export const BLACKLIST_LIST = {
  enterprise: 'blacklist.enterpriseList',
  personal: 'blacklist.personalList',
} as const satisfies Record<BlacklistKind, RouteId>;
export const BLACKLIST_RECORDS = 'blacklist.recordList' as const satisfies RouteId;
export const recordActions = ['add', 'edit', 'remove', 'hit'] as const;

export interface EntryDraft {
  name: string;
  reason: string;
  orgCode: string;
  idNumber: string;
}

export const draftOf = (e?: BlacklistEntry | null): EntryDraft => ({
  name: e?.name ?? '',
  reason: e?.reason ?? '',
  orgCode: e?.orgCode ?? '',
  idNumber: '',
});

/** 6 to 30 letters and digits once spaces and hyphens are dropped (the server's rule, blacklist/identity-seal.ts). */
export const isNumber = (v: string): boolean => /^[0-9A-Za-z]{6,30}$/.test(v.normalize('NFKC').replace(/[\s-]/g, ''));

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export function saveEntry(kind: BlacklistKind, d: EntryDraft, entryId?: string) {
  if (kind === 'enterprise') {
    const body = { name: d.name, reason: d.reason, ...(d.orgCode.trim() ? { orgCode: d.orgCode } : {}) };
    return entryId ? post('blacklist.enterpriseEdit', { ...body, entryId }) : post('blacklist.enterpriseAdd', body);
  }
  const body = { name: d.name, reason: d.reason, ...(d.idNumber.trim() ? { idNumber: d.idNumber } : {}) };
  return entryId ? post('blacklist.personalEdit', { ...body, entryId }) : post('blacklist.personalAdd', body);
}

export const removeEntry = (kind: BlacklistKind, entryId: string) =>
  kind === 'enterprise' ? post('blacklist.enterpriseDelete', { entryId }) : post('blacklist.personalDelete', { entryId });
