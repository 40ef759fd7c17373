/**
 * Region limits (risk/region/, issue #16 item 4): a limit of an enterprise (allowed provinces and
 * cities of one card, label or plan, and what a session outside them does), its target entry (one
 * per target: the claim that keeps a target to one limit, and what the session check reads by key),
 * and the violations the check records, once per (card, session start).
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

/** What a limit applies to: one card (ICCID), the cards of a label, the cards on a plan. */
export const regionTargetKinds = ['card', 'label', 'plan'] as const;
export type RegionTargetKind = (typeof regionTargetKinds)[number];

/** What a session outside the allowed regions does: record only, or a risk shutdown (operator status X). */
export const regionActions = ['record', 'shutdown'] as const;
export type RegionAction = (typeof regionActions)[number];

/** How a violation's action ended (`pending` until the check settles it). */
export const violationOutcomes = ['pending', 'recorded', 'shutdown', 'alreadyShut', 'refused', 'failed'] as const;
export type ViolationOutcome = (typeof violationOutcomes)[number];

export interface RegionTarget {
  kind: RegionTargetKind;
  /** The ICCID, labelId or goodsReleaseId. */
  id: string;
}

/** An allowed province (GB/T 2260, two digits) and, when listed, only these of its cities (four digits). */
export interface AllowedRegion {
  province: string;
  cities: string[];
}

const terms = {
  limitId: attr<string>(),
  channelCustId: attr<string>(),
  target: attr<RegionTarget>(),
  regions: attr<AllowedRegion[]>(),
  action: attr<RegionAction>(),
  enabled: attr<boolean>(),
  /** Counted up by every change; the target entry carries the version it was written from. */
  version: attr<number>(),
};

export const regionLimitEntity = /* @__PURE__ */ entity({
  name: 'region limit',
  attributes: {
    ...terms,
    /** The target's name when last saved (ICCID for a card), for the list; the id stays the truth. */
    targetName: attr<string>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
    updatedAt: attr<string>(),
    updatedBy: attr<string>(),
  },
  key: ({ channelCustId, limitId }: { channelCustId: string; limitId: string }) => keys.regionLimit(channelCustId, limitId),
});

/** A limit under its target: written and removed in the limit's transaction; absent-only on add (one limit a target). */
export const regionTargetEntity = /* @__PURE__ */ entity({
  name: 'region limit target entry',
  /** The terms and the target's name (what a violation records of the limit it broke). */
  attributes: { ...terms, targetName: attr<string>() },
  // The target's kind and id are key arguments (the item keeps them as `target`).
  key: ({ channelCustId, targetKind, targetId }: { channelCustId: string; targetKind: string; targetId: string }) =>
    keys.regionLimitTarget(channelCustId, targetKind, targetId),
});

export const regionViolationEntity = /* @__PURE__ */ entity({
  name: 'region violation',
  attributes: {
    channelCustId: attr<string>(),
    custId: attr<string | null>(),
    iccid: attr<string>(),
    msisdn: attr<string>(),
    imei: attr<string>(),
    /** The session's start (ISO) and place (GB/T 2260 codes; city null when the operator did not know it). */
    sessionStart: attr<string>(),
    province: attr<string>(),
    city: attr<string | null>(),
    /** The limits the session broke (the most specific level's), with their targets as named then. */
    limits: attr<{ limitId: string; target: RegionTarget; targetName: string; action: RegionAction }[]>(),
    action: attr<RegionAction>(),
    outcome: attr<ViolationOutcome>(),
    /** Why a shutdown was refused or failed (an error key or the operator's message). */
    reason: optionalAttr<string>(),
    recordedAt: attr<string>(),
    settledAt: optionalAttr<string>(),
  },
  key: ({ channelCustId, sessionStart, iccid }: { channelCustId: string; sessionStart: string; iccid: string }) =>
    keys.regionViolation(channelCustId, sessionStart, iccid),
});
