import { describe, expect, it } from 'vitest';
import { createOperators, simulatorConfig } from './operators.ts';

const env = { CMP_OPERATOR_LATENCY_MS: '0-0' };
const card = { iccid: '89860012345600000001', operator: 'CMCC' as const, state: 65 as const };

describe('card-detail operator composition root', () => {
  it('reads the simulator settings from the environment with local defaults', () => {
    expect(simulatorConfig({})).toEqual({ seed: 20261122, latencyMs: { min: 20, max: 120 }, failureRate: 0, faults: true });
    expect(
      simulatorConfig({ CMP_OPERATOR_LATENCY_MS: '5-9', CMP_OPERATOR_FAILURE_RATE: '0.5', CMP_OPERATOR_FAULTS: 'off' }),
    ).toMatchObject({ latencyMs: { min: 5, max: 9 }, failureRate: 0.5, faults: false });
  });
  it('starts an unseen card in the status its lifecycle implies', async () => {
    const operatorFor = createOperators(async () => undefined, env);
    expect((await operatorFor(card).session(card.iccid)).online).toBe(false);
    expect(
      (await operatorFor({ ...card, iccid: '89860012345600000002', state: 64 }).session('89860012345600000002')).online,
    ).toBe(true);
  });
  it('fails every call of a card with an injected fault, and only that card', async () => {
    const operatorFor = createOperators(async (iccid) => (iccid === card.iccid ? 'UNAVAILABLE' : undefined), env);
    await expect(operatorFor(card).changeState(card.iccid, 64)).rejects.toMatchObject({ code: 'UNAVAILABLE', retryable: true });
    await expect(operatorFor(card).sendSms(card.iccid, 'hi')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const other = { ...card, iccid: '89860012345600000003' };
    await expect(operatorFor(other).changeState(other.iccid, 64)).resolves.toMatchObject({ operatorStatus: '1' });
  });
  it('ignores faults when they are switched off', async () => {
    const operatorFor = createOperators(async () => 'UNAVAILABLE', { ...env, CMP_OPERATOR_FAULTS: 'off' });
    await expect(operatorFor(card).changeState(card.iccid, 64)).resolves.toMatchObject({ operatorStatus: '1' });
  });
});
