import type { ResponseOf } from '@cmp/functions/contracts';

export const RESELL_LIST = 'resell.list' as const;
export type ResellRow = ResponseOf<typeof RESELL_LIST>['items'][number];
export type ResellOutcome = ResponseOf<'resell.sync'>['items'][number];
/** What the selection's buttons ask: record the operator's status, or list / withdraw at the operator. */
export const resellActions = ['sync', 'listed', 'withdrawn'] as const;
export type ResellAction = (typeof resellActions)[number];
/** Most cards one request acts on (functions/src/resell/resell-model.ts RESELL_MAX_CARDS). */
export const RESELL_MAX_SELECTION = 100;
