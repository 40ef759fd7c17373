import type { ResponseOf } from '@cmp/functions/contracts';

export const QUERYFLOW_LIST = 'queryflow.list' as const;
export type Queryflow = ResponseOf<typeof QUERYFLOW_LIST>;

export const queryflowPath = '/shortcuts/queryflow/list';
/** As the server refuses longer periods (functions/src/queryflow/queryflow-model.ts). */
export const QUERYFLOW_MAX_DAYS = 92;

export interface QueryflowDraft {
  iccid: string;
  dateFrom: string;
  dateTo: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** What is wrong with a draft, by field (i18n keys of shortcuts.queryflow); empty when it may be searched. */
export function draftProblems(d: QueryflowDraft): Partial<Record<keyof QueryflowDraft, string>> {
  const out: Partial<Record<keyof QueryflowDraft, string>> = {};
  if (!/^\d{19,20}$/.test(d.iccid.trim())) out.iccid = 'shortcuts.queryflow.iccidInvalid';
  if (!DAY.test(d.dateFrom)) out.dateFrom = 'shortcuts.queryflow.dateRequired';
  if (!DAY.test(d.dateTo)) out.dateTo = 'shortcuts.queryflow.dateRequired';
  else if (!out.dateFrom && d.dateTo < d.dateFrom) out.dateTo = 'formRules.dateRange';
  else if (!out.dateFrom && dayCount(d.dateFrom, d.dateTo) > QUERYFLOW_MAX_DAYS) out.dateTo = 'shortcuts.queryflow.tooLong';
  return out;
}

/** The query the URL holds (`?iccid=&dateFrom=&dateTo=`), or null when it holds no valid one. */
export function queryOf(search: URLSearchParams): QueryflowDraft | null {
  const q = { iccid: search.get('iccid') ?? '', dateFrom: search.get('dateFrom') ?? '', dateTo: search.get('dateTo') ?? '' };
  return Object.keys(draftProblems(q)).length ? null : q;
}

export const queryflowUrl = (q: QueryflowDraft) =>
  `${queryflowPath}?${new URLSearchParams({ iccid: q.iccid.trim(), dateFrom: q.dateFrom, dateTo: q.dateTo })}`;
