/**
 * A small input-schema language: enough for the API's flat JSON bodies, with types derived from
 * the declaration and failures reported as (field, reason) so messages can name the field in
 * either language. Unknown fields are rejected, so a body cannot smuggle a scope or an owner.
 */
import { AppError } from './error-catalogue.ts';
import type { ValidationReason } from './validation-messages.ts';

interface Base<T> {
  optional?: boolean;
  /** Only for the type: never read at run time. */
  readonly __type?: T;
}
export interface StringRule extends Base<string> {
  kind: 'string';
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Reason reported when `pattern` does not match. */
  patternReason?: ValidationReason;
}
export interface IntRule extends Base<number> {
  kind: 'int';
  min?: number;
  max?: number;
}
/** One of the listed values; `bool()` is the enum of the two JSON booleans. */
export interface EnumRule<T extends string | number | boolean> extends Base<T> {
  kind: 'enum';
  values: readonly T[];
}
export interface ArrayRule<T> extends Base<T[]> {
  kind: 'array';
  of: Rule<T>;
  min?: number;
  max?: number;
  /** Reported (as an AppError key) instead of `tooMany`, e.g. the spec's 10,000-card message. */
  tooManyError?: ConstructorParameters<typeof AppError>[0];
}
/** A nested object, checked field by field; failures name the path (`bank.name`). */
export interface ObjectRule<T> extends Base<T> {
  kind: 'object';
  fields: Schema;
}
export type Rule<T = unknown> = (
  | StringRule
  | IntRule
  | EnumRule<string | number | boolean>
  | ArrayRule<unknown>
  | ObjectRule<unknown>
) &
  Base<T>;
export type Schema = Record<string, Rule>;

type Value<R> = R extends Base<infer T> ? T : never;
type OptionalKeys<S extends Schema> = { [K in keyof S]: S[K]['optional'] extends true ? K : never }[keyof S];
export type Infer<S extends Schema> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Value<S[K]> } & {
  [K in OptionalKeys<S>]?: Value<S[K]>;
};

export const str = (opts: Omit<StringRule, 'kind'> = {}): StringRule => ({ kind: 'string', ...opts });
export const int = (opts: Omit<IntRule, 'kind'> = {}): IntRule => ({ kind: 'int', ...opts });
export const oneOf = <T extends string | number | boolean>(
  values: readonly T[],
  opts: { optional?: boolean } = {},
): EnumRule<T> => ({
  kind: 'enum',
  values,
  ...opts,
});
/** A JSON boolean (`optional(bool())` when it may be left out). */
export const bool = (): EnumRule<boolean> => oneOf([true, false]);
export const arrayOf = <T>(of: Rule<T>, opts: Omit<ArrayRule<T>, 'kind' | 'of'> = {}): ArrayRule<T> => ({
  kind: 'array',
  of,
  ...opts,
});
export const obj = <S extends Schema>(fields: S, opts: { optional?: boolean } = {}): ObjectRule<Infer<S>> => ({
  kind: 'object',
  fields,
  ...opts,
});
export const optional = <R extends Rule>(rule: R): R & { optional: true } => ({ ...rule, optional: true });

const fail = (field: string, reason: ValidationReason, params: Record<string, number> = {}): never => {
  throw new AppError('VALIDATION', { reasonKey: reason, ...params }, field);
};

function check(field: string, rule: Rule, value: unknown): unknown {
  switch (rule.kind) {
    case 'string': {
      if (typeof value !== 'string') return fail(field, 'type');
      if (value.length > 0 && value.trim() === '') return fail(field, 'blank');
      if (!rule.optional && value === '') return fail(field, 'required');
      if (rule.min !== undefined && value.length < rule.min) return fail(field, 'tooShort', { min: rule.min });
      if (rule.max !== undefined && value.length > rule.max) return fail(field, 'tooLong', { max: rule.max });
      if (rule.pattern && value !== '' && !rule.pattern.test(value)) return fail(field, rule.patternReason ?? 'format');
      return value;
    }
    case 'int': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return fail(field, 'type');
      if (rule.min !== undefined && value < rule.min) return fail(field, 'tooSmall', { min: rule.min });
      if (rule.max !== undefined && value > rule.max) return fail(field, 'tooLarge', { max: rule.max });
      return value;
    }
    case 'enum':
      if (!(rule.values as readonly unknown[]).includes(value)) return fail(field, 'oneOf');
      return value;
    case 'array': {
      if (!Array.isArray(value)) return fail(field, 'type');
      if (rule.max !== undefined && value.length > rule.max) {
        if (rule.tooManyError) throw new AppError(rule.tooManyError, {}, field);
        return fail(field, 'tooMany', { max: rule.max });
      }
      if (rule.min !== undefined && value.length < rule.min) return fail(field, 'tooFew', { min: rule.min });
      return value.map((item, i) => check(`${field}[${i}]`, rule.of, item));
    }
    case 'object':
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail(field, 'type');
      return parseFields(rule.fields, value as Record<string, unknown>, `${field}.`);
  }
}

/** Checks `input` against `schema`; throws a VALIDATION AppError naming the first bad field. */
export function parseInput<S extends Schema>(schema: S, input: unknown): Infer<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new AppError('BAD_REQUEST');
  return parseFields(schema, input as Record<string, unknown>, '') as Infer<S>;
}

function parseFields(schema: Schema, body: Record<string, unknown>, prefix: string): Record<string, unknown> {
  for (const key of Object.keys(body)) if (!(key in schema)) fail(prefix + key, 'unknown');
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(schema)) {
    const value = body[field];
    if (value === undefined || value === null) {
      if (!rule.optional) fail(prefix + field, 'required');
      continue;
    }
    out[field] = check(prefix + field, rule, value);
  }
  return out;
}
