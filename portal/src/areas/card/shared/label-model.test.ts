import { describe, expect, it } from 'vitest';
import { enUS } from '../../../i18n/all-texts';
import { zhCN } from '../../../i18n/all-texts';
import { LABEL_COLORS, labelNameError, parseIccids, swatchClass } from './label-model';

describe('label model', () => {
  it('checks names like the server: 1..30 characters after trimming', () => {
    expect(labelNameError('  ')).toBe('card.label.rules.nameRequired');
    expect(labelNameError('a'.repeat(30))).toBeUndefined();
    expect(labelNameError(` ${'a'.repeat(31)} `)).toBe('card.label.rules.nameTooLong');
    expect(labelNameError('水表'.repeat(15))).toBeUndefined();
  });

  it('reads pasted ICCIDs: any separator, duplicates once, non-ICCIDs apart', () => {
    const { iccids, invalid } = parseIccids('8986001234567890123\n8986001234567890124, 8986001234567890123；abc 123');
    expect(iccids).toEqual(['8986001234567890123', '8986001234567890124']);
    expect(invalid).toEqual(['abc', '123']);
  });

  it('has a swatch and a name in both languages for every palette colour', () => {
    for (const c of LABEL_COLORS) {
      expect(swatchClass[c]).toContain(`bg-${c}-100`);
      expect(enUS.card.label.colors[c]).toBeTruthy();
      expect(zhCN.card.label.colors[c]).toBeTruthy();
    }
  });
});
