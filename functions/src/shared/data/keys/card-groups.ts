import { partitionKeys } from './partitions.ts';
import { skPrefix } from './parts.ts';

/** Sets of an enterprise's cards: labels, sales orders, dual-SIM pairs, VIP-call whitelists, the SMS list. */
export const cardGroupKeys = {
  /** A sales order of cards; the cards it covers are memberships in the same partition. */
  saleOrder: (channelCustId: string, salesOrderNumber: string) => ({
    pk: partitionKeys.saleOrder(channelCustId, salesOrderNumber),
    sk: 'SO',
  }),
  /** A card a sales order covers (set when the platform handles it): the card list's `salesOrderNumber` filter reads them. */
  saleOrderCard: (channelCustId: string, salesOrderNumber: string, iccid: string) => ({
    pk: partitionKeys.saleOrder(channelCustId, salesOrderNumber),
    sk: `${skPrefix.card}${iccid}`,
  }),
  /** A sales order in a scope's list, by number (numbers sort by creation time). */
  saleOrderListItem: (scope: string, salesOrderNumber: string) => ({ pk: partitionKeys.saleOrders(scope), sk: salesOrderNumber }),
  /** A dual-SIM device (serial number) with its two cards; the enterprise's pairs are one Query. */
  dsimPair: (channelCustId: string, sn: string) => ({ pk: `CUST#${channelCustId}#DSIM`, sk: `${skPrefix.dsimPair}${sn}` }),
  /** A label of an enterprise (its own tag for cards); the enterprise's labels are one Query. */
  label: (channelCustId: string, labelId: string) => ({ pk: `CUST#${channelCustId}#LABELS`, sk: `${skPrefix.label}${labelId}` }),
  /** Claims a label name (lower-cased) within its enterprise, so names stay unique per enterprise. */
  labelName: (channelCustId: string, nameKey: string) => ({ pk: `CUST#${channelCustId}#LABELS`, sk: `NAME#${nameKey}` }),
  /** A card carrying a label: the cards of a label are one Query of the label's partition. */
  labelCard: (channelCustId: string, labelId: string, iccid: string) => ({
    pk: partitionKeys.labelCards(channelCustId, labelId),
    sk: `${skPrefix.card}${iccid}`,
  }),
  /** An SMS in a scope's SMS list (`CUST#<c>` or `CUST#<c>#SUB#<s>`): a copy of the card's SMS record, by time. */
  smsListItem: (scope: string, at: string, smsId: string) => ({ pk: partitionKeys.smsList(scope), sk: `${at}#${smsId}` }),
  /** A card's voice whitelist (VIP call numbers), in its enterprise's partition: the VIP call list is one Query. */
  voiceWhitelist: (channelCustId: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#VIPCALL`,
    sk: `${skPrefix.card}${iccid}`,
  }),
} as const;
