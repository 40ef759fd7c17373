/**
 * History: a finished separation renewal of Acme's (risk/renewCardSeparation), so the list and the
 * detail have content. Three China Telecom cards are first shut down for card–device separation
 * (operator status N) through the card write path (the card detail repository's `apply`: the card
 * and its log entry in one transaction), with a China Mobile card separated too; the renewal is
 * then submitted through the API and runs on the card import's machine: the telecom cards are
 * renewed, the mobile card and a telecom card that is not separated fail with their reasons.
 */
import { randomUUID } from 'node:crypto';
import { createCardDetailRepository } from '@cmp/functions/card-detail/card-detail.repository';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import type { SeedClient } from './history-client.ts';
import { type CardPicker, iccids, of } from './history-picker.ts';

/**
 * Shuts a card down for separation as the separation check does (operator status N, its time, a log
 * entry). Replace with the separation service once it is merged (issue #16 item 1).
 */
async function separate(db: DocumentClient, tableName: string, channelCustId: string, iccid: string): Promise<void> {
  const cards = createCardDetailRepository(db, () => tableName);
  const card = await cards.card(channelCustId, iccid);
  if (!card) throw new Error(`history seed: no card ${iccid}`);
  const at = new Date().toISOString();
  await cards.apply({
    card,
    set: { operatorStatus: 'N', operatorStatusAt: at },
    log: { id: randomUUID(), at, action: 'separate', detail: { from: card.operatorStatus ?? '1', to: 'N' }, by: 'system' },
  });
}

/** One finished renewal batch of Acme's: three renewed, two failed with their reasons. */
export async function seedRenewals(api: SeedClient, cards: CardPicker, db: DocumentClient, tableName: string): Promise<void> {
  // Acme's active cards, allocated or not: the enterprise renews any of its own.
  const telecom = iccids(cards.pick(3, of('C1001', { state: 64, operator: 'CTCC' }), 'a separation renewal'));
  const [mobile] = iccids(cards.pick(1, of('C1001', { state: 64, operator: 'CMCC' }), 'a separation renewal'));
  const [unseparated] = iccids(cards.pick(1, of('C1001', { state: 64, operator: 'CTCC' }), 'a separation renewal'));
  for (const iccid of [...telecom, mobile!]) await separate(db, tableName, 'C1001', iccid);
  await api.as('acme')('/cmp/risk/renewCardSeparation/submit', { iccids: [...telecom, mobile!, unseparated!] });
}
