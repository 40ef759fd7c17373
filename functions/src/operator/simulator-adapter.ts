import type { Operator } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { toOperatorStatus } from './lifecycle-to-operator.ts';
import {
  type DataSession,
  type EuiccAction,
  type EuiccProfileState,
  type OperatorAdapter,
  OperatorError,
  type OperatorStatusCode,
  type ResaleRecord,
  type ResaleStatus,
  VOICE_WHITELIST_MAX,
  recentSessions,
} from './operator-adapter.ts';
import { createSeededRandom } from './seeded-random.ts';

export interface SimulatorOptions {
  seed: number;
  /** Every call waits a latency drawn uniformly from [min, max] milliseconds. */
  latencyMs: { min: number; max: number };
  /** Share of calls, 0..1, that fail with a retryable UNAVAILABLE or TIMEOUT. */
  failureRate: number;
  clock: () => Date;
  /** Injected so tests wait no real time. */
  sleep: (ms: number) => Promise<void>;
  operator?: Operator;
  /** The lifecycle of a card the simulator has not seen; defaults to activated so any demo card works. */
  initialLifecycle?: (iccid: string) => LifecycleState;
}

interface CardState {
  status: OperatorStatusCode;
  zones: Map<string, 'block' | 'allow'>;
  speedKbps: number | null;
  voiceWhitelist: string[];
}

const APN: Record<Operator, string> = { CMCC: 'cmiot', CUCC: 'scuiot', CTCC: 'ctnb' };
const MINUTE = 60_000;
/** History is generated a day beyond the contract's 3-day window so the window is really applied. */
const GENERATED_HISTORY_MS = 4 * 24 * 60 * MINUTE;
/** The operator's network carries traffic only for these states. */
const ONLINE: ReadonlySet<OperatorStatusCode> = new Set(['1', 'T']);
/** The statuses a hold may be set on or released from: powered on, or held already. */
const HOLDABLE: ReadonlySet<OperatorStatusCode> = new Set(['1', 'I', 'N', 'X']);
/** Closed or closing accounts refuse everything but the closing itself. */
const OUT_OF_SERVICE: ReadonlySet<OperatorStatusCode> = new Set(['PC', 'D']);

const euiccNext: Record<EuiccAction, { from: readonly EuiccProfileState[]; to: EuiccProfileState }> = {
  download: { from: ['unbound', 'bound', 'download-failed'], to: 'downloaded' },
  enable: { from: ['downloaded', 'disabled', 'enable-failed'], to: 'enabled' },
  disable: { from: ['enabled', 'disable-failed'], to: 'disabled' },
  // An enabled profile cannot be deleted (GSMA SGP.22): it must be disabled first.
  delete: { from: ['downloaded', 'disabled', 'download-failed', 'enable-failed'], to: 'unbound' },
};

/** A stable 0..99 of an ICCID (FNV-1a), independent of the seed: which cards the operator records differently. */
export function recordBucket(iccid: string): number {
  let h = 0x811c9dc5;
  for (const ch of iccid) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h % 100;
}

/** A day of 2026 before the platform's demo cards were resold: when the operator last changed an unseen card's resale status. */
const RESALE_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 24 * 60 * MINUTE;

/**
 * The resale record the operator holds for a card the platform has not listed or withdrawn through
 * this simulator: picked by a hash of the ICCID (independent of the seed), so every instance and every
 * run answers the same: about 70 in 100 not listed, 15 listed, 10 sold, 5 withdrawn.
 */
export function initialResale(iccid: string): ResaleRecord {
  const bucket = recordBucket(`resale#${iccid}`);
  const status: ResaleStatus = bucket < 70 ? 'notListed' : bucket < 85 ? 'listed' : bucket < 95 ? 'sold' : 'withdrawn';
  return { status, changedAt: new Date(RESALE_EPOCH + bucket * 3 * DAY).toISOString() };
}

/**
 * An in-memory operator for local runs and tests. Every outcome comes from one seeded PRNG, so the
 * same seed and the same call sequence give the same latencies, failures, ids and session histories.
 * Only the composition root may import this file; the domain sees {@link OperatorAdapter}.
 */
