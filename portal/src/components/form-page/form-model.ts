// Pure rules of a declared form, unit-tested: which fields show, a field's first problem (required,
// length, pattern, then its own rules: spec §5), the draft's problems, and which field a refusal of
// the server belongs to.
import { isApiError } from '../../lib/api';
import { type RuleResult, maxLength, requiredText } from '../../lib/form-rules';
import type { FieldProblem, FormContext, FormDeclaration, FormFieldDeclaration } from './declaration';

/** The fields shown for this draft (their section shown, their own rule met), by name. */
export function visibleFields<D, R, X>(
  declaration: Pick<FormDeclaration<D, R, X>, 'sections'>,
  draft: D,
  ctx: FormContext<R, X>,
): FormFieldDeclaration<D, FormContext<R, X>>[] {
  return declaration.sections
    .filter((s) => !s.visible || s.visible(draft, ctx))
    .flatMap((s) => s.fields.filter((f) => !f.visible || f.visible(draft, ctx)));
}

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A field's first problem: required (spec §5: empty, or whitespace only), length, pattern, then its rules. */
export function fieldProblem<D, C>(field: FormFieldDeclaration<D, C>, draft: D, ctx: C): RuleResult {
  const value = draft[field.name] as unknown;
  if (field.required) {
    if (typeof value === 'string') {
      const missing = requiredText(value);
      if (missing) return missing;
    } else if (blank(value)) return { key: 'formRules.required' };
  }
  if (typeof value === 'string' && value !== '') {
    if (field.maxLength !== undefined) {
      const long = maxLength(value, field.maxLength);
      if (long) return long;
    }
    if (field.pattern && !field.pattern.test.test(value)) return { key: field.pattern.message };
  }
  for (const rule of field.rules ?? []) {
    const problem = rule(value as never);
    if (problem) return problem;
  }
  return null;
}

/** Every problem of the draft, by field: each shown field's own first, then the declaration's checks across fields. */
export function draftProblems<D, R, X>(
  declaration: Pick<FormDeclaration<D, R, X>, 'sections' | 'validate'>,
  draft: D,
  ctx: FormContext<R, X>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of visibleFields(declaration, draft, ctx)) {
    const problem = fieldProblem(field, draft, ctx);
    if (problem) problems[field.name] = problem;
  }
  for (const [name, problem] of Object.entries(declaration.validate?.(draft, ctx) ?? {}) as [string, RuleResult][])
    if (problem && !problems[name]) problems[name] = problem;
  return problems;
}

/**
 * Where a refusal of the server is shown: the form field its `field` names (through the
 * declaration's mapping; `apnConfigs[0].zones` → apnConfigs) when that field is shown, with the
 * server's text; undefined when it names none (the page says it in a notice).
 */
export function serverProblem<D, R, X>(
  declaration: Pick<FormDeclaration<D, R, X>, 'sections' | 'serverField'>,
  error: unknown,
  draft: D,
  ctx: FormContext<R, X>,
): { field: string; problem: FieldProblem } | undefined {
  if (!isApiError(error) || !error.field) return undefined;
  const name = declaration.serverField ? declaration.serverField(error.field) : error.field.replace(/[.[].*$/, '');
  if (!name || !visibleFields(declaration, draft, ctx).some((f) => f.name === name)) return undefined;
  return { field: name, problem: { text: error.msg } };
}

/** A problem as text: a rule's message translated, or the server's text. */
export const problemText = (problem: FieldProblem | undefined, t: (key: string, values?: Record<string, unknown>) => string) =>
  problem === undefined ? undefined : 'text' in problem ? problem.text : t(problem.key, problem.values);
