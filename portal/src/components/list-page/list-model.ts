// Pure rules of a declared list, unit-tested: filter drafts → request body, cell formats, which
// actions a session sees, and the selection limit.
import { EMPTY, formatActor, formatBytes, formatCny, formatCount, formatDate, formatDateTime, isEmpty } from '../../lib/format';
import type { CellFormat, FilterDeclaration, Message } from './declaration';

/** What the filter form edits: one text (or enum value) per request field; '' = not set. */
export type FilterDraft = Record<string, string | number>;

const rangeKeys = (field: string) => [`${field}From`, `${field}To`] as const;
/** The request fields of a range filter (a date range may name its own). */
const keysOf = (f: FilterDeclaration) => (f.kind === 'dateRange' && f.keys ? f.keys : rangeKeys(f.field));
const modeKey = (field: string) => `${field}Mode`;

/** The empty draft of a declaration's filters (range filters start in exact mode). */
export function emptyDraft(filters: readonly FilterDeclaration[]): FilterDraft {
  const draft: FilterDraft = {};
  for (const f of filters) {
    if (f.kind === 'dateRange' || f.kind === 'exactOrRange') for (const k of keysOf(f)) draft[k] = '';
    if (f.kind !== 'dateRange') draft[f.field] = f.initial ?? '';
    if (f.kind === 'exactOrRange') draft[modeKey(f.field)] = 'exact';
  }
  return draft;
}

/** Whether an exact/range filter is in range mode. */
export const isRange = (draft: FilterDraft, field: string) => draft[modeKey(field)] === 'range';

/** The request fields a filter's inputs edit as the draft stands: an exact/range filter's active side. */
export function inputsOf(f: FilterDeclaration, draft: FilterDraft): readonly string[] {
  if (f.kind === 'dateRange' || (f.kind === 'exactOrRange' && isRange(draft, f.field))) return keysOf(f);
  return [f.field];
}

const trimmed = (draft: FilterDraft, key: string) => String(draft[key] ?? '').trim();

/**
 * What is wrong with one input of a filter (a request field), as a message key ('' when the filter
 * names none), or undefined: a value not matching its pattern, a range ending before it starts.
 */
export function problemOf(f: FilterDeclaration, draft: FilterDraft, key: string): string | undefined {
  const value = trimmed(draft, key);
  if ((f.kind === 'text' || f.kind === 'exactOrRange') && f.pattern && value && !f.pattern.test(value)) return f.invalid ?? '';
  const range = inputsOf(f, draft);
  if (range.length === 2 && key === range[1]) {
    const from = trimmed(draft, range[0] as string);
    if (from && value && value < from)
      return (f.kind === 'dateRange' || f.kind === 'exactOrRange' ? f.reversed : undefined) ?? defaultReversed(f);
  }
  return undefined;
}
const defaultReversed = (f: FilterDeclaration) => (f.kind === 'dateRange' ? 'formRules.dateRange' : 'formRules.rangeOrder');

/** The filters the list does not search with (see {@link problemOf}). */
export function invalidFilters(filters: readonly FilterDeclaration[], draft: FilterDraft): string[] {
  return filters.filter((f) => inputsOf(f, draft).some((key) => problemOf(f, draft, key) !== undefined)).map((f) => f.field);
}

/** Whether any filter behind "More filters" holds a value (the section then stays open). */
export const holdsMore = (filters: readonly FilterDeclaration[], draft: FilterDraft) =>
  filters.some((f) => f.more && inputsOf(f, draft).some((key) => trimmed(draft, key) !== ''));

/** The draft with the remote choices cleared: they belong to the enterprise, and another was chosen. */
export function withoutRemoteChoices(filters: readonly FilterDeclaration[], draft: FilterDraft): FilterDraft {
  const remote = filters.filter((f) => f.kind === 'remoteSelect' && draft[f.field] !== '');
  return remote.length ? { ...draft, ...Object.fromEntries(remote.map((f) => [f.field, ''])) } : draft;
}

export const rangeOf = keysOf;
export const modeOf = modeKey;

/**
 * The request body of a draft: texts trimmed, empty values dropped, only the active side of an
 * exact/range filter, then the fixed fields and the tenant scope (which always win).
 */
export function toRequestBody(
  filters: readonly FilterDeclaration[],
  draft: FilterDraft,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string) => {
    const raw = draft[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== '' && value !== undefined) body[key] = value;
  };
  for (const f of filters) inputsOf(f, draft).forEach(put);
  for (const [key, value] of Object.entries(extra)) if (!isEmpty(value)) body[key] = value;
  return body;
}

/** A cell's value as printed, by its declared format (lib/format.ts); empty values print {@link EMPTY}. */
export function formatCell(format: CellFormat, value: unknown, t: (key: string) => string): string {
  if (isEmpty(value)) return EMPTY;
  switch (format) {
    case 'date':
      return formatDate(value as string) || EMPTY;
    case 'dateTime':
      return formatDateTime(value as string) || EMPTY;
    case 'size':
      return formatBytes(Number(value));
    case 'money':
      return formatCny(Number(value));
    case 'count':
      return formatCount(Number(value));
    case 'actor':
      return formatActor(String(value), t);
    default:
      return String(value);
  }
}

/** Class names of a format's cells: numbers align in columns, codes are monospace and never wrap. */
export function formatClass(format: CellFormat | undefined): string | undefined {
  if (format === 'code') return 'font-mono text-xs whitespace-nowrap';
  if (format === 'date' || format === 'dateTime') return 'whitespace-nowrap tabular-nums';
  if (format === 'size' || format === 'money' || format === 'count') return 'whitespace-nowrap tabular-nums';
  return undefined;
}

/** A session may see an action without a code, or holding its code. */
export const permitted = (permission: string | undefined, permissions: readonly string[]) =>
  !permission || permissions.includes(permission);

/** The actions a row shows for this session: its permission held and its own rule met. */
export function visibleActions<A extends { permission?: string; visible?: (row: R, ctx: C) => boolean }, R, C>(
  actions: readonly A[],
  row: R,
  ctx: C,
  permissions: readonly string[],
): A[] {
  return actions.filter((a) => permitted(a.permission, permissions) && (!a.visible || a.visible(row, ctx)));
}

/** An i18n message of a row: its key and values. */
export function messageOf<R>(message: Message<R>, row: R): readonly [string, Record<string, unknown>?] {
  return typeof message === 'string' ? [message] : message(row);
}

/**
 * Adds keys to a selection kept across pages, at most `max` in all: null when the union would be
 * larger (the caller says so and keeps the selection as it was).
 */
export function addToSelection(selected: readonly string[], keys: readonly string[], max: number): string[] | null {
  const union = [...new Set([...selected, ...keys])];
  return union.length > max ? null : union;
}
