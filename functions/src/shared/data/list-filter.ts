/**
 * List filters applied by DynamoDB after reading (entity-operations.ts `Condition`), built from the
 * filters a request sets: one clause per filter set, each with its own names and values, all of
 * them required.
 */
import type { Condition } from './entity-operations.ts';

/** A filter's clause, or a falsy value when the request did not set that filter. */
export type FilterClause = Condition | false | '' | 0 | null | undefined;

/** The attribute `name` equals `value` (placeholders `#name`, `:name`). */
export const attributeIs = (name: string, value: unknown): Condition => ({
  expression: `#${name} = :${name}`,
  names: { [`#${name}`]: name },
  values: { [`:${name}`]: value },
});

/** The attribute `name` contains `text`. */
export const attributeContains = (name: string, text: string): Condition => ({
  ...attributeIs(name, text),
  expression: `contains(#${name}, :${name})`,
});

/** The clauses that are set, all required (AND); undefined when none is. */
export function allOf(clauses: readonly FilterClause[]): Condition | undefined {
  const set = clauses.filter((c): c is Condition => !!c);
  if (!set.length) return undefined;
  return {
    expression: set.map((c) => c.expression).join(' AND '),
    names: Object.assign({}, ...set.map((c) => c.names)),
    values: Object.assign({}, ...set.map((c) => c.values)),
  };
}
