import type { ErrorDef } from './error-def.ts';

/** Errors of the download area (see docs/api.md); merged into the one catalogue. */
export const downloadErrors = {} as const satisfies Record<string, ErrorDef>;
