// Calls and drafts of the real-name records screen (issue #16 item 5). Identity numbers come masked
// from the server; a verification sends the number once and never reads it back.
import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import { useRoute } from '../../../lib/use-route';

export const REAL_NAME_LIST = 'realname.list' as const satisfies RouteId;
export type RealNameRow = ResponseOf<'realname.list'>['items'][number];
export type RealNameEvent = ResponseOf<'realname.history'>['items'][number];
export const realNameStatuses = ['unverified', 'verified', 'notRequired'] as const;

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const useHistory = (row: RealNameRow | null) =>
  useRoute('realname.history', row ? { channelCustId: row.channelCustId, iccid: row.iccid, pageSize: 50 } : null);

export interface VerifyDraft {
  personName: string;
  idNumber: string;
}
export const verify = (row: RealNameRow, d: VerifyDraft) =>
  post('realname.verify', { channelCustId: row.channelCustId, iccid: row.iccid, personName: d.personName, idNumber: d.idNumber });

export interface RequireDraft {
  iccids: string;
  required: 'yes' | 'no';
}
/** ICCIDs as typed: one per line, or separated by commas or spaces; duplicates dropped. */
export const iccidsOf = (text: string): string[] => [...new Set(text.split(/[\s,，]+/).filter(Boolean))];
export const validIccids = (text: string): boolean => {
  const list = iccidsOf(text);
  return list.length > 0 && list.length <= 1000 && list.every((i) => /^\d{19,20}$/.test(i));
};
export const requireCards = (channelCustId: string, iccids: string[], required: boolean) =>
  post('realname.require', { channelCustId, iccids, required });
