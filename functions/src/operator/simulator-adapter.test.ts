import { describe, expect, it } from 'vitest';
import { type OperatorAdapter, SESSION_HISTORY_LIMIT, SESSION_HISTORY_MS, isOperatorError } from './operator-adapter.ts';
import { type SimulatorOptions, createSimulatorAdapter, recordBucket } from './simulator-adapter.ts';

const NOW = new Date('2026-11-22T05:00:00Z');

function simulator(overrides: Partial<SimulatorOptions> = {}) {
  const waits: number[] = [];
  const adapter = createSimulatorAdapter({
    seed: 42,
    latencyMs: { min: 20, max: 80 },
    failureRate: 0,
    clock: () => NOW,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { adapter, waits };
}

/** A mixed call sequence; each outcome is recorded as a value or as the error code. */
async function run(adapter: OperatorAdapter, calls: number): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < calls; i++) {
    const iccid = `8986000000000000${String(i % 7).padStart(4, '0')}`;
    const call = [
      () => adapter.changeState(iccid, ([61, 62, 63, 64, 65, 68] as const)[i % 6]!),
      () => adapter.session(iccid),
      () => adapter.sendSms(iccid, `hello ${i}`),
      () => adapter.setZone(iccid, `Z${i % 3}`, i % 2 ? 'block' : 'allow'),
      () => adapter.setQos(iccid, i % 2 ? 512 : null),
    ][i % 5]!;
    out.push(await call().catch((e: unknown) => (isOperatorError(e) ? `${e.code}:${e.retryable}` : e)));
  }
  return out;
}

describe('simulator adapter: determinism', () => {
  it('gives identical results and failures over 200 calls for the same seed', async () => {
    const a = simulator({ seed: 9, failureRate: 0.3 });
    const b = simulator({ seed: 9, failureRate: 0.3 });
    const [ra, rb] = [await run(a.adapter, 200), await run(b.adapter, 200)];
    expect(ra).toEqual(rb);
    expect(a.waits).toEqual(b.waits);
    expect(ra.filter((r) => typeof r === 'string' && r.endsWith(':true')).length).toBeGreaterThan(0);
  });
  it('differs for a different seed', async () => {
    const a = simulator({ seed: 9, failureRate: 0.3 });
    const b = simulator({ seed: 10, failureRate: 0.3 });
    expect(await run(a.adapter, 200)).not.toEqual(await run(b.adapter, 200));
  });
});

describe('simulator adapter: failures and latency', () => {
  it.each([0.1, 0.25, 0.5])('fails %f of 2,000 calls within ±5%% with retryable errors', async (rate) => {
    const { adapter } = simulator({ seed: 1234, failureRate: rate });
    const codes = new Set<string>();
    let failures = 0;
    for (let i = 0; i < 2000; i++) {
      await adapter.setQos('89860000000000000001', 256).catch((e: unknown) => {
        if (!isOperatorError(e) || !e.retryable) throw e;
        codes.add(e.code);
        failures++;
      });
    }
    expect(Math.abs(failures / 2000 - rate)).toBeLessThanOrEqual(0.05);
    expect([...codes].sort()).toEqual(['TIMEOUT', 'UNAVAILABLE']);
  });
  it('never fails at rate 0 and always fails at rate 1', async () => {
    const none = await run(simulator({ failureRate: 0 }).adapter, 100);
    expect(none.some((r) => r === 'UNAVAILABLE:true' || r === 'TIMEOUT:true')).toBe(false);
    const all = await run(simulator({ failureRate: 1 }).adapter, 50);
    expect(all.every((r) => r === 'UNAVAILABLE:true' || r === 'TIMEOUT:true')).toBe(true);
  });
  it('waits a latency within bounds on every call, through the injected sleep', async () => {
    const { adapter, waits } = simulator({ latencyMs: { min: 5, max: 9 }, failureRate: 0.2 });
    await run(adapter, 300);
    expect(waits).toHaveLength(300);
    expect(Math.min(...waits)).toBe(5);
    expect(Math.max(...waits)).toBe(9);
  });
  it('refuses invalid options', () => {
    expect(() => simulator({ failureRate: 1.5 })).toThrow(RangeError);
    expect(() => simulator({ latencyMs: { min: 10, max: 5 } })).toThrow(RangeError);
  });
});

