import { describe, expect, it } from 'vitest';
import { batchDetailPath, batchTarget } from '../../../components/card-batch/batch-model';
import { checkStandardSimInput, standardSimDetailPath } from './standard-sim-model';

const iccid = (i: number) => `8986${String(i).padStart(16, '0')}`;

describe('standard-SIM batch input (spec §5: at most 10,000 cards selected)', () => {
  it('accepts 1 to 10,000 ICCIDs', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => iccid(i)).join('\n');
    const input = checkStandardSimInput(text);
    expect(input.problem).toBeNull();
    expect(input.iccids).toHaveLength(10_000);
    expect(checkStandardSimInput(`${iccid(1)}\n${iccid(1)}`)).toMatchObject({ problem: null, duplicates: 1 });
  });
  it('asks for at least one ICCID, only ICCIDs and at most 10,000', () => {
    expect(checkStandardSimInput(' ').problem).toBe('shortcuts.standardSim.errors.empty');
    expect(checkStandardSimInput(`${iccid(1)}\nabc`).problem).toBe('shortcuts.standardSim.errors.invalid');
    expect(checkStandardSimInput(Array.from({ length: 10_001 }, (_, i) => iccid(i)).join('\n')).problem).toBe(
      'shortcuts.standardSim.errors.tooMany',
    );
  });
  it('links to the detail under the shortcut, filtered by result state, with the enterprise for platform users', () => {
    expect(standardSimDetailPath('b1', 'C1', false)).toBe('/shortcuts/standardsim/detail/b1');
    expect(standardSimDetailPath('b1', 'C1', true, 'failed')).toBe('/shortcuts/standardsim/detail/b1/failed?channelCustId=C1');
    const batch = { batchId: 'b1', channelCustId: 'C1', type: 'standardSim' as const, targetModeType: '00' };
    expect(batchDetailPath('shortcuts', batch, false)).toBe('/shortcuts/standardsim/detail/b1');
    expect(batchDetailPath('card', batch, false)).toBe('/card/batchoperate/detail/b1/00');
  });
  it('names the target edition of a standard-SIM batch', () => {
    expect(batchTarget({ type: 'standardSim', targetModeType: '02' })).toEqual({ stateKey: 'shortcuts.standardSim.editions.02' });
  });
});
