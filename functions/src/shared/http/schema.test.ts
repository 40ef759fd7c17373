import { describe, expect, it } from 'vitest';
import { thrownBy } from './app-error.test-support.ts';
import { AppError } from './error-catalogue.ts';
import { arrayOf, int, obj, oneOf, optional, parseInput, str } from './schema.ts';

describe('input schema', () => {
  const schema = {
    name: str({ max: 5 }),
    count: int({ min: 1, max: 3 }),
    kind: oneOf(['a', 'b'] as const),
    note: optional(str()),
    list: optional(arrayOf(str(), { max: 2 })),
  };

  it('accepts a valid body and drops nothing it declares', () => {
    expect(parseInput(schema, { name: 'ab', count: 2, kind: 'a', list: ['x'] })).toEqual({
      name: 'ab',
      count: 2,
      kind: 'a',
      list: ['x'],
    });
  });

  it.each([
    [{ count: 1, kind: 'a' }, 'name', 'required'],
    [{ name: '   ', count: 1, kind: 'a' }, 'name', 'blank'],
    [{ name: 'abcdef', count: 1, kind: 'a' }, 'name', 'tooLong'],
    [{ name: 'a', count: 1.5, kind: 'a' }, 'count', 'type'],
    [{ name: 'a', count: 9, kind: 'a' }, 'count', 'tooLarge'],
    [{ name: 'a', count: 1, kind: 'c' }, 'kind', 'oneOf'],
    [{ name: 'a', count: 1, kind: 'a', list: ['x', 'y', 'z'] }, 'list', 'tooMany'],
    [{ name: 'a', count: 1, kind: 'a', list: [1] }, 'list[0]', 'type'],
    [{ name: 'a', count: 1, kind: 'a', owner: 'x' }, 'owner', 'unknown'],
  ])('rejects %j at %s (%s)', (body, field, reason) => {
    const e = thrownBy(() => parseInput(schema, body));
    expect(e).toBeInstanceOf(AppError);
    expect(e.key).toBe('VALIDATION');
    expect(e.field).toBe(field);
    expect(e.params.reasonKey).toBe(reason);
  });

  it('reports the spec message key for too many array items when asked', () => {
    const e = thrownBy(() =>
      parseInput({ ids: arrayOf(str(), { max: 1, tooManyError: 'BATCH_TOO_MANY' }) }, { ids: ['a', 'b'] }),
    );
    expect(e.key).toBe('BATCH_TOO_MANY');
  });

  it('checks nested objects field by field and names the path', () => {
    const nested = { bank: obj({ name: str(), account: optional(str({ max: 3 })) }), extra: optional(obj({ a: int() })) };
    expect(parseInput(nested, { bank: { name: 'x' } })).toEqual({ bank: { name: 'x' } });
    const cases: [unknown, string, string][] = [
      [{ bank: 'x' }, 'bank', 'type'],
      [{ bank: { name: '  ' } }, 'bank.name', 'blank'],
      [{ bank: { name: 'x', account: 'abcd' } }, 'bank.account', 'tooLong'],
      [{ bank: { name: 'x', owner: 'y' } }, 'bank.owner', 'unknown'],
      [{ bank: {} }, 'bank.name', 'required'],
    ];
    for (const [body, field, reason] of cases) {
      const e = thrownBy(() => parseInput(nested, body));
      expect([e.field, e.params.reasonKey]).toEqual([field, reason]);
    }
  });

  it('rejects a body that is not an object', () => {
    expect(thrownBy(() => parseInput(schema, [1])).key).toBe('BAD_REQUEST');
  });
});
