import { skPrefix } from './parts.ts';

/** The alternate ids of a card that have their own directory entry besides the MSISDN. */
export type CardAltIdKind = 'IMSI' | 'IMEI';

/** The `byAlternateId` partition of an MSISDN. */
const msisdnPartition = (msisdn: string): string => `MSISDN#${msisdn}`;

/** A card, its directory entries, counters, operation log, SMS, due plan changes, eUICC pointer and simulator faults. */
export const cardKeys = {
  /** Who owns a card, by ICCID alone: for operator files and platform look-ups that know only the ICCID. */
  cardDirectory: (iccid: string) => ({ pk: `ICCID#${iccid}`, sk: 'CARD' }),
  /** A card's IMSI or IMEI entry beside its directory item: found by that id on `byAlternateId`. */
  cardAltId: (iccid: string, kind: CardAltIdKind) => ({ pk: `ICCID#${iccid}`, sk: kind }),
  /** A card's activation entry beside its directory item: listed by activation time under its enterprise. */
  cardActivation: (iccid: string) => ({ pk: `ICCID#${iccid}`, sk: 'ACTIVATED' }),
  /** A card's MSISDN entry beside its directory item: listed by MSISDN under its enterprise. */
  cardMsisdn: (iccid: string) => ({ pk: `ICCID#${iccid}`, sk: 'MSISDN' }),
  card: (channelCustId: string, iccid: string) => ({ pk: `CUST#${channelCustId}#CARD#${iccid}`, sk: 'CARD' }),
  cardStats: (scope: string) => ({ pk: `${scope}#STAT`, sk: 'CARDS' }),
  /** One entry of a card's operation log, in the card's partition (listed newest first). */
  cardLog: (channelCustId: string, iccid: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `${skPrefix.cardLog}${at}#${id}`,
  }),
  /** One SMS sent to a card, in the card's partition (listed newest first). */
  cardSms: (channelCustId: string, iccid: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `${skPrefix.cardSms}${at}#${id}`,
  }),
  /**
   * A pending plan change falling due (written with the change, deleted when applied or found stale):
   * one partition per Shanghai day of `effectiveAt`, so the scheduled sweep Queries the days up to today.
   */
  planChangeDue: (day: string, effectiveAt: string, iccid: string) => ({
    pk: `DUE#PLANCHANGE#${day}`,
    sk: `${effectiveAt}#${iccid}`,
  }),
  /** A fault the operator simulator injects for one card (local runs and tests only). */
  simulatorFault: (iccid: string) => ({ pk: 'PLATFORM#SIMULATOR', sk: `FAULT#${iccid}` }),
  /** Pointer to an eUICC card in its enterprise's eUICC list (eID order); the card item holds `eid` and `profiles`. */
  euicc: (channelCustId: string, eid: string) => ({ pk: `CUST#${channelCustId}#EUICC`, sk: `EID#${eid}` }),
} as const;

/** A card by its MSISDN, IMSI or IMEI (`byAlternateId`). */
export const cardAltKeys = {
  /** The `byAlternateId` partition of an MSISDN: holds the card directory item of the card that has it. */
  msisdn: msisdnPartition,
  /** On the card directory item: a card by its MSISDN. */
  cardByMsisdn: (msisdn: string, iccid: string) => ({ gsi2pk: msisdnPartition(msisdn), gsi2sk: `ICCID#${iccid}` }),
  /** On a card's IMSI or IMEI entry: the card by that id (`IMSI#<imsi>`, `IMEI#<imei>`). */
  cardByAltId: (kind: CardAltIdKind, value: string, iccid: string) => ({ gsi2pk: `${kind}#${value}`, gsi2sk: `ICCID#${iccid}` }),
};
