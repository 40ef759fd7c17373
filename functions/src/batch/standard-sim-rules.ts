import type { Card } from '../card/card-record.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { Reason } from './batch-reasons.ts';

/** Spec §1/§10: the editions (mode types) a card can be in: 00 standard, 01 professional, 02 standard Plus. */
export const editions = ['00', '01', '02'] as const;
export type Edition = Card['modeType'];

/** At most 10,000 cards per standard-SIM batch (spec §9: 10,000 cards selected at most). */
export const STANDARD_SIM_MAX_CARDS = 10_000;
/** States whose cards keep their edition: start (spec §5 'not available'), invalid and cancelled. */
export const EDITION_LOCKED_STATES = [60, 66, 67] as const;
/** The test state: the standard edition has only the Unicom test plan (spec §9). */
export const TEST_STATE = 61;
export const STANDARD: Edition = '00';

const editionNames = {
  '00': { zh: '标准版', en: 'standard' },
  '01': { zh: '专业版', en: 'professional' },
  '02': { zh: '标准 Plus 版', en: 'standard Plus' },
} as const;

/** The edition's name in the language (unknown codes as they are). */
export const editionName = (edition: string, lang: Lang): string => {
  const entry = editionNames[edition as Edition];
  return entry ? entry[lang === 'en-US' ? 'en' : 'zh'] : edition;
};

export type EditionCard = Partial<Pick<Card, 'state' | 'operator' | 'modeType' | 'poolId'>> & Record<string, unknown>;

/**
 * Why a card may not change to the `target` edition, or null when it may. `card` undefined: no such
 * card under the batch's enterprise (also how another enterprise's card looks). Refused: start,
 * invalid and cancelled cards; a card already in the target edition (counted as failed, so the
 * succeeded count is the number of cards that changed); a non-Unicom card in the test state going
 * to the standard edition (spec §9: the standard edition supports only the Unicom test plan); a
 * card in a data pool (a pool holds cards of one edition, card-pool `modeMismatch`).
 * The repository's condition expression is the same rule, evaluated atomically.
 */
export function editionRefusal(card: EditionCard | undefined, target: Edition): Reason | null {
  if (!card) return { code: 'edition.notFound' };
  const state = Number(card.state);
  if ((EDITION_LOCKED_STATES as readonly number[]).includes(state)) return { code: 'edition.state', params: { state } };
  if (card.modeType === target) return { code: 'edition.same', params: { edition: target } };
  if (target === STANDARD && state === TEST_STATE && card.operator !== 'CUCC') return { code: 'edition.testUnicom' };
  if (card.poolId) return { code: 'edition.pool', params: { poolId: String(card.poolId) } };
  return null;
}

/** The reason of a card whose update did not match although the rules allow it now (it changed in between). */
export const editionChangedReason = (): Reason => ({ code: 'edition.changed' });

/** The card-log detail of an edition change, e.g. `01 → 00`. */
export const editionLogDetail = (from: string, to: Edition, batchId: string) => ({ edition: `${from} → ${to}`, batchId });
