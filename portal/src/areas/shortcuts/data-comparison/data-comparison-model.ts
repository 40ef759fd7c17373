import type { ResponseOf } from '@cmp/functions/contracts';

export const COMPARISON_LIST = 'data-comparison.list' as const;
export type ComparisonRow = ResponseOf<typeof COMPARISON_LIST>['items'][number];
export const comparisonShows = ['differences', 'all'] as const;
