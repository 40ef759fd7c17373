/**
 * The card aggregate: the card item under its enterprise (`CUST#<c>#CARD#<iccid>`), listed by state on
 * `byCustomerState` and, once allocated, by ICCID on `bySubCustomerState`; and its directory entry by
 * ICCID alone, found by MSISDN on `byAlternateId` and listed by ICCID under its enterprise on `byCustomerState`. A card's log, usage and SMS items share its partition.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import {
  type CardAltIdKind,
  altKeys,
  cardActivationKeys,
  cardIccidKeys,
  cardListKeys,
  cardListShard,
  cardMsisdnKeys,
  keys,
} from '../keys.ts';

export type Operator = 'CMCC' | 'CUCC' | 'CTCC';

/** One profile of an eUICC card (its states are the operator adapter's, euicc/profile-machine.ts). */
export interface CardProfile {
  profileIccid: string;
  operator: string;
  state: string;
  stateAt?: string;
}

/** One lifecycle change, as the card keeps it (`stateLog`): the bill run reads the days of each state from it. */
export interface StateLogEntry {
  at: string;
  /** The state left (absent where the writer did not read it: the entry before tells it). */
  from?: number;
  to: number;
}

/** One plan change, as the card keeps it (`planLog`): from this instant the card is on `to`. */
export interface PlanLogEntry {
  at: string;
  from: string;
  to: string;
}

/** One pool change, as the card keeps it (`poolLog`): from this instant the card is in pool `to` (null: none). */
export interface PoolLogEntry {
  at: string;
  from: string | null;
  to: string | null;
}

export const cardEntity = /* @__PURE__ */ entity({
  name: 'card',
  attributes: {
    iccid: attr<string>(),
    msisdn: attr<string>(),
    imsi: attr<string>(),
    imei: attr<string>(),
    operator: attr<Operator>(),
    /** The lifecycle state (card/lifecycle.ts). */
    state: attr<number>(),
    channelCustId: attr<string>(),
    custId: attr<string | null>(),
    goodsReleaseId: attr<string>(),
    quotaBytes: attr<number>(),
    networkType: attr<1 | 2 | 3 | 4 | 5 | 6>(),
    modeType: attr<'00' | '01' | '02'>(),
    renewalMode: attr<'auto' | 'deactivate'>(),
    activatedAt: attr<string | null>(),
    createdAt: attr<string>(),
    lastBatchId: optionalAttr<string>(),
    /** When the state last changed, and every change (oldest first). */
    stateChangedAt: optionalAttr<string>(),
    stateLog: optionalAttr<StateLogEntry[]>(),
    /** Every plan change (oldest first): the bill run rates each plan for its days of the cycle. */
    planLog: optionalAttr<PlanLogEntry[]>(),
    /** The data pool the card is in (card-pool), absent when none. */
    poolId: optionalAttr<string>(),
    /** Every pool change (oldest first): the bill run pools the card for its days in the pool. */
    poolLog: optionalAttr<PoolLogEntry[]>(),
    /** Label ids, for display (the memberships are the label's partition). */
    labels: optionalAttr<Set<string>>(),
    /** The speed the operator caps the card at (kbit/s; null: lifted), card-detail `limitSpeed`. */
    speedLimitKbps: optionalAttr<number | null>(),
    /** The dual-SIM device the card is in, at most one (conditional `attribute_not_exists`). */
    dsimSn: optionalAttr<string>(),
    eid: optionalAttr<string>(),
    profiles: optionalAttr<CardProfile[]>(),
    /**
     * The partitions its enterprise's card index is spread over when the card was written (the
     * enterprise's `cardShards`; absent: 1, the one key `CUST#<c>#CARDS`): its shard is a hash of the ICCID.
     */
    listShards: optionalAttr<number>(),
  },
  key: ({ channelCustId, iccid }: { channelCustId: string; iccid: string }) => keys.card(channelCustId, iccid),
  indexes: {
    /**
     * Every card of an enterprise (allocated ones included), by state then ICCID: the card list. A
     * large enterprise's cards are spread over `listShards` partitions (cardListShard of the ICCID),
     * read together and merged (shared/data/sharded-query.ts); a state change moves only the sort key.
     */
    cardsOfCustomerByState: {
      index: 'byCustomerState',
      uses: ['channelCustId', 'state', 'iccid'],
      partitionUses: ['channelCustId', 'iccid', 'listShards'],
      key: (c) => ({
        gsi1pk: cardListKeys.enterprise(c.channelCustId, cardListShard(c.iccid, c.listShards)),
        gsi1sk: cardListKeys.state(c.state, c.iccid),
      }),
    },
    /**
     * The cards allocated to a secondary customer, by ICCID. gsi3sk is kept on unallocated cards too
     * (allocation sets only gsi3pk, and a state change moves one index entry, not two: ≤ 4 write units
     * per card in a batch); without gsi3pk they stay out of the index. Spread like the enterprise's
     * (`listShards`, the same shard of the ICCID): `CUST#<c>#SUB#<s>#CARDS#<n>`. `listShards` is written
     * with the card and never changes (its enterprise's count is fixed once it has cards), so it is
     * read, not a trigger: a writer that moves the card (allocation) passes the count.
     */
    cardsOfSubCustomer: {
      index: 'bySubCustomerState',
      uses: ['channelCustId', 'custId', 'iccid'],
      key: (c) => ({
        ...(c.custId ? { gsi3pk: cardListKeys.secondary(c.channelCustId, c.custId, cardListShard(c.iccid, c.listShards)) } : {}),
        gsi3sk: c.iccid,
      }),
    },
  },
});

