import type { Operator } from '../shared/data/entities/card.entity.ts';

// The card's code tables, with no run-time imports: the contract hands them to the portal, whose
// bundle must not pull the card's storage declarations in with them.

export type { Operator };
export const cardOperators = ['CMCC', 'CUCC', 'CTCC'] as const satisfies readonly Operator[];
export const networkTypes = [1, 2, 3, 4, 5, 6] as const;