describe('simulator adapter: card state', () => {
  const iccid = '89860000000000000099';
  it('reports the operator status of the target lifecycle and unique request ids', async () => {
    const { adapter } = simulator();
    const a = await adapter.changeState(iccid, 65);
    const b = await adapter.changeState(iccid, 64);
    expect([a.operatorStatus, b.operatorStatus]).toEqual(['M', '1']);
    expect(a.requestId).not.toBe(b.requestId);
  });
  it('says offline, with only closed sessions, once the card is deactivated', async () => {
    const { adapter } = simulator();
    expect((await adapter.session(iccid)).online).toBe(true);
    await adapter.changeState(iccid, 65);
    const status = await adapter.session(iccid);
    expect(status.online).toBe(false);
    expect(status.sessions.every((s) => s.end !== null)).toBe(true);
  });
  it('rejects SMS to a cancelled card, not retryable', async () => {
    const { adapter } = simulator();
    await expect(adapter.sendSms(iccid, 'hi')).resolves.toMatchObject({ status: 'submitted' });
    await adapter.changeState(iccid, 67);
    await expect(adapter.sendSms(iccid, 'hi')).rejects.toMatchObject({ code: 'REJECTED', retryable: false });
    await expect(adapter.setZone(iccid, 'Z1', 'allow')).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(adapter.changeState(iccid, 64)).rejects.toMatchObject({ code: 'REJECTED', retryable: false });
  });
  it('reports a submitted SMS sent, from its id alone; unknown ids and closed cards are refused', async () => {
    const { adapter } = simulator();
    const { messageId } = await adapter.sendSms(iccid, 'hi');
    // A fresh instance (another Lambda) answers for a message the first one accepted.
    const other = simulator().adapter;
    await expect(other.smsStatus(iccid, messageId)).resolves.toEqual({ status: 'sent', at: NOW.toISOString() });
    await expect(adapter.smsStatus(iccid, 'nope')).rejects.toMatchObject({ code: 'REJECTED', retryable: false });
    await adapter.changeState(iccid, 67);
    await expect(adapter.smsStatus(iccid, messageId)).rejects.toMatchObject({ code: 'REJECTED' });
  });
  it('sends an SMS to phone numbers through the gateway and refuses bad numbers or an empty text', async () => {
    const { adapter } = simulator();
    await expect(adapter.sendSmsToPhones(['138-0000-0001', '13900000002'], 'alarm')).resolves.toMatchObject({
      status: 'submitted',
      messageId: expect.stringMatching(/^SMS-CMCC-\d{8}$/),
    });
    await expect(adapter.sendSmsToPhones(['1380000000a'], 'alarm')).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(adapter.sendSmsToPhones([], 'alarm')).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(adapter.sendSmsToPhones(['13800000001'], '')).rejects.toMatchObject({ code: 'REJECTED' });
  });
  it('replaces the voice whitelist and refuses bad numbers or more than 10', async () => {
    const { adapter } = simulator();
    await expect(adapter.setVoiceWhitelist(iccid, ['010-1234567', '110'])).resolves.toBeUndefined();
    await expect(adapter.setVoiceWhitelist(iccid, ['+86'])).rejects.toMatchObject({ code: 'REJECTED' });
    const eleven = Array.from({ length: 11 }, (_, i) => `1380000000${i}`);
    await expect(adapter.setVoiceWhitelist(iccid, eleven)).rejects.toMatchObject({ code: 'REJECTED' });
  });
  it('starts unseen cards in the configured lifecycle', async () => {
    const { adapter } = simulator({ initialLifecycle: () => 63 });
    expect((await adapter.session(iccid)).online).toBe(false);
  });
  it('rejects an invalid QoS speed and accepts lifting the cap', async () => {
    const { adapter } = simulator();
    await expect(adapter.setQos(iccid, 0)).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(adapter.setQos(iccid, null)).resolves.toBeUndefined();
  });
});

