import { describe, expect, it } from 'vitest';
import {
  LABEL_CARDS_MAX,
  LABEL_COLORS,
  fitsLabel,
  isLabelColor,
  labelNameKey,
  labelNameProblem,
  normaliseLabelName,
  uniqueIccids,
} from './label-rules.ts';

describe('label names', () => {
  it('normalises spaces and compares case- and width-insensitively', () => {
    expect(normaliseLabelName('  Smart   meters ')).toBe('Smart meters');
    expect(labelNameKey('Meter')).toBe(labelNameKey(' meter '));
    expect(labelNameKey('ＭＥＴＥＲ')).toBe(labelNameKey('meter'));
    expect(labelNameKey('Meter A')).not.toBe(labelNameKey('Meter B'));
    expect(labelNameKey('水表')).toBe('水表');
  });

  it('needs 1..30 characters (counted as the user sees them) and no control characters', () => {
    expect(labelNameProblem('   ')).toBe('required');
    expect(labelNameProblem('a'.repeat(30))).toBeNull();
    expect(labelNameProblem('a'.repeat(31))).toBe('tooLong');
    expect(labelNameProblem('表'.repeat(30))).toBeNull();
    expect(labelNameProblem('😀'.repeat(30))).toBeNull();
    expect(labelNameProblem('a\u0007b')).toBe('format');
  });
});

describe('label palette', () => {
  it('accepts only the fixed colours', () => {
    expect(LABEL_COLORS).toHaveLength(10);
    expect(isLabelColor('blue')).toBe(true);
    expect(isLabelColor('#ff0000')).toBe(false);
    expect(isLabelColor('Blue')).toBe(false);
  });
});

describe('attach limits', () => {
  it('drops blank and repeated ICCIDs, keeping the first order', () => {
    expect(uniqueIccids([' 1 ', '2', '', '1', '3'])).toEqual(['1', '2', '3']);
  });

  it('caps a label at 10,000 cards', () => {
    expect(fitsLabel(LABEL_CARDS_MAX - 1, 1)).toBe(true);
    expect(fitsLabel(LABEL_CARDS_MAX, 1)).toBe(false);
  });
});