export function createSimulatorAdapter(options: SimulatorOptions): OperatorAdapter {
  const { latencyMs, failureRate, clock, sleep } = options;
  if (latencyMs.min < 0 || latencyMs.max < latencyMs.min) throw new RangeError('latencyMs needs 0 <= min <= max');
  if (!(failureRate >= 0 && failureRate <= 1)) throw new RangeError('failureRate must be within 0..1');
  const operator = options.operator ?? 'CMCC';
  const initialLifecycle = options.initialLifecycle ?? (() => 64);
  const random = createSeededRandom(options.seed);
  const cards = new Map<string, CardState>();
  const profiles = new Map<string, EuiccProfileState>();
  const resale = new Map<string, ResaleRecord>();
  let sequence = 0;

  const nextId = (prefix: string) => `${prefix}-${operator}-${String(++sequence).padStart(8, '0')}`;

  const card = (iccid: string): CardState => {
    let state = cards.get(iccid);
    if (!state) {
      state = { status: toOperatorStatus(initialLifecycle(iccid)), zones: new Map(), speedKbps: null, voiceWhitelist: [] };
      cards.set(iccid, state);
    }
    return state;
  };

  const inService = (iccid: string): CardState => {
    const state = card(iccid);
    if (OUT_OF_SERVICE.has(state.status))
      throw new OperatorError('REJECTED', `card ${iccid} is out of service (${state.status})`);
    return state;
  };

  /** Network round trip: latency first, then a possible transient failure, as a real operator behaves. */
  const roundTrip = async (what: string): Promise<void> => {
    await sleep(random.int(latencyMs.min, latencyMs.max));
    if (random.next() < failureRate) {
      const code = random.pick(['UNAVAILABLE', 'TIMEOUT'] as const);
      throw new OperatorError(code, `simulated ${code.toLowerCase()} on ${what}`);
    }
  };

  const history = (online: boolean, now: Date): DataSession[] => {
    // Each call draws its own cadence so some cards exceed the 100-session cap and some do not.
    const maxGap = random.int(5, 240);
    const ratType = random.int(1, 6) as DataSession['ratType'];
    const sessions: DataSession[] = [];
    let cursor = now.getTime();
    let open = online;
    while (cursor > now.getTime() - GENERATED_HISTORY_MS) {
      if (!open) cursor -= random.int(1, maxGap) * MINUTE;
      const start = cursor - random.int(1, 30) * MINUTE;
      const end = open ? null : new Date(cursor).toISOString();
      sessions.push({ start: new Date(start).toISOString(), end, bytes: random.int(0, 5_000_000), apn: APN[operator], ratType });
      cursor = start;
      open = false;
    }
    return recentSessions(sessions, now);
  };

  return {
    operator,

    async changeState(iccid, targetLifecycle) {
      await roundTrip('changeState');
      const state = card(iccid);
      const target = toOperatorStatus(targetLifecycle);
      // A closed account cannot be reopened; the operator refuses rather than the platform guessing.
      if (state.status === 'D' && target !== 'D') throw new OperatorError('REJECTED', `card ${iccid} is closed`);
      state.status = target;
      return { operatorStatus: target, requestId: nextId('REQ') };
    },

    async setZone(iccid, zoneId, action) {
      await roundTrip('setZone');
      inService(iccid).zones.set(zoneId, action);
    },

    async sendSms(iccid, text) {
      await roundTrip('sendSms');
      inService(iccid);
      if (text.length === 0) throw new OperatorError('REJECTED', 'empty SMS');
      return { messageId: nextId('SMS'), status: 'submitted' };
    },

    async sendSmsToPhones(phones, text) {
      await roundTrip('sendSmsToPhones');
      if (text.length === 0) throw new OperatorError('REJECTED', 'empty SMS');
      if (!phones.length || phones.some((n) => !/^\d[\d-]*\d$/.test(n)))
        throw new OperatorError('REJECTED', 'invalid phone number');
      return { messageId: nextId('SMS'), status: 'submitted' };
    },

    /**
     * Deterministic delivery: a message this simulator could have issued (`SMS-<operator>-<n>`) is
     * delivered by the time anyone asks, unless the card has gone out of service meanwhile (then the
     * operator refuses to report, as for any call on a closed account). No memory is needed, so any
     * instance answers for messages another instance accepted.
     */
    async smsStatus(iccid, messageId) {
      await roundTrip('smsStatus');
      inService(iccid);
      if (!new RegExp(`^SMS-${operator}-\\d{8}$`).test(messageId))
        throw new OperatorError('REJECTED', `unknown message ${messageId}`);
      return { status: 'sent', at: clock().toISOString() };
    },

    async setVoiceWhitelist(iccid, numbers) {
      await roundTrip('setVoiceWhitelist');
      if (numbers.length > VOICE_WHITELIST_MAX || numbers.some((n) => !/^\d[\d-]*\d$/.test(n)))
        throw new OperatorError('REJECTED', 'invalid voice whitelist');
      inService(iccid).voiceWhitelist = [...numbers];
    },

    async session(iccid) {
      await roundTrip('session');
      const online = ONLINE.has(card(iccid).status);
      return { online, sessions: history(online, clock()) };
    },

    async euicc(eid, profileIccid, action, known) {
      await roundTrip('euicc');
      const key = `${eid}#${profileIccid}`;
      // The platform's stored state wins: instances are many and keep no durable memory of profiles.
      const current = known ?? profiles.get(key) ?? 'unbound';
      const step = euiccNext[action];
      if (!step.from.includes(current)) throw new OperatorError('REJECTED', `cannot ${action} a profile that is ${current}`);
      if (action === 'enable')
        for (const [other, state] of profiles)
          if (other.startsWith(`${eid}#`) && other !== key && state === 'enabled') profiles.set(other, 'disabled');
      profiles.set(key, step.to);
      return { state: step.to };
    },

    async setHold(iccid, code) {
      await roundTrip('setHold');
      const state = card(iccid);
      if (!HOLDABLE.has(state.status)) throw new OperatorError('REJECTED', `card ${iccid} is not powered on (${state.status})`);
      state.status = code;
      return { operatorStatus: code, requestId: nextId('REQ') };
    },

    /**
     * The operator's record: the status it holds for the card (or the platform's, for a card it has not
     * seen) and the platform's cycle usage, except for a fixed few cards whatever the seed, so a demo
     * and a test always find differences: about 2 in 100 ICCIDs report another status, about 5 in 100
     * count more bytes than the platform (a late usage file the platform has not received).
     */
    async cardRecord(iccid, known) {
      await roundTrip('cardRecord');
      const status = cards.get(iccid)?.status ?? known.status;
      const bucket = recordBucket(iccid);
      if (bucket < 2) return { status: status === '1' ? 'Z' : '1', cycleBytes: known.cycleBytes };
      if (bucket < 7) return { status, cycleBytes: known.cycleBytes + (bucket + 1) * 1_048_576 };
      return { status, cycleBytes: known.cycleBytes };
    },

    async resaleStatus(iccid) {
      await roundTrip('resaleStatus');
      return resale.get(iccid) ?? initialResale(iccid);
    },

    /**
     * A sold card can be neither listed nor withdrawn (REJECTED), nor can a closed account be listed;
     * asking for the status a card already has changes nothing (the operator keeps its time).
     */
    async setResale(iccid, action) {
      await roundTrip('setResale');
      const current = resale.get(iccid) ?? initialResale(iccid);
      if (current.status === 'sold') throw new OperatorError('REJECTED', `card ${iccid} is sold`);
      if (action === 'listed' && OUT_OF_SERVICE.has(card(iccid).status))
        throw new OperatorError('REJECTED', `card ${iccid} is out of service`);
      if (current.status === action) return current;
      const next: ResaleRecord = { status: action, changedAt: clock().toISOString() };
      resale.set(iccid, next);
      return next;
    },

    async setQos(iccid, speedKbps) {
      await roundTrip('setQos');
      if (speedKbps !== null && !(Number.isInteger(speedKbps) && speedKbps > 0)) {
        throw new OperatorError('REJECTED', `invalid speed ${speedKbps} kbps`);
      }
      inService(iccid).speedKbps = speedKbps;
    },
  };
}
