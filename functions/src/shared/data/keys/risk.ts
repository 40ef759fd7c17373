import { partitionKeys } from './partitions.ts';
import { chunkNumber, skPrefix } from './parts.ts';

/** Risk control: region limits, separation renewals and card unlocks, blacklists, real-name records. */
export const riskKeys = {
  /** A region limit of an enterprise: one Query lists them, by id (ids sort by creation time). */
  regionLimit: (channelCustId: string, limitId: string) => ({ pk: `CUST#${channelCustId}#REGIONLIMIT`, sk: limitId }),
  /** A limit under its target (one per target): the session check reads a card's targets by key. */
  regionLimitTarget: (channelCustId: string, kind: string, id: string) => ({
    pk: `CUST#${channelCustId}#REGIONTARGET`,
    sk: `${kind}#${id}`,
  }),
  /** A session outside its card's allowed regions, once per (card, session start); listed newest first. */
  regionViolation: (channelCustId: string, sessionStart: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#REGIONVIOL`,
    sk: `${sessionStart}#${iccid}`,
  }),
  /** A separation renewal batch of an enterprise (a chunked job hosted on the card import's machine). */
  renewal: (channelCustId: string, batchId: string) => ({ pk: partitionKeys.renewal(channelCustId, batchId), sk: 'RENEWAL' }),
  /** A slice of a renewal batch's ICCIDs (up to RENEWAL_SLICE of them), written with the batch. */
  renewalSlice: (channelCustId: string, batchId: string, index: number) => ({
    pk: partitionKeys.renewal(channelCustId, batchId),
    sk: `INPUT#${chunkNumber(index)}`,
  }),
  /** The marker of a done chunk of a renewal batch (its cards' results), written once. */
  renewalChunk: (channelCustId: string, batchId: string, index: number) => ({
    pk: partitionKeys.renewal(channelCustId, batchId),
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A renewal batch in a scope's list (`PLATFORM` or `CUST#<c>`), newest last in sort order. */
  renewalListItem: (scope: string, createdAt: string, batchId: string) => ({
    pk: partitionKeys.renewalList(scope),
    sk: `${createdAt}#${batchId}`,
  }),
  /** One unlock of a separated card by a renewal batch, in the card's partition: at most one per (card, batch). */
  cardUnlock: (channelCustId: string, iccid: string, batchId: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `UNLOCK#${batchId}`,
  }),
  /** A card's unlock count of one Shanghai month (spec §5: at most 2), moved with the unlock record. */
  cardUnlockMonth: (channelCustId: string, iccid: string, month: string) => ({
    pk: `CUST#${channelCustId}#CARD#${iccid}`,
    sk: `UNLOCKS#${month}`,
  }),
  /** A blacklist entry: the enterprises or the persons (`kind`), one small platform partition each. */
  blacklistEntry: (kind: string, entryId: string) => ({ pk: `PLATFORM#BLACKLIST#${kind}`, sk: entryId }),
  /** The blacklist record (every change and every hit), by time. */
  blacklistRecord: (at: string, recordId: string) => ({ pk: 'PLATFORM#BLACKLIST#RECORD', sk: `${at}#${recordId}` }),
  /** A card's real-name state; an enterprise's cards with one are one Query. */
  cardRealName: (channelCustId: string, iccid: string) => ({ pk: `CUST#${channelCustId}#REALNAME`, sk: iccid }),
  /** One change of a card's real-name state (its history), by time. */
  cardRealNameEvent: (channelCustId: string, iccid: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#REALNAME#${iccid}`,
    sk: `${at}#${id}`,
  }),
} as const;

/** Blacklist matches and real-name states across enterprises. */
export const riskAltKeys = {
  /** On a blacklisted enterprise with an organisation code, or a person: the normalised code / keyed hash of the number. */
  blacklistByNumber: (kind: string, match: string, entryId: string) => ({
    gsi2pk: `BLACKLIST#${kind}#${match}`,
    gsi2sk: entryId,
  }),
  /** On a blacklisted enterprise (index `bySubCustomerState`): its normalised name. */
  blacklistByName: (name: string, entryId: string) => ({ gsi3pk: `BLACKLIST#NAME#${name}`, gsi3sk: entryId }),
  /** On a card's real-name state: every enterprise's (the platform's list), by enterprise then ICCID. */
  cardRealNameOfPlatform: (channelCustId: string, iccid: string) => ({
    gsi2pk: 'PLATFORM#REALNAME',
    gsi2sk: `${channelCustId}#${iccid}`,
  }),
  /** On a card that requires real-name and lacks it, or is held at I (sparse, `bySubCustomerState`): what the daily check reads. */
  cardRealNamePending: (channelCustId: string, iccid: string) => ({
    gsi3pk: 'PLATFORM#REALNAME#PENDING',
    gsi3sk: `${channelCustId}#${iccid}`,
  }),
};
