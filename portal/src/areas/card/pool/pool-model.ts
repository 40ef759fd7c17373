import { POOL_CHANGE_MAX, POOL_NAME_MAX, type ResponseOf, cardOperators, modeTypes } from '@cmp/functions/contracts';
import { parseIccids } from '../shared/label-model';

/** Shapes and rules of the data pool screens (docs/api.md "Data pools"); limits and enums from the contract. */
export { POOL_CHANGE_MAX, POOL_NAME_MAX, POOL_STATUSES } from '@cmp/functions/contracts';
export const MODE_TYPES = modeTypes;
export const OPERATORS = cardOperators;

export type Pool = ResponseOf<'card-pool.detail'>;

export type PoolMember = ResponseOf<'card-pool.cards'>['items'][number];

export type BlockRecord = ResponseOf<'card-pool.blockHistory'>['items'][number];

export type PoolChange = ResponseOf<'card-pool.changeList'>['items'][number];

export type PoolFailure = ResponseOf<'card-pool.failLog'>['items'][number];

export interface PoolDraft {
  name: string;
  operator: Pool['operator'];
  modeType: Pool['modeType'];
  elementId: string;
}

export const emptyPoolDraft: PoolDraft = { name: '', operator: 'CMCC', modeType: '01', elementId: '' };

/** The problems of a new-pool form, as i18n keys by field. */
export function validatePoolDraft(d: PoolDraft): Partial<Record<keyof PoolDraft, string>> {
  const e: Partial<Record<keyof PoolDraft, string>> = {};
  const name = d.name.trim().replace(/\s+/g, ' ');
  if (!name) e.name = 'card.pool.rules.nameRequired';
  else if ([...name].length > POOL_NAME_MAX) e.name = 'card.pool.rules.nameTooLong';
  if (!d.elementId) e.elementId = 'card.pool.rules.areaRequired';
  return e;
}

/** The ICCIDs of a change form, or the i18n problem (key and values) that stops it. */
export function checkChangeIccids(text: string): { iccids: string[] } | { error: string; values?: Record<string, unknown> } {
  const { iccids, invalid } = parseIccids(text);
  if (invalid.length) return { error: 'card.pool.change.invalid', values: { values: invalid.slice(0, 5).join(', ') } };
  if (!iccids.length) return { error: 'card.pool.change.none' };
  if (iccids.length > POOL_CHANGE_MAX) return { error: 'card.pool.change.tooMany', values: { count: iccids.length } };
  return { iccids };
}

/** Share of the total used, 0..100 (an empty pool shows 0). */
export const usedPercent = (p: Pick<Pool, 'usedBytes' | 'totalBytes'>): number =>
  p.totalBytes > 0 ? Math.min(100, Math.round((p.usedBytes / p.totalBytes) * 100)) : 0;
