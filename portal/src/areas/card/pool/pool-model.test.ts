import { describe, expect, it } from 'vitest';
import { checkChangeIccids, emptyPoolDraft, usedPercent, validatePoolDraft } from './pool-model';

describe('pool forms', () => {
  it('needs a name of at most 30 characters and an area', () => {
    expect(validatePoolDraft(emptyPoolDraft)).toEqual({
      name: 'card.pool.rules.nameRequired',
      elementId: 'card.pool.rules.areaRequired',
    });
    expect(validatePoolDraft({ ...emptyPoolDraft, name: 'x'.repeat(31), elementId: 'Z' })).toEqual({
      name: 'card.pool.rules.nameTooLong',
    });
    expect(validatePoolDraft({ ...emptyPoolDraft, name: ' Meters ', elementId: 'Z' })).toEqual({});
  });

  it('takes 1..1000 ICCIDs and names the entries that are not ICCIDs', () => {
    expect(checkChangeIccids('')).toEqual({ error: 'card.pool.change.none' });
    expect(checkChangeIccids('8986000000000000001, abc')).toMatchObject({
      error: 'card.pool.change.invalid',
      values: { values: 'abc' },
    });
    const many = Array.from({ length: 1001 }, (_, i) => String(89860000000000000000n + BigInt(i))).join('\n');
    expect(checkChangeIccids(many)).toMatchObject({ error: 'card.pool.change.tooMany' });
    expect(checkChangeIccids('8986000000000000001\n8986000000000000001')).toEqual({ iccids: ['8986000000000000001'] });
  });

  it('shows the used share, capped at 100', () => {
    expect(usedPercent({ usedBytes: 0, totalBytes: 0 })).toBe(0);
    expect(usedPercent({ usedBytes: 50, totalBytes: 200 })).toBe(25);
    expect(usedPercent({ usedBytes: 500, totalBytes: 200 })).toBe(100);
  });
});
