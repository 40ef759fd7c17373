/** The card list's index keys: the card index by state, its ICCID, activation and MSISDN entries, and how they are spread over shards. */
import { shardKey, shardKeys } from './parts.ts';
import { enterpriseScope, secondaryScope } from './scope.ts';

/**
 * gsi1pk (`byCustomerState`) of one of an enterprise's card entry lists (`<scope>#<list>`), spread like
 * its card index (the same `cardListShard` of the ICCID over its `listShards`), so no one key takes
 * every card's write.
 */
const entryListKeys = (list: string) => ({
  enterprise: (channelCustId: string, shard?: number): string => shardKey(`${enterpriseScope(channelCustId)}#${list}`, shard),
  /** Every partition of an enterprise's entries with `shards` partitions. */
  enterpriseShards: (channelCustId: string, shards: number): string[] =>
    shardKeys(`${enterpriseScope(channelCustId)}#${list}`, shards),
});

/** An enterprise's card directory entries by ICCID: the card list's ICCID range without a state is a key condition there. */
export const cardIccidKeys = entryListKeys('ICCIDS');
/** An enterprise's activated cards by activation time (a sparse list: the activation-day filter's key). */
export const cardActivationKeys = entryListKeys('ACTIVATED');
/** An enterprise's cards by MSISDN (the card list's MSISDN range is a key condition there). */
export const cardMsisdnKeys = entryListKeys('MSISDNS');

/**
 * Card-list index keys: every card of an enterprise by state, then ICCID (`byCustomerState`: gsi1),
 * the cards allocated to a secondary customer by ICCID (`bySubCustomerState`: gsi3pk, gsi3sk = ICCID).
 */
export const cardListKeys = {
  /**
   * gsi1pk of every card of an enterprise (allocated ones included), or of one shard of them when the
   * enterprise's card index is spread over several partitions (`cardListShard`).
   */
  enterprise: (channelCustId: string, shard?: number): string => shardKey(`${enterpriseScope(channelCustId)}#CARDS`, shard),
  /** Every gsi1pk of an enterprise's cards with `shards` partitions. */
  enterpriseShards: (channelCustId: string, shards: number): string[] =>
    shardKeys(`${enterpriseScope(channelCustId)}#CARDS`, shards),
  /**
   * gsi3pk of the cards allocated to a secondary customer, or of one shard of them when its
   * enterprise's card index is spread (the same count and ICCID hash as `enterprise`).
   */
  secondary: (channelCustId: string, custId: string, shard?: number): string =>
    shardKey(`${secondaryScope(channelCustId, custId)}#CARDS`, shard),
  /** Every gsi3pk of a secondary customer's cards with `shards` partitions. */
  secondaryShards: (channelCustId: string, custId: string, shards: number): string[] =>
    shardKeys(`${secondaryScope(channelCustId, custId)}#CARDS`, shards),
  /** gsi1sk: lifecycle state, then ICCID. */
  state: (state: number, iccid: string): string => `S#${state}#${iccid}`,
  /** gsi1sk prefix of one state's cards, or of every card when no state is given. */
  statePrefix: (state?: number): string => (state === undefined ? 'S#' : `S#${state}#`),
} as const;

/** The most partitions an enterprise's card index is spread over (a first page reads them all at once). */
export const MAX_CARD_LIST_SHARDS = 32;

/**
 * The shard of a card in an index spread over `shards` partitions: a stable hash (FNV-1a, 32 bits) of
 * its ICCID (with MurmurHash3's final mix) modulo the count; undefined when the index is not spread (1 partition, today's key).
 */
export function cardListShard(iccid: string, shards: number | undefined): number | undefined {
  if (typeof shards !== 'number' || !(shards > 1)) return undefined;
  let h = 0x811c9dc5;
  for (let i = 0; i < iccid.length; i++) h = Math.imul(h ^ iccid.charCodeAt(i), 0x01000193);
  // The final mix (MurmurHash3's) spreads the last digits' change over the low bits the modulo keeps.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % shards;
}
