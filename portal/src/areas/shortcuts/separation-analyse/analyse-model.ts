import type { ResponseOf } from '@cmp/functions/contracts';

export const ANALYSE_LIST = 'separation.analysisList' as const;
export const ANALYSE_DETAIL = 'separation.analysisDetail' as const;

export type AnalyseRow = ResponseOf<typeof ANALYSE_LIST>['items'][number];
export type AnalyseDetail = ResponseOf<typeof ANALYSE_DETAIL>;
export type AnalyseCard = AnalyseDetail['cards'][number];

export const analyseListPath = '/shortcuts/mobileSeparationAnalyse/list';
export const analyseDetailPath = (operationId: string) =>
  `/shortcuts/mobileSeparationAnalyse/detail/${encodeURIComponent(operationId)}`;

/** `2026-11` → `2026/11` (the spec's month format). */
export const monthText = (month: string) => month.replace('-', '/');
