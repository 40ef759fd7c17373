import { describe, expect, it } from 'vitest';
import { allOf, attributeContains, attributeIs } from './list-filter.ts';

describe('list filters', () => {
  it('is undefined when the request sets no filter', () => {
    expect(allOf([undefined, '', 0, false, null])).toBeUndefined();
  });
  it('joins the set clauses with AND, with their names and values', () => {
    expect(
      allOf([
        attributeContains('name', 'acme'),
        undefined,
        attributeIs('status', 1),
        { expression: 'begins_with(loginName, :login)', values: { ':login': 'ac' } },
      ]),
    ).toEqual({
      expression: 'contains(#name, :name) AND #status = :status AND begins_with(loginName, :login)',
      names: { '#name': 'name', '#status': 'status' },
      values: { ':name': 'acme', ':status': 1, ':login': 'ac' },
    });
  });
  it('keeps an empty names map for clauses that name no attribute', () => {
    expect(allOf([{ expression: 'roleType = :rt', values: { ':rt': 2 } }])).toEqual({
      expression: 'roleType = :rt',
      names: {},
      values: { ':rt': 2 },
    });
  });
});
