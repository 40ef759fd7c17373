import type { ErrorDef } from './error-def.ts';

/** Errors of the card-action area (see docs/api.md); merged into the one catalogue. */
export const cardActionErrors = {} as const satisfies Record<string, ErrorDef>;
