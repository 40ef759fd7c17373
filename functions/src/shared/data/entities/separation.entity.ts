/**
 * Card–device separation (issue #16 items 1 and 3; docs/data-model.md "Card–device separation"):
 * the binding of a card to a device IMEI, the binding operations (the records tab), each separation
 * the session ingestion detected, the separation counts per (month, enterprise, operator) of a scope
 * (the analysis list), and each card's IMEI history (capped). Enterprise items start with the
 * tenant; the platform's lists read the `byAlternateId` copies of the keys (no second write).
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import type { Operator } from './card.entity.ts';

/** `first`: bound to the first IMEI a session reports after the binding; `imei`: to the given IMEI. */
export type BindMode = 'first' | 'imei';

export const separationBindingEntity = /* @__PURE__ */ entity({
  name: 'separation binding',
  attributes: {
    iccid: attr<string>(),
    channelCustId: attr<string>(),
    msisdn: attr<string>(),
    operator: attr<Operator>(),
    mode: attr<BindMode>(),
    /** The bound IMEI; null while a `first` binding waits for the card's first session. */
    imei: attr<string | null>(),
    boundAt: attr<string>(),
    by: attr<string>(),
    /** The last separation of the card while bound (its time and the IMEI seen). */
    separatedAt: optionalAttr<string>(),
    seenImei: optionalAttr<string>(),
  },
  key: ({ channelCustId, iccid }: { channelCustId: string; iccid: string }) => ({
    pk: `CUST#${channelCustId}#SEPBIND`,
    sk: iccid,
  }),
  indexes: {
    /** Every enterprise's bound cards (the platform's list), by enterprise then ICCID. */
    bindingsOfPlatform: {
      index: 'byAlternateId',
      uses: ['channelCustId', 'iccid'],
      key: (b) => ({ gsi2pk: 'PLATFORM#SEPBIND', gsi2sk: `${b.channelCustId}#${b.iccid}` }),
    },
  },
});

/** One bind or unbind operation (a card or a batch): the binding records tab. */
export const separationOperationEntity = /* @__PURE__ */ entity({
  name: 'separation binding operation',
  attributes: {
    operationId: attr<string>(),
    channelCustId: attr<string>(),
    action: attr<'bind' | 'unbind'>(),
    mode: attr<BindMode | null>(),
    imei: attr<string | null>(),
    /** Cards changed, and cards named that were left as they were (unknown, or not bound for an unbind). */
    count: attr<number>(),
    skipped: attr<number>(),
    /** The first ICCIDs of the operation, for display. */
    sample: attr<string[]>(),
    at: attr<string>(),
    by: attr<string>(),
  },
  key: ({ channelCustId, at, operationId }: { channelCustId: string; at: string; operationId: string }) => ({
    pk: `CUST#${channelCustId}#SEPOP`,
    sk: `${at}#${operationId}`,
  }),
  indexes: {
    operationsOfPlatform: {
      index: 'byAlternateId',
      uses: ['at', 'operationId'],
      key: (o) => ({ gsi2pk: 'PLATFORM#SEPOP', gsi2sk: `${o.at}#${o.operationId}` }),
    },
  },
});

/**
 * A separation: a bound card seen in a session with another IMEI. Keyed by month and operator, so the
 * analysis detail of a (month, enterprise, operator) is one Query; put absent-only, so a session file
 * ingested again records nothing twice.
 */
export const separationEntity = /* @__PURE__ */ entity({
  name: 'separation',
  attributes: {
    iccid: attr<string>(),
    msisdn: attr<string>(),
    channelCustId: attr<string>(),
    custId: attr<string | null>(),
    operator: attr<Operator>(),
    /** Shanghai month of the separation. */
    month: attr<string>(),
    /** When the card was seen in the other device (the session's start): the separation time. */
    at: attr<string>(),
    boundImei: attr<string>(),
    seenImei: attr<string>(),
    /** When the platform shut the card down (operator status N). */
    shutdownAt: attr<string>(),
  },
  key: ({
    channelCustId,
    month,
    operator,
    at,
    iccid,
  }: { channelCustId: string; month: string; operator: string; at: string; iccid: string }) => ({
    pk: `CUST#${channelCustId}#SEPARATION`,
    sk: `${month}#${operator}#${at}#${iccid}`,
  }),
  indexes: {
    /** Every enterprise's separations (the platform's separated tab), newest first. */
    separationsOfPlatform: {
      index: 'byAlternateId',
      uses: ['at', 'iccid'],
      key: (s) => ({ gsi2pk: 'PLATFORM#SEPARATION', gsi2sk: `${s.at}#${s.iccid}` }),
    },
  },
});

/** Separations of a scope (the platform, or an enterprise) per (month, enterprise, operator): the analysis list. */
export const separationStatEntity = /* @__PURE__ */ entity({
  name: 'separation count',
  attributes: {
    month: attr<string>(),
    channelCustId: attr<string>(),
    operator: attr<Operator>(),
    count: attr<number>(),
  },
  key: ({
    scope,
    month,
    channelCustId,
    operator,
  }: { scope: string; month: string; channelCustId: string; operator: string }) => ({
    pk: `${scope}#SEPSTAT`,
    sk: `${month}#${channelCustId}#${operator}`,
  }),
});

/** One device a card was seen in. */
export interface ImeiSeen {
  imei: string;
  firstSeen: string;
  lastSeen: string;
}

/** The devices a card was seen in (the most recent IMEI_HISTORY_MAX), in its partition. */
export const imeiHistoryEntity = /* @__PURE__ */ entity({
  name: 'card IMEI history',
  attributes: { iccid: attr<string>(), channelCustId: attr<string>(), imeis: attr<ImeiSeen[]>() },
  key: ({ channelCustId, iccid }: { channelCustId: string; iccid: string }) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: 'IMEIS',
  }),
});
