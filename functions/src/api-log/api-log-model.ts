/** The API log's enums and limits, shared with the portal through the contract (pure). */

/** Status classes a list may filter by. */
export const apiLogStatusClasses = ['2xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof apiLogStatusClasses)[number];

/** The longest time range one list may cover. */
export const API_LOG_MAX_DAYS = 31;
/** The range a list covers when it names none: the last 24 hours. */
export const API_LOG_DEFAULT_HOURS = 24;