/**
 * Every `byCustomerState` partition of an enterprise's cards when its index is spread over `shards`
 * (one per shard), or its one partition: what the sharded reader Queries and merges.
 */
export const enterpriseCardPartitions = (channelCustId: string, shards: number): string[] =>
  cardListKeys.enterpriseShards(channelCustId, shards);

/** Every `bySubCustomerState` partition of a secondary customer's cards when its enterprise's index is spread over `shards`. */
export const subCustomerCardPartitions = (channelCustId: string, custId: string, shards: number): string[] =>
  cardListKeys.secondaryShards(channelCustId, custId, shards);

export const cardDirectoryEntity = /* @__PURE__ */ entity({
  name: 'card directory',
  attributes: {
    iccid: attr<string>(),
    msisdn: attr<string>(),
    channelCustId: attr<string>(),
    custId: attr<string | null>(),
    /** The card's `listShards` when written: its entry by ICCID lies in the same shard as its card-index entry. */
    listShards: optionalAttr<number>(),
  },
  key: ({ iccid }: { iccid: string }) => keys.cardDirectory(iccid),
  indexes: {
    /** A card by its MSISDN (card list exact MSISDN, card import's used-MSISDN check). */
    cardByMsisdn: { index: 'byAlternateId', uses: ['msisdn', 'iccid'], key: (d) => altKeys.cardByMsisdn(d.msisdn, d.iccid) },
    /**
     * An enterprise's cards by ICCID whatever their state (card list ICCID range without a state: a key
     * condition). Never rewritten by a state change; an allocation (`custId`) rewrites the entry.
     */
    cardsOfEnterpriseByIccid: {
      index: 'byCustomerState',
      uses: ['channelCustId', 'iccid'],
      partitionUses: ['channelCustId', 'iccid', 'listShards'],
      key: (d) => ({ gsi1pk: cardIccidKeys.enterprise(d.channelCustId, cardListShard(d.iccid, d.listShards)), gsi1sk: d.iccid }),
    },
  },
});

