/**
 * The card import aggregate (card-import/: stock cards and dual-SIM pairs): the import item under
 * its enterprise, a chunk item per chunk holding its rows' results, and a copy of the import in each
 * scope's list. Its owner pointer is owner.entity.ts's. The uploaded file and its checked rows are
 * in S3.
 */
import type { Lang } from '../../i18n/lang.ts';
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { chunkMarkerAttributes, chunkedJobAttributes, jobStampAttributes, jobStatuses } from './job-attributes.ts';

/** What an import does with its rows: `cards` writes stock cards, `dsim` pairs cards in dual-SIM devices. */
export const importKinds = ['cards', 'dsim'] as const;
export type ImportKind = (typeof importKinds)[number];
export const importStatuses = jobStatuses;
export type ImportStatus = (typeof importStatuses)[number];

/** A column of a card import file. */
export type ImportField = 'iccid' | 'msisdn' | 'imsi' | 'operator' | 'imei' | 'goodsReleaseId' | 'state';
/** Why a row was not imported; worded in the reader's language on read (card-import/import-rows.ts `reasonText`). */
export const importReasonCodes = [
  'required',
  'malformed',
  'duplicateIccid',
  'duplicateMsisdn',
  'iccidExists',
  'msisdnExists',
  'unknownPlan',
  'planOperator',
  'numberAsText',
] as const;
export type ReasonCode = (typeof importReasonCodes)[number];

/** One row's outcome as stored (the reason is worded in the reader's language). */
export interface RowResult {
  line: number;
  iccid: string;
  msisdn: string;
  status: 'succeeded' | 'failed';
  reason?: ReasonCode;
  field?: ImportField;
  /** The earlier line of an in-file duplicate. */
  dupLine?: number;
}

/** A column of a dual-SIM import file. */
export type DsimField = 'sn' | 'iccid1' | 'iccid2';
/** Why a row was not paired. File checks first; the pairing reasons come from the dual-SIM pair service. */
export const dsimReasonCodes = [
  'required',
  'malformed',
  'sameIccid',
  'duplicateSn',
  'duplicateIccid',
  'snTaken',
  'cardNotFound',
  'cardPaired',
  'cardUnavailable',
  'custMismatch',
] as const;
export type DsimReason = (typeof dsimReasonCodes)[number];

/** One row's outcome of a dual-SIM import as stored. */
export interface DsimRowResult {
  line: number;
  sn: string;
  iccid1: string;
  iccid2: string;
  status: 'succeeded' | 'failed';
  reason?: DsimReason;
  field?: DsimField;
  dupLine?: number;
  /** The card a pairing reason names. */
  reasonIccid?: string;
}

const importAttributes = {
  /** Also the id of the uploaded file, so one upload is imported at most once. */
  importId: attr<string>(),
  /** Absent on imports recorded before dual-SIM imports existed: those are `cards`. */
  kind: optionalAttr<ImportKind>(),
  /** The enterprise whose stock receives the cards. */
  channelCustId: attr<string>(),
  fileName: attr<string>(),
  /** Key of the uploaded file in the imports bucket. */
  fileKey: attr<string>(),
  /** Data rows of the file; rows refused by the file checks count as failed when their chunk runs. */
  ...chunkedJobAttributes,
  failureReason: optionalAttr<string>(),
  lang: attr<Lang>(),
  ...jobStampAttributes,
};

export const cardImportEntity = /* @__PURE__ */ entity({
  name: 'card import',
  attributes: importAttributes,
  key: ({ channelCustId, importId }: { channelCustId: string; importId: string }) => keys.cardImport(channelCustId, importId),
});

/** The copy of an import in a scope's list (`PLATFORM`, the receiving enterprise), by creation time. */
export const cardImportListEntity = /* @__PURE__ */ entity({
  name: 'card import list entry',
  attributes: importAttributes,
  key: ({ scope, createdAt, importId }: { scope: string; createdAt: string; importId: string }) =>
    keys.cardImportListItem(scope, createdAt, importId),
});

/** A chunk of an import, written once when the chunk is done (its counts applied in the same transaction). */
export const cardImportChunkEntity = /* @__PURE__ */ entity({
  name: 'card import chunk',
  /** Its rows' results (up to 100): a card import's or a dual-SIM import's, told apart by `sn`. */
  attributes: chunkMarkerAttributes<RowResult | DsimRowResult>(),
  key: ({ channelCustId, importId, index }: { channelCustId: string; importId: string; index: number }) =>
    keys.cardImportChunk(channelCustId, importId, index),
});
