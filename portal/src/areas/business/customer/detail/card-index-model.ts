// The card index shard count of an enterprise (issue #19): what the platform sees on its detail and the
// pure checks of the dialog that sets it.
import type { Customer } from '../../../../components/business/customer-model';

/** The enterprise's card index as the server gives it to a platform role (absent for anyone else). */
export type CardIndex = NonNullable<Customer['cardIndex']>;

export interface CardShardsDraft {
  shards: string;
}

/** The count may change only while the enterprise has no cards. */
export const shardsLocked = (index: CardIndex): boolean => index.cards > 0;

/** The typed count as a number, or null when it is not a whole number in 1..max. */
export function shardsOf(text: string, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= max ? n : null;
}

/** The dialog's check: a whole number in range. */
export const shardsProblem = (d: CardShardsDraft, max: number) => ({
  shards: shardsOf(d.shards, max) === null ? { key: 'business.customer.cardIndex.range', values: { max } } : undefined,
});
