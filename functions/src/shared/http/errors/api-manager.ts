import type { ErrorDef } from './error-def.ts';

/** Errors of the api-manager area (see docs/api.md); merged into the one catalogue. */
export const apiManagerErrors = {} as const satisfies Record<string, ErrorDef>;
