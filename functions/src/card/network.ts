/**
 * A card's network (all its zones, card-detail `network`): what it is, and what a lifecycle move
 * leaves it at on every path that moves a card (the card detail's state change, the batch state change).
 */

/** The zone id the whole card's network is switched under (per-zone control comes with zones). */
export const ALL_ZONES = 'ALL';

/** The card's network status: as set by an action, else blocked for deactivated cards (spec §4). */
export const networkOf = (card: { network?: 'allowed' | 'blocked' | null; state: number }): 'allowed' | 'blocked' =>
  card.network ?? (card.state === 65 ? 'blocked' : 'allowed');

/** Deactivation blocks every zone at once (spec §4), activation opens the network again; other moves keep it. */
export const networkOnMove = (to: number): 'allowed' | 'blocked' | undefined =>
  to === 65 ? 'blocked' : to === 64 ? 'allowed' : undefined;
