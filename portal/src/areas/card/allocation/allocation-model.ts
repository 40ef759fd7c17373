// Pure rules of the card allocation page (/card/card-list/numcard): which cards, to whom. Unit-tested.

/** Spec §5/§9: at most 10,000 cards per allocation; more need a search filter. */
export const ALLOCATE_MAX_CARDS = 10_000;
/** errorCode of `card.iccids` when more than 10,000 cards match (docs/api.md). */
export const TOO_MANY_MATCHING = 40001;
/** errorCode of `batch.allocate` over 10,000 cards. */
export const ALLOCATION_TOO_MANY = 47001;

export type CardSource = 'filter' | 'paste';

export interface AllocationDraft {
  platform: boolean;
  channelCustId: string;
  source: CardSource;
  /** Cards found by the filter (null until searched) or parsed from the pasted text. */
  iccids: string[] | null;
  /** Pasted entries that are not ICCIDs. */
  invalidCount: number;
  targetCustId: string;
}

/** The message key of the first problem of the form, per field; null when it can be submitted. */
export function allocationProblems(d: AllocationDraft): Partial<Record<'enterprise' | 'cards' | 'target', string>> {
  const problems: Partial<Record<'enterprise' | 'cards' | 'target', string>> = {};
  if (d.platform && !d.channelCustId) problems.enterprise = 'card.allocation.errors.enterprise';
  if (d.source === 'paste' && d.invalidCount > 0) problems.cards = 'card.allocation.errors.invalid';
  else if (d.iccids === null)
    problems.cards = d.source === 'filter' ? 'card.allocation.errors.search' : 'card.allocation.errors.empty';
  else if (d.iccids.length === 0)
    problems.cards = d.source === 'filter' ? 'card.allocation.errors.noMatch' : 'card.allocation.errors.empty';
  else if (d.iccids.length > ALLOCATE_MAX_CARDS) problems.cards = 'card.allocation.errors.tooMany';
  if (!d.targetCustId) problems.target = 'card.allocation.errors.target';
  return problems;
}

/** The allocation's batch detail (the `:state` segment names the type: allocations keep the cards' states). */
export function allocationDetailPath(batchId: string, channelCustId: string, platform: boolean): string {
  const path = `/card/batchoperate/detail/${encodeURIComponent(batchId)}/allocate`;
  return platform ? `${path}?channelCustId=${encodeURIComponent(channelCustId)}` : path;
}
