/**
 * History: a finished separation renewal of Acme's (risk/renewCardSeparation), so the list and the
 * detail have content. Three China Telecom cards and a China Mobile card are first separated through
 * the real path (history-separation.ts): Acme binds them to devices through the risk API, then the
 * operator's session file shows them in other devices and the usage-ingest worker shuts them down
 * (operator status N). The renewal is then submitted through the API and runs on the card import's
 * machine: the telecom cards are renewed, the mobile card and a telecom card that is not separated
 * fail with their reasons.
 */
import type { ReportedSession } from '@cmp/functions/risk/session-report';
import type { SeedClient } from './history-client.ts';
import { type CardPicker, iccids, of } from './history-picker.ts';
import { demoImei, writeSessionFile } from './history-separation.ts';

/** Binds the cards to devices, then reports them in other devices: the separation check shuts them down. */
async function separate(api: SeedClient, cards: readonly string[], idle: () => Promise<void>): Promise<void> {
  await api.as('acme')('/cmp/risk/separation/bind', {
    mode: 'imei',
    cards: cards.map((iccid, i) => ({ iccid, imei: demoImei(40 + i) })),
  });
  // Sessions after the binding (one that started before it is ignored).
  await new Promise((r) => setTimeout(r, 1_000));
  const t = Date.now() - 500;
  const sessions: ReportedSession[] = cards.map((iccid, i) => ({
    start: new Date(t + i).toISOString(),
    iccid,
    imei: demoImei(60 + i),
    province: '31',
    city: '3101',
  }));
  await writeSessionFile(`simulator/${new Date(t).toISOString().slice(0, 10)}-renewal-demo`, sessions);
  await idle();
}

/** One finished renewal batch of Acme's: three renewed, two failed with their reasons. */
export async function seedRenewals(api: SeedClient, cards: CardPicker, idle: () => Promise<void>): Promise<void> {
  // Acme's active cards, allocated or not: the enterprise renews any of its own.
  const telecom = iccids(cards.pick(3, of('C1001', { state: 64, operator: 'CTCC' }), 'a separation renewal'));
  const [mobile] = iccids(cards.pick(1, of('C1001', { state: 64, operator: 'CMCC' }), 'a separation renewal'));
  const [unseparated] = iccids(cards.pick(1, of('C1001', { state: 64, operator: 'CTCC' }), 'a separation renewal'));
  await separate(api, [...telecom, mobile!], idle);
  await api.as('acme')('/cmp/risk/renewCardSeparation/submit', { iccids: [...telecom, mobile!, unseparated!] });
}
