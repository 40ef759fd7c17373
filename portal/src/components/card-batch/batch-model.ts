// Types and pure rules of the batch screens (docs/api.md "Batches").
import { type BatchType, type ResponseOf, batchTypes } from '@cmp/functions/contracts';

export { BATCH_MAX_CARDS, type BatchStatus, type BatchType } from '@cmp/functions/contracts';
/** Target states a batch may move cards to (the lifecycle's reachable states). */
export const TARGET_STATES = [62, 63, 64, 65, 67, 68] as const;

/**
 * Batch types (docs/api.md "Batches"): state change, allocation to a secondary customer, data
 * recovery, standard-SIM (cards change edition).
 */
export const isBatchType = (v: string | undefined): v is BatchType => batchTypes.includes(v as BatchType);

/** A batch as the list and the detail answer it. */
export type Batch = ResponseOf<'batch.list'>['items'][number];
/** One card's outcome in a batch, its reason worded in the reader's language. */
export type CardResult = ResponseOf<'batch.detail'>['results'][number];

/**
 * Where a batch's detail lives: under the card area or under shortcuts (data recovery has its own
 * shortcut pages); platform users carry the enterprise. The `:state` segment is the target state,
 * or the type for an allocation (which keeps the cards' states).
 */
export function batchDetailPath(
  base: 'card' | 'shortcuts',
  b: Pick<Batch, 'batchId' | 'targetState' | 'channelCustId'> & { type?: BatchType; targetModeType?: string },
  platform: boolean,
) {
  if (b.type === 'standardSim' && base === 'shortcuts') {
    // Its `:state?` filters the card results (succeeded/failed): the link opens all of them.
    const path = `/shortcuts/standardsim/detail/${encodeURIComponent(b.batchId)}`;
    return platform ? `${path}?channelCustId=${encodeURIComponent(b.channelCustId)}` : path;
  }
  const section = b.type === 'recover' && base === 'shortcuts' ? 'data-recovery' : 'batchoperate';
  const path = `/${base}/${section}/detail/${encodeURIComponent(b.batchId)}/${b.targetState ?? b.targetModeType ?? b.type ?? ''}`;
  return platform ? `${path}?channelCustId=${encodeURIComponent(b.channelCustId)}` : path;
}

/** The label key of an edition (mode type 00 standard, 01 professional, 02 standard Plus). */
export const editionKey = (modeType: string) => `shortcuts.standardSim.editions.${modeType}`;

/**
 * What a batch moves cards to: a lifecycle state or an edition (its label key), a secondary
 * customer (its name), or back to the enterprise (an allocation without a target).
 */
export function batchTarget(
  b: Pick<Batch, 'type' | 'targetState' | 'targetCustId' | 'targetCustName'> & { targetModeType?: string },
): { stateKey?: string } | { customer: string } | { enterprise: true } {
  if (b.type === 'allocate') return b.targetCustId ? { customer: b.targetCustName ?? b.targetCustId } : { enterprise: true };
  if (b.type === 'standardSim') return { stateKey: b.targetModeType ? editionKey(b.targetModeType) : undefined };
  return { stateKey: b.targetState ? `cardState.${b.targetState}` : undefined };
}

export interface ParsedIccids {
  /** Valid ICCIDs, first occurrence order, without duplicates. */
  iccids: string[];
  /** Entries that are not 19–20 digits (at most the first 5, for the message), and how many there were. */
  invalid: string[];
  invalidCount: number;
  duplicates: number;
}

const ICCID = /^\d{19,20}$/;

/**
 * ICCIDs from pasted text or a .txt/.csv file: one per line (commas, semicolons and tabs also
 * separate; a CSV's other columns and a header line are ignored), de-duplicated and validated.
 */
export function parseIccids(text: string, fromFile = false): ParsedIccids {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const tokens: string[] = [];
  lines.forEach((line, i) => {
    const cells = line.split(/[,;\t]/).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    const picked = fromFile ? cells.slice(0, 1) : cells;
    // A file's header line ("ICCID") is not an entry.
    if (fromFile && i === 0 && picked[0] && !/\d/.test(picked[0])) return;
    for (const cell of picked) for (const token of cell.split(/\s+/)) if (token) tokens.push(token);
  });
  const seen = new Set<string>();
  const invalid: string[] = [];
  let invalidCount = 0;
  let duplicates = 0;
  for (const token of tokens) {
    if (!ICCID.test(token)) {
      invalidCount++;
      if (invalid.length < 5) invalid.push(token);
    } else if (seen.has(token)) duplicates++;
    else seen.add(token);
  }
  return { iccids: [...seen], invalid, invalidCount, duplicates };
}

/**
 * Pasted ICCIDs (or a file's: `fromFile`) of a batch of at most `max` cards, with the message key of
 * their first problem under the page's namespace (`<ns>.errors.invalid`, `.empty`, `.tooMany`), or
 * null when they can be sent.
 */
export function checkIccidInput(
  text: string,
  max: number,
  ns: string,
  fromFile = false,
): ParsedIccids & { problem: string | null } {
  const parsed = parseIccids(text, fromFile);
  const problem = parsed.invalidCount
    ? `${ns}.errors.invalid`
    : parsed.iccids.length === 0
      ? `${ns}.errors.empty`
      : parsed.iccids.length > max
        ? `${ns}.errors.tooMany`
        : null;
  return { ...parsed, problem };
}
