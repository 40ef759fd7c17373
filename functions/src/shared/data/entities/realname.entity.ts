/**
 * Real-name records of cards (realname/, issue #16 item 5): a card's real-name state (whether it
 * requires real-name, whether it is verified, by whom, the person with the identity number only
 * sealed, hashed and masked) and the history of every change. Cards without a state item are 'not
 * required' (existing data). The daily check reads the cards that require real-name and lack it
 * on a sparse key.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { altKeys, keys } from '../keys.ts';

export const realNameStatuses = ['unverified', 'verified', 'notRequired'] as const;
export type RealNameStatus = (typeof realNameStatuses)[number];
/** What a history entry records: the requirement set or lifted, a verification, a refused one, a cut-off, a restore. */
export const realNameEventKinds = ['required', 'notRequired', 'verified', 'refused', 'cutOff', 'restored'] as const;
export type RealNameEventKind = (typeof realNameEventKinds)[number];

export const cardRealNameEntity = /* @__PURE__ */ entity({
  name: 'card real-name state',
  attributes: {
    channelCustId: attr<string>(),
    iccid: attr<string>(),
    msisdn: optionalAttr<string>(),
    custId: optionalAttr<string | null>(),
    required: attr<boolean>(),
    /** `verified` once a verification is recorded; `unverified` while required and not; `notRequired` otherwise. */
    status: attr<RealNameStatus>(),
    personName: optionalAttr<string>(),
    idSealed: optionalAttr<string>(),
    idHash: optionalAttr<string>(),
    idMasked: optionalAttr<string>(),
    verifiedAt: optionalAttr<string>(),
    verifiedBy: optionalAttr<string>(),
    /** The card is held at operator status I by the real-name rule (realname/realname-rules.ts). */
    cutOff: attr<boolean>(),
    updatedAt: attr<string>(),
    updatedBy: attr<string>(),
  },
  key: ({ channelCustId, iccid }: { channelCustId: string; iccid: string }) => keys.cardRealName(channelCustId, iccid),
  indexes: {
    ofPlatform: {
      index: 'byAlternateId',
      uses: ['channelCustId', 'iccid'],
      key: (r) => altKeys.cardRealNameOfPlatform(r.channelCustId, r.iccid),
    },
    /** Cards the daily check looks at: requiring real-name and lacking it, or still held at I by the rule. */
    pending: {
      index: 'bySubCustomerState',
      uses: ['required', 'status', 'cutOff', 'channelCustId', 'iccid'],
      key: (r) =>
        (r.required && r.status !== 'verified') || r.cutOff ? altKeys.cardRealNamePending(r.channelCustId, r.iccid) : undefined,
    },
  },
});

export const cardRealNameEventEntity = /* @__PURE__ */ entity({
  name: 'card real-name event',
  attributes: {
    id: attr<string>(),
    channelCustId: attr<string>(),
    iccid: attr<string>(),
    at: attr<string>(),
    kind: attr<RealNameEventKind>(),
    /** Who: a login name, or `system` (the daily check). */
    by: attr<string>(),
    personName: optionalAttr<string>(),
    idMasked: optionalAttr<string>(),
    /** The operator status before and after (cut-off, restore). */
    from: optionalAttr<string>(),
    to: optionalAttr<string>(),
  },
  key: ({ channelCustId, iccid, at, id }: { channelCustId: string; iccid: string; at: string; id: string }) =>
    keys.cardRealNameEvent(channelCustId, iccid, at, id),
});
