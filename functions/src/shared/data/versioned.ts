/**
 * Items edited at the version read (optimistic concurrency): the first version's stamps, the next
 * version of a change, and the time-ordered ids such items are named by. One place for the steps every
 * editable record (rules, limits, contracts, credit orders) repeats.
 */

/** What an item edited at the version read carries of its history. */
export interface Versioned {
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** The stamps of a new item made by `by` at `now`: version 1, created and updated alike. */
export const firstVersion = (by: string, now: Date) => {
  const at = now.toISOString();
  return { version: 1, createdAt: at, createdBy: by, updatedAt: at, updatedBy: by };
};

/** The item after a change by `by` at `now`: `set` over `before`, the next version, stamped. */
export const nextVersion = <T extends Versioned>(before: T, set: Partial<T>, by: string, now: Date): T => ({
  ...before,
  ...set,
  version: before.version + 1,
  updatedAt: now.toISOString(),
  updatedBy: by,
});

/** `<prefix><yyyyMMddHHmmssSSS><6 hex of a UUID>`: ids that list oldest first, to the millisecond. */
export const timeOrderedId = (prefix: string, now: Date, uuid: string): string =>
  `${prefix}${now.toISOString().replace(/\D/g, '').slice(0, 17)}${uuid.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
