/**
 * Update expressions built from plain records, with every attribute name and value as a
 * placeholder (so reserved words and odd names are safe). Zero counter deltas are dropped.
 */
export interface UpdateParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

function parts(record: Record<string, unknown>, prefix: string, render: (name: string, value: string) => string) {
  const entries = Object.entries(record);
  return {
    clauses: entries.map((_, i) => render(`#${prefix}${i}`, `:${prefix}${i}`)),
    names: Object.fromEntries(entries.map(([k], i) => [`#${prefix}${i}`, k])),
    values: Object.fromEntries(entries.map(([, v], i) => [`:${prefix}${i}`, v])),
  };
}

/** `SET a = :a, …` for every attribute of `set`. */
export function setExpression(set: Record<string, unknown>): UpdateParts {
  const p = parts(set, 's', (n, v) => `${n} = ${v}`);
  return {
    UpdateExpression: `SET ${p.clauses.join(', ')}`,
    ExpressionAttributeNames: p.names,
    ExpressionAttributeValues: p.values,
  };
}

/** `ADD a :a, …` for every non-zero delta; undefined when there is nothing to add. */
export function addExpression(add: Record<string, number>): UpdateParts | undefined {
  const nonZero = Object.fromEntries(Object.entries(add).filter(([, v]) => v !== 0));
  if (!Object.keys(nonZero).length) return undefined;
  const p = parts(nonZero, 'a', (n, v) => `${n} ${v}`);
  return {
    UpdateExpression: `ADD ${p.clauses.join(', ')}`,
    ExpressionAttributeNames: p.names,
    ExpressionAttributeValues: p.values,
  };
}
