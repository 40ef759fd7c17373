// Pure rules of a declared detail page, unit-tested: how a field's value prints, which sections,
// fields and actions a session sees.
import { EMPTY, formatMonth, isEmpty } from '../../lib/format';
import { formatCell, permitted } from '../list-page/list-model';
import type {
  DetailActionDeclaration,
  DetailContext,
  DetailDeclaration,
  DetailFieldDeclaration,
  DetailSectionDeclaration,
  FieldFormat,
  Message,
} from './declaration';

/** A value as printed in a detail field, by its declared format; empty values print {@link EMPTY}. */
export function formatValue(format: FieldFormat, value: unknown, t: (key: string) => string): string {
  if (isEmpty(value)) return EMPTY;
  if (format === 'month') return formatMonth(value as string) || EMPTY;
  if (format === 'percent') return `${value}%`;
  return formatCell(format, value, t);
}

/** The value a field shows: its own `value`, else the record's property of its key. */
export const rawValue = <T>(field: DetailFieldDeclaration<T>, record: T, ctx: DetailContext): unknown =>
  field.value ? field.value(record, ctx) : (record as Record<string, unknown>)[field.key];

/**
 * The text of a field without a custom rendering: an enum or state label, or the formatted value.
 * (A state badge shows this text inside the badge.)
 */
export function fieldText<T>(field: DetailFieldDeclaration<T>, record: T, ctx: DetailContext): string {
  const value = rawValue(field, record, ctx);
  const label = field.state?.label ?? field.enumLabel;
  if (label) return isEmpty(value) ? EMPTY : ctx.t(`${label}.${String(value)}`);
  return formatValue(field.format ?? 'text', value, ctx.t);
}

/** A field's label: a key, or text computed from the record. */
export const fieldLabel = <T>(field: DetailFieldDeclaration<T>, record: T, ctx: DetailContext): string =>
  typeof field.label === 'string' ? ctx.t(field.label) : field.label(record, ctx);

/** The sections shown for this record, each with the fields it shows; a section left with nothing is dropped. */
export function visibleSections<T>(
  sections: readonly DetailSectionDeclaration<T>[],
  record: T,
  ctx: DetailContext,
): (DetailSectionDeclaration<T> & { fields: DetailFieldDeclaration<T>[] })[] {
  return sections
    .filter((s) => !s.visible || s.visible(record, ctx))
    .map((s) => ({ ...s, fields: (s.fields ?? []).filter((f) => !f.visible || f.visible(record, ctx)) }))
    .filter((s) => s.fields.length > 0 || s.content);
}

/** The header actions this session sees for the record: its permission held and its own rule met. */
export function visibleDetailActions<T>(
  actions: readonly DetailActionDeclaration<T>[],
  record: T,
  ctx: DetailContext,
): DetailActionDeclaration<T>[] {
  return actions.filter((a) => permitted(a.permission, ctx.session.permissions) && (!a.visible || a.visible(record, ctx)));
}

/** An i18n message of a record: its key and values. */
export function messageOf<R>(message: Message<R>, record: R): readonly [string, Record<string, unknown>?] {
  return typeof message === 'string' ? [message] : message(record);
}

/** The request of a declaration with the scope's choice added (`byId`), or null while there is nothing to read. */
export function detailRequest<T>(
  declaration: Pick<DetailDeclaration<T>, 'request' | 'scope'>,
  ctx: Parameters<DetailDeclaration<T>['request']>[0],
): Record<string, unknown> | null {
  const body = declaration.request(ctx);
  if (!body) return null;
  if (declaration.scope !== 'byId') return body;
  return ctx.scope.ready ? { ...body, ...ctx.scope.body } : null;
}
