/**
 * Composition root of the operator adapters (card detail, SMS, VIP calls, eUICC). No real operator adapter exists
 * yet, so every operator is the deterministic simulator, configured from the environment:
 * - CMP_OPERATOR_SEED (default 20261122), CMP_OPERATOR_LATENCY_MS `min-max` (default `20-120`),
 *   CMP_OPERATOR_FAILURE_RATE 0..1 (default 0);
 * - CMP_OPERATOR_FAULTS `table` (default) or `off`: with `table`, a fault item
 *   (`keys.simulatorFault(iccid)`, `{ code: 'UNAVAILABLE' | 'TIMEOUT' | 'REJECTED' }`) makes every call
 *   for that card fail, so tests and demos can show a failing operator deterministically.
 * A real adapter replaces the simulator here, without touching the domain.
 */
import type { Card, Operator } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { type OperatorAdapter, OperatorError, type OperatorErrorCode } from './index.ts';
import { createSimulatorAdapter } from './simulator-adapter.ts';

export type OperatorFor = (card: Pick<Card, 'iccid' | 'operator' | 'state'>) => OperatorAdapter;
export type FaultLookup = (iccid: string) => Promise<OperatorErrorCode | undefined>;

const OPERATORS: readonly Operator[] = ['CMCC', 'CUCC', 'CTCC'];

export function simulatorConfig(env: Record<string, string | undefined> = process.env) {
  const [min = 20, max = 120] = (env.CMP_OPERATOR_LATENCY_MS ?? '20-120').split('-').map(Number);
  const failureRate = Number(env.CMP_OPERATOR_FAILURE_RATE ?? 0);
  return {
    seed: Number(env.CMP_OPERATOR_SEED ?? 20261122),
    latencyMs: { min, max },
    failureRate: Number.isFinite(failureRate) ? failureRate : 0,
    faults: env.CMP_OPERATOR_FAULTS !== 'off',
  };
}

/** Makes every call for a card with an injected fault fail before it reaches the simulator. */
function withFaults(adapter: OperatorAdapter, lookup: FaultLookup): OperatorAdapter {
  const guard = async (iccid: string, what: string) => {
    const code = await lookup(iccid);
    if (code) throw new OperatorError(code, `injected ${code.toLowerCase()} on ${what}`);
  };
  const guarded =
    <A extends unknown[], R>(what: string, iccidOf: (args: A) => string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await guard(iccidOf(args), what);
      return fn(...args);
    };
  const first = (args: unknown[]) => String(args[0]);
  return {
    operator: adapter.operator,
    changeState: guarded('changeState', first, adapter.changeState),
    setZone: guarded('setZone', first, adapter.setZone),
    sendSms: guarded('sendSms', first, adapter.sendSms),
    // Not a card's call: no card fault applies.
    sendSmsToPhones: adapter.sendSmsToPhones,
    smsStatus: guarded('smsStatus', first, adapter.smsStatus),
    setVoiceWhitelist: guarded('setVoiceWhitelist', first, adapter.setVoiceWhitelist),
    session: guarded('session', first, adapter.session),
    euicc: guarded('euicc', (args: unknown[]) => String(args[1]), adapter.euicc),
    setQos: guarded('setQos', first, adapter.setQos),
    setHold: guarded('setHold', first, adapter.setHold),
    cardRecord: guarded('cardRecord', first, adapter.cardRecord),
    resaleStatus: guarded('resaleStatus', first, adapter.resaleStatus),
    setResale: guarded('setResale', first, adapter.setResale),
  };
}

/**
 * The adapter for a card. The simulator keeps its network state in memory; a card it has not seen
 * yet starts in the status its platform lifecycle implies, as a real operator already knows its cards.
 */
export function createOperators(faults: FaultLookup, env: Record<string, string | undefined> = process.env): OperatorFor {
  const cfg = simulatorConfig(env);
  const known = new Map<string, LifecycleState>();
  const adapters = new Map<Operator, OperatorAdapter>();
  OPERATORS.forEach((operator, i) => {
    const simulator = createSimulatorAdapter({
      seed: cfg.seed + i,
      latencyMs: cfg.latencyMs,
      failureRate: cfg.failureRate,
      clock: () => new Date(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      operator,
      initialLifecycle: (iccid) => known.get(iccid) ?? 64,
    });
    adapters.set(operator, cfg.faults ? withFaults(simulator, faults) : simulator);
  });
  return (card) => {
    if (!known.has(card.iccid)) known.set(card.iccid, card.state);
    return adapters.get(card.operator)!;
  };
}
