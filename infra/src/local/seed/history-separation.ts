/**
 * The demo's card–device separation (issue #16 items 1 and 3), through the real paths: Acme binds
 * cards through the risk API (given IMEIs, and the first IMEI seen), then the operator's session file
 * lands in the imports bucket as the simulator would send it, and the usage-ingest worker — through
 * S3 and the bus — learns the waiting bindings, widens each card's IMEI history and shuts the cards
 * seen in another device down (operator status N): a telecom (CTCC) and a mobile (CMCC) card of Acme,
 * and a card of Globex, so the separated tab, the analysis and the separation renewals have content.
 * Acme then unbinds one card, so the binding records show both kinds.
 */
import type { Card } from '@cmp/functions/card/card-record';
import { config } from '@cmp/functions/platform/config';
import { formatSessions } from '@cmp/functions/risk/session-file';
import type { ReportedSession } from '@cmp/functions/risk/session-report';
import { imeiOf } from '@cmp/functions/separation/imei';
import { objectStore } from '@cmp/functions/shared/aws/s3';
import type { SeedClient } from './history-client.ts';
import type { CardPicker } from './history-picker.ts';

/** A device number of the demo (valid check digit). */
export const demoImei = (n: number): string => imeiOf(`8612340${String(n).padStart(7, '0')}`);

/** Writes a session file to the imports bucket under `sessions/`, where the usage-ingest worker picks it up. */
export async function writeSessionFile(name: string, sessions: readonly ReportedSession[]): Promise<string> {
  const key = `sessions/${name}.csv`;
  await objectStore.put(config('importsBucket'), key, formatSessions(sessions), 'text/csv');
  return key;
}

const active = (channelCustId: string, operator?: Card['operator']) => (c: Card) =>
  c.channelCustId === channelCustId && c.state === 64 && c.modeType !== '00' && (!operator || c.operator === operator);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function seedSeparation(api: SeedClient, cards: CardPicker, idle: () => Promise<void>): Promise<void> {
  const acme = api.as('acme');
  const [telecom, telecomKept] = cards.pick(2, active('C1001', 'CTCC'), 'separation (Acme CTCC)');
  const [mobile] = cards.pick(1, active('C1001', 'CMCC'), 'separation (Acme CMCC)');
  const [unicom] = cards.pick(1, active('C1001', 'CUCC'), 'separation (Acme CUCC)');
  const firsts = cards.pick(2, active('C1001'), 'separation (Acme first IMEI)');
  const [globex] = cards.pick(1, active('C1002'), 'separation (Globex)');
  const [unbound] = cards.pick(1, active('C1001'), 'separation (Acme unbound)');
  const bound = [telecom!, telecomKept!, mobile!, unicom!];
  const device = new Map(bound.map((c, i) => [c.iccid, demoImei(i + 1)]));

  await acme('/cmp/risk/separation/bind', {
    mode: 'imei',
    cards: bound.map((c) => ({ iccid: c.iccid, imei: device.get(c.iccid) })),
  });
  await acme('/cmp/risk/separation/bind', { mode: 'first', cards: [...firsts, unbound!].map((c) => ({ iccid: c.iccid })) });
  await api.as('globex')('/cmp/risk/separation/bind', { mode: 'imei', cards: [{ iccid: globex!.iccid, imei: demoImei(20) }] });
  await acme('/cmp/risk/separation/unbind', { iccids: [unbound!.iccid] });

  // Sessions after the bindings: each card in its device, then three of them in another one.
  await wait(1_000);
  const t = Date.now() - 800;
  const at = (ms: number) => new Date(t + ms).toISOString();
  const sessions: ReportedSession[] = [
    ...bound.map((c, i) => ({ start: at(i * 10), iccid: c.iccid, imei: device.get(c.iccid)!, province: '31', city: '3101' })),
    ...firsts.map((c, i) => ({ start: at(50 + i), iccid: c.iccid, imei: demoImei(10 + i), province: '44', city: '4403' })),
    { start: at(60), iccid: globex!.iccid, imei: demoImei(20), province: '11', city: '1101' },
    { start: at(300), iccid: telecom!.iccid, imei: demoImei(31), province: '44', city: '4401' },
    { start: at(400), iccid: mobile!.iccid, imei: demoImei(32), province: '32', city: null },
    { start: at(500), iccid: globex!.iccid, imei: demoImei(33), province: '11', city: '1101' },
  ];
  await writeSessionFile(`simulator/${new Date(t).toISOString().slice(0, 10)}-demo`, sessions);
  await idle();
}