/**
 * A card's IMSI or IMEI entry (`ICCID#<iccid>` / `IMSI` or `IMEI`, beside the directory item): the card
 * list's exact IMSI and IMEI filters find the card by it on `byAlternateId` (`IMSI#<imsi>`), then read
 * the card under the tenant's own key. Holds no secondary customer (an allocation does not rewrite it):
 * the card read decides who may see it. Written with the card; an IMEI change moves it, an emptied
 * IMEI deletes it (a stale entry is harmless: the reader checks the card's own value).
 */
export const cardAltIdEntity = /* @__PURE__ */ entity({
  name: 'card alternate id',
  attributes: {
    iccid: attr<string>(),
    kind: attr<CardAltIdKind>(),
    value: attr<string>(),
    channelCustId: attr<string>(),
  },
  key: ({ iccid, kind }: { iccid: string; kind: CardAltIdKind }) => keys.cardAltId(iccid, kind),
  indexes: {
    /** A card by its IMSI or IMEI (card list exact IMSI / IMEI). */
    cardByAltId: {
      index: 'byAlternateId',
      uses: ['kind', 'value', 'iccid'],
      key: (d) => altKeys.cardByAltId(d.kind, d.value, d.iccid),
    },
  },
});

/**
 * A card's activation entry (`ICCID#<iccid>` / `ACTIVATED`, written once, when the card is first
 * activated or loaded activated): its enterprise's activated cards by activation time on
 * `byCustomerState` (a sparse list), so the card list's activation-day filter is a key condition.
 * The reader reads the cards under the tenant's key and checks every filter on them.
 */
export const cardActivationEntity = /* @__PURE__ */ entity({
  name: 'card activation',
  attributes: {
    iccid: attr<string>(),
    channelCustId: attr<string>(),
    activatedAt: attr<string>(),
    /** The card's `listShards` when written: the entry lies in the card's shard. */
    listShards: optionalAttr<number>(),
  },
  key: ({ iccid }: { iccid: string }) => keys.cardActivation(iccid),
  indexes: {
    /** An enterprise's activated cards by activation time, then ICCID (card list activation days). */
    cardsOfEnterpriseByActivation: {
      index: 'byCustomerState',
      uses: ['channelCustId', 'activatedAt', 'iccid'],
      partitionUses: ['channelCustId', 'iccid', 'listShards'],
      key: (a) => ({
        gsi1pk: cardActivationKeys.enterprise(a.channelCustId, cardListShard(a.iccid, a.listShards)),
        gsi1sk: `${a.activatedAt}#${a.iccid}`,
      }),
    },
  },
});

/**
 * A card's MSISDN entry (`ICCID#<iccid>` / `MSISDN`, written with the card; the MSISDN never changes):
 * its enterprise's cards by MSISDN on `byCustomerState`, so the card list's MSISDN range is a key
 * condition. Holds no secondary customer (an allocation does not rewrite it): the reader reads the cards
 * under the tenant's key and checks every filter on them.
 */
export const cardMsisdnEntity = /* @__PURE__ */ entity({
  name: 'card msisdn',
  attributes: {
    iccid: attr<string>(),
    msisdn: attr<string>(),
    channelCustId: attr<string>(),
    /** The card's `listShards` when written: the entry lies in the card's shard. */
    listShards: optionalAttr<number>(),
  },
  key: ({ iccid }: { iccid: string }) => keys.cardMsisdn(iccid),
  indexes: {
    /** An enterprise's cards by MSISDN, then ICCID (card list MSISDN range). */
    cardsOfEnterpriseByMsisdn: {
      index: 'byCustomerState',
      uses: ['channelCustId', 'msisdn', 'iccid'],
      partitionUses: ['channelCustId', 'iccid', 'listShards'],
      key: (m) => ({
        gsi1pk: cardMsisdnKeys.enterprise(m.channelCustId, cardListShard(m.iccid, m.listShards)),
        gsi1sk: `${m.msisdn}#${m.iccid}`,
      }),
    },
  },
});
