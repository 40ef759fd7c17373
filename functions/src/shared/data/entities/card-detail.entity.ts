/**
 * Items that hang off a card: its operation log, its SMS (and the scope lists' copies), its voice
 * whitelist, its eUICC pointer, its dual-SIM pair, a pending plan change falling due, and the
 * simulator's injected faults.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import type { Operator } from './card.entity.ts';
import { createdStamps, updatedStamps } from './stamps.ts';

export const cardLogEntity = /* @__PURE__ */ entity({
  name: 'card log entry',
  attributes: { action: attr<string>(), detail: optionalAttr<unknown>(), by: attr<string>(), at: attr<string>() },
  key: ({ channelCustId, iccid, at, id }: { channelCustId: string; iccid: string; at: string; id: string }) =>
    keys.cardLog(channelCustId, iccid, at, id),
});

export const smsStates = ['sending', 'submitted', 'sent', 'failed'] as const;

const smsAttributes = {
  smsId: attr<string>(),
  iccid: attr<string>(),
  channelCustId: attr<string>(),
  custId: attr<string | null>(),
  operator: attr<Operator>(),
  content: attr<string>(),
  state: attr<(typeof smsStates)[number]>(),
  at: attr<string>(),
  by: attr<string>(),
  messageId: optionalAttr<string>(),
  /** When the operator reported it sent or failed (or the platform expired it). */
  settledAt: optionalAttr<string>(),
  /** Why it failed: `operator` (the send failed), `rejected` (the operator refused to report), `expired`. */
  failure: optionalAttr<'operator' | 'rejected' | 'expired'>(),
  /** The scope lists that hold a copy, so every change updates all of them. */
  scopes: attr<string[]>(),
};

export const cardSmsEntity = /* @__PURE__ */ entity({
  name: 'card SMS',
  attributes: smsAttributes,
  key: ({ channelCustId, iccid, at, smsId }: { channelCustId: string; iccid: string; at: string; smsId: string }) =>
    keys.cardSms(channelCustId, iccid, at, smsId),
});

export const smsListEntity = /* @__PURE__ */ entity({
  name: 'SMS list entry',
  attributes: smsAttributes,
  key: ({ scope, at, smsId }: { scope: string; at: string; smsId: string }) => keys.smsListItem(scope, at, smsId),
});

export const voiceWhitelistEntity = /* @__PURE__ */ entity({
  name: 'voice whitelist',
  attributes: {
    iccid: attr<string>(),
    channelCustId: attr<string>(),
    numbers: attr<string[]>(),
    ...updatedStamps,
    /** Optimistic concurrency: every change is conditional on the version read. */
    version: attr<number>(),
  },
  key: ({ channelCustId, iccid }: { channelCustId: string; iccid: string }) => keys.voiceWhitelist(channelCustId, iccid),
});

export const euiccEntity = /* @__PURE__ */ entity({
  name: 'eUICC pointer',
  attributes: { eid: attr<string>(), iccid: attr<string>() },
  key: ({ channelCustId, eid }: { channelCustId: string; eid: string }) => keys.euicc(channelCustId, eid),
});

export const dsimPairEntity = /* @__PURE__ */ entity({
  name: 'dual-SIM pair',
  attributes: {
    sn: attr<string>(),
    channelCustId: attr<string>(),
    /** Slot 1 and slot 2. */
    iccid1: attr<string>(),
    iccid2: attr<string>(),
    activeSlot: attr<1 | 2>(),
    ...createdStamps,
    ...updatedStamps,
    /** The dual-SIM import that created it, so a retried chunk recognises its own pairs. */
    importId: optionalAttr<string>(),
  },
  key: ({ channelCustId, sn }: { channelCustId: string; sn: string }) => keys.dsimPair(channelCustId, sn),
});

export const planChangeDueEntity = /* @__PURE__ */ entity({
  name: 'plan change due',
  attributes: {
    channelCustId: attr<string>(),
    iccid: attr<string>(),
    requestedAt: attr<string>(),
    effectiveAt: attr<string>(),
    expiresAt: attr<number>(),
  },
  /** `day` is the Asia/Shanghai day of `effectiveAt`: the hourly sweep Queries the days up to today. */
  key: ({ day, effectiveAt, iccid }: { day: string; effectiveAt: string; iccid: string }) =>
    keys.planChangeDue(day, effectiveAt, iccid),
});

export const simulatorFaultEntity = /* @__PURE__ */ entity({
  name: 'simulator fault',
  attributes: { code: attr<string>() },
  key: ({ iccid }: { iccid: string }) => keys.simulatorFault(iccid),
});
