import type { ResponseOf, RouteId } from '@cmp/functions/contracts';

export const PREPAID_FUNDS = 'prepaid.funds' satisfies RouteId;
export const PREPAID_GROUP = 'prepaid.group' satisfies RouteId;
export const PREPAID_CARDS = 'prepaid.cards' satisfies RouteId;

/** A prepaid-card funds group as the server answers it (fen). */
export type PrepaidGroupRow = ResponseOf<'prepaid.funds'>['items'][number];
export type PrepaidGroup = ResponseOf<'prepaid.group'>;
export type PrepaidCard = ResponseOf<'prepaid.cards'>['items'][number];
export type ScheduleRow = PrepaidGroup['schedule'][number];

export { prepayCardPath } from '../../../lib/prepaid-paths';
