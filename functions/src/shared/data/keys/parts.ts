/** Parts of keys shared by the builders of every area: sort-key prefixes, chunk numbers, shard suffixes. */

/**
 * Sort-key prefixes of the items below, for `begins_with` conditions and ranges and for reading an
 * id back out of a sort key (`idAfter`). The builders use them, so a prefix and its items cannot drift.
 */
export const skPrefix = {
  announcementHistory: 'HIST#',
  apn: 'APN#',
  apnName: 'NAME#',
  basicPlan: 'BASIC#',
  /** A card in a partition of cards: batch results, label and pool memberships, voice whitelists. */
  card: 'CARD#',
  cardLog: 'LOG#',
  cardSms: 'SMS#',
  cardType: 'TYPE#',
  cardUsage: 'USAGE#',
  /** The chunk items of a chunked job (batch, card import, export). */
  chunk: 'CHUNK#',
  /** An enterprise in the platform's customer directory. */
  customer: 'CUST#',
  downloadTask: 'TASK#',
  dsimPair: 'SN#',
  eventPack: 'EVENT#',
  freezeRecord: 'FREEZE#',
  label: 'LABEL#',
  ledgerAccount: 'ACCT#',
  pool: 'POOL#',
  poolChange: 'CHG#',
  registration: 'REG#',
  /** An enterprise real-name authentication application (issue #16 item 6). */
  enterpriseAuth: 'EAUTH#',
  retailPlan: 'RETAIL#',
  retailRecord: 'REC#',
  role: 'ROLE#',
  secondary: 'SUB#',
} as const;

/**
 * A chunk's number in its sort key: five digits, so chunks sort in order. A value that is not a
 * number (the entity layer's mark of a left-out attribute, when it asks for the prefix every chunk
 * shares) is kept as it is, so the prefix is `CHUNK#`, not `CHUNK#0000`.
 */
export const chunkNumber = (index: number): string =>
  typeof index === 'number' ? String(index).padStart(5, '0') : String(index);

/** A partition key spread over shards: the key itself when unsharded, `<key>#<shard>` for one shard. */
export const shardKey = (key: string, shard?: number): string => (shard === undefined ? key : `${key}#${shard}`);
/** Every partition of a key spread over `shards`: the one key when 1, else `<key>#0` … `<key>#<shards-1>`. */
export const shardKeys = (key: string, shards: number): string[] =>
  shards > 1 ? Array.from({ length: shards }, (_, i) => shardKey(key, i)) : [key];

/** The id after a key prefix (`idAfter(skPrefix.secondary, 'SUB#S1')` is `S1`), or undefined when the key has another prefix. */
export const idAfter = (prefix: string, key: string): string | undefined =>
  key.startsWith(prefix) ? key.slice(prefix.length) : undefined;
