import { describe, expect, it } from 'vitest';
import { checkRecoveryInput, recoveryDetailPath } from './recovery-model';

const iccid = (i: number) => `8986${String(i).padStart(16, '0')}`;

describe('data recovery input (spec §5: at most 1000 per operation)', () => {
  it('accepts up to 1000 ICCIDs', () => {
    const text = Array.from({ length: 1000 }, (_, i) => iccid(i)).join('\n');
    expect(checkRecoveryInput(text)).toMatchObject({ problem: null });
    expect(checkRecoveryInput(text).iccids).toHaveLength(1000);
  });
  it('refuses more than 1000, none, or invalid entries', () => {
    expect(checkRecoveryInput(Array.from({ length: 1001 }, (_, i) => iccid(i)).join('\n')).problem).toBe(
      'shortcuts.dataRecovery.errors.tooMany',
    );
    expect(checkRecoveryInput('  ').problem).toBe('shortcuts.dataRecovery.errors.empty');
    expect(checkRecoveryInput(`${iccid(1)}\n123`).problem).toBe('shortcuts.dataRecovery.errors.invalid');
  });
  it('links to the detail under the shortcut, with the enterprise for platform users', () => {
    expect(recoveryDetailPath('b1', 'C1', false)).toBe('/shortcuts/data-recovery/detail/b1/63');
    expect(recoveryDetailPath('b1', 'C1', true)).toBe('/shortcuts/data-recovery/detail/b1/63?channelCustId=C1');
  });
});
