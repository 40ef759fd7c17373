import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, validateCardType } from './card-type-model';

describe('card type form', () => {
  it('accepts a complete draft and sends numbers', () => {
    const d = { ...emptyDraft, code: 'MFF2-I', name: ' MFF2 industrial ' };
    expect(validateCardType(d)).toEqual({});
    expect(bodyOf(d)).toMatchObject({ name: 'MFF2 industrial', tempMinC: -40, tempMaxC: 85 });
  });

  it('names each bad field', () => {
    expect(validateCardType({ ...emptyDraft, code: 'mff2', name: ' ', tempMinC: 'x', tempMaxC: '200' })).toEqual({
      code: 'card.cardType.rules.code',
      name: 'card.cardType.rules.required',
      tempMinC: 'card.cardType.rules.temp',
      tempMaxC: 'card.cardType.rules.temp',
    });
    expect(validateCardType({ ...emptyDraft, code: 'A1', name: 'n', tempMinC: '85', tempMaxC: '85' })).toEqual({
      tempMaxC: 'card.cardType.rules.range',
    });
  });
});