describe('simulator adapter: session history', () => {
  it('returns at most the last 100 sessions, all started within 3 days, oldest first', async () => {
    const { adapter } = simulator({ seed: 5 });
    const lengths: number[] = [];
    for (let i = 0; i < 40; i++) {
      const { online, sessions } = await adapter.session(`8986000000000000${String(i).padStart(4, '0')}`);
      lengths.push(sessions.length);
      expect(sessions.length).toBeLessThanOrEqual(SESSION_HISTORY_LIMIT);
      const starts = sessions.map((s) => Date.parse(s.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(NOW.getTime() - SESSION_HISTORY_MS);
      expect(sessions.at(-1)!.end).toBe(online ? null : expect.any(String));
      for (const s of sessions) expect([1, 2, 3, 4, 5, 6]).toContain(s.ratType);
    }
    // Both limits are exercised: some histories hit the cap, others are cut by the 3-day window.
    expect(lengths).toContain(SESSION_HISTORY_LIMIT);
    expect(lengths.some((n) => n < SESSION_HISTORY_LIMIT)).toBe(true);
  });
});

describe('simulator adapter: eUICC profiles', () => {
  it('downloads, enables, disables and deletes in order and refuses out-of-order steps', async () => {
    const { adapter } = simulator();
    const op = (action: 'download' | 'enable' | 'disable' | 'delete') => adapter.euicc('EID1', 'P1', action);
    await expect(op('enable')).rejects.toMatchObject({ code: 'REJECTED', retryable: false });
    expect(await op('download')).toEqual({ state: 'downloaded' });
    expect(await op('enable')).toEqual({ state: 'enabled' });
    await expect(op('delete')).rejects.toMatchObject({ code: 'REJECTED' });
    expect(await op('disable')).toEqual({ state: 'disabled' });
    expect(await op('delete')).toEqual({ state: 'unbound' });
  });

  it('starts from the state the platform knows and disables the enabled profile when another is enabled', async () => {
    const { adapter } = simulator();
    expect(await adapter.euicc('EID2', 'P1', 'enable', 'downloaded')).toEqual({ state: 'enabled' });
    expect(await adapter.euicc('EID2', 'P2', 'enable', 'disabled')).toEqual({ state: 'enabled' });
    // P1 was disabled by enabling P2, so disabling it again is refused.
    await expect(adapter.euicc('EID2', 'P1', 'disable')).rejects.toMatchObject({ code: 'REJECTED' });
  });
});

describe('simulator adapter: the operator record for the data comparison', () => {
  const iccids = Array.from({ length: 400 }, (_, i) => `898600${String(i).padStart(14, '0')}`);
  it('answers the platform view for most cards and a fixed few differently, whatever the seed', async () => {
    const known = { status: '1' as const, cycleBytes: 5_000_000 };
    const answers = async (seed: number) => {
      const { adapter } = simulator({ seed });
      return Promise.all(iccids.map((i) => adapter.cardRecord(i, known)));
    };
    const [a, b] = [await answers(1), await answers(2)];
    expect(a).toEqual(b);
    const status = iccids.filter((i, n) => a[n]!.status !== '1');
    const usage = iccids.filter((i, n) => a[n]!.cycleBytes !== 5_000_000);
    expect(status.every((i) => recordBucket(i) < 2)).toBe(true);
    expect(usage.every((i) => recordBucket(i) >= 2 && recordBucket(i) < 7)).toBe(true);
    expect(status.length).toBeGreaterThan(0);
    expect(usage.length).toBeGreaterThan(status.length);
    expect(status.length + usage.length).toBeLessThan(iccids.length / 5);
    expect(a.find((r) => r.status !== '1')!.status).toBe('Z');
  });
  it('reports the status the operator holds for a card it changed', async () => {
    const { adapter } = simulator();
    const iccid = iccids.find((i) => recordBucket(i) >= 7)!;
    await adapter.changeState(iccid, 65);
    expect(await adapter.cardRecord(iccid, { status: '1', cycleBytes: 7 })).toEqual({ status: 'M', cycleBytes: 7 });
  });
});
