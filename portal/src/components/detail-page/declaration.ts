import type { RouteId } from '@cmp/functions/contracts';
import type { ButtonVariant, StateTone } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { SessionSnapshot } from '../../lib/session';
import type { TenantScope } from '../tenant-scope';

// A detail screen declared as data (docs/decisions.md "Declarative detail and form pages"): the
// record's route and request from the URL, sections of fields with their formats, the header
// actions behind permission codes (a destructive one confirmed first), the dialogs they open, and
// the not-found text. <DetailPage> renders it with the loading, not-found and error states.

/** An i18n key, or a key with values computed from the record (`['card.label.editTitle', { name }]`). */
export type Message<R> = string | ((record: R) => readonly [string, Record<string, unknown>?]);

/** What every declared page reads: texts, the session, the tenant scope and the URL. */
export interface PageContext {
  t: TFunction;
  session: SessionSnapshot;
  scope: TenantScope;
  /** The route's parameters (`/card/label/detail/:labelId`). */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** What a detail declaration's functions read, and what its actions may do. */
export interface DetailContext extends PageContext {
  /** Re-reads the record. */
  reload: () => void;
  /** Opens one of the declaration's dialogs. */
  open: (dialog: string) => void;
  /** Goes to another screen (`replace`: in place of this one in the history). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** The formats of lib/format.ts (as the list's cells), plus a month and a percentage. */
export type FieldFormat = 'text' | 'code' | 'date' | 'dateTime' | 'month' | 'size' | 'money' | 'count' | 'actor' | 'percent';

export interface DetailFieldDeclaration<T> {
  key: string;
  /** An i18n key, or the label computed from the record (already translated, e.g. with a count). */
  label: string | ((record: T, ctx: DetailContext) => string);
  /** How the value prints; default text; an empty value prints as the one placeholder (—). */
  format?: FieldFormat;
  /** The value to format; default `record[key]`. */
  value?: (record: T, ctx: DetailContext) => unknown;
  /** An enum shown by its label `<enumLabel>.<value>`. */
  enumLabel?: string;
  /** A state badge: tone by value, label `<label>.<value>`. */
  state?: { tones: Partial<Record<string | number, StateTone>>; label: string; testId?: string };
  /** The value links to another route. */
  link?: (record: T, ctx: DetailContext) => string;
  /** A value no format covers (a chip, a list). */
  render?: (record: T, ctx: DetailContext) => ReactNode;
  /** Shown only for some records or sessions (e.g. prices not to a secondary customer). */
  visible?: (record: T, ctx: DetailContext) => boolean;
  /** Spans the whole row (long texts, lists). */
  wide?: boolean;
  /** Test id of the value (its text is the value as shown). */
  testId?: string;
}

/** What a part of a detail page written as code gets: the record and the context. */
export interface DetailPartProps<T> {
  record: T;
  ctx: DetailContext;
}

export interface DetailSectionDeclaration<T> {
  id: string;
  /** An i18n key, or the title computed (already translated); none: an untitled panel. */
  title?: string | ((record: T, ctx: DetailContext) => string);
  description?: string;
  fields?: DetailFieldDeclaration<T>[];
  /** What no field covers (a table, a tree, a bar), rendered under the fields in the same panel. */
  content?: ComponentType<DetailPartProps<T>>;
  /** Label/value pairs per row on wide screens (default 2). */
  columns?: 1 | 2 | 3 | 4;
  /** In a `grid` layout: spans both columns. */
  wide?: boolean;
  visible?: (record: T, ctx: DetailContext) => boolean;
  testId?: string;
}

export interface DetailConfirmDeclaration<T> {
  title: Message<T>;
  description?: Message<T>;
  /** The confirm button; default the action's label. */
  confirmLabel?: Message<T>;
  /** Default `dataList.cancel`. */
  cancelLabel?: string;
  run: (record: T, ctx: DetailContext) => Promise<unknown>;
  /** The success notice; default `dataList.saved`. The record is re-read after it. */
  done?: string;
  /** `default`: disruptive, not destructive (no red confirm). Default `danger`. */
  tone?: 'danger' | 'default' | ((record: T) => 'danger' | 'default');
  dialogTestId?: string;
}

export interface DetailActionDeclaration<T> {
  id: string;
  label: Message<T>;
  /** A code of `@cmp/functions/platform/permissions` the session must hold. */
  permission?: string;
  visible?: (record: T, ctx: DetailContext) => boolean;
  /** A link to another route. */
  to?: (record: T, ctx: DetailContext) => string;
  /** Opens one of the declared dialogs. */
  open?: string;
  /** A destructive (or disruptive) action: confirmed in a dialog first. */
  confirm?: DetailConfirmDeclaration<T>;
  /** Default `secondary` for links and dialogs, `danger` for confirmed actions. */
  variant?: ButtonVariant | ((record: T) => ButtonVariant);
  testId?: string;
}

export interface DetailDialogProps<T> {
  record: T;
  ctx: DetailContext;
  close: () => void;
  /** Closes and re-reads the record. */
  done: () => void;
}

export interface DetailDeclaration<T> {
  /** The title key, shown while loading and when the record cannot be shown. */
  title: string;
  /** The heading once the record is loaded (e.g. its name); default the title. */
  heading?: (record: T, ctx: DetailContext) => ReactNode;
  /** The line under the title; `record` is undefined while it loads. */
  subtitle?: (record: T | undefined, ctx: DetailContext) => ReactNode;
  /** The detail route, by id (`card-label.detail`). */
  source: RouteId;
  /** The request from the URL; null: nothing to read. */
  request: (ctx: PageContext) => Record<string, unknown> | null;
  /**
   * `byId`: a record of one enterprise found by its id: the tenant scope's choice (if any) is added
   * to the request, the server finds the owner otherwise.
   */
  scope?: 'byId';
  /** The title shown when the server answers 404. */
  notFound: string;
  /** Test id of the not-found state (default `load-error`, as any failure). */
  notFoundTestId?: string;
  sections: DetailSectionDeclaration<T>[];
  /** `stack` (default): one panel under the other; `grid`: two columns on wide screens. */
  layout?: 'stack' | 'grid';
  /** Test id of the sections' container. */
  testId?: string;
  /** Parts written as code above and below the sections (figures, a list of the record's items). */
  before?: ComponentType<DetailPartProps<T>>;
  after?: ComponentType<DetailPartProps<T>>;
  /** A Back button (first, always shown): where it goes, or -1 for the previous page. */
  back?: (record: T | undefined, ctx: DetailContext) => string | -1;
  /** The Back button's text (default `dataList.back`) and test id. */
  backLabel?: string;
  backTestId?: string;
  /** A record that moves on its own (a running job) is re-read this often (ms; 0: not). */
  refreshInterval?: (record: T | undefined) => number;
  /** Header actions, shown once the record is loaded, gated by permission codes. */
  actions?: DetailActionDeclaration<T>[];
  dialogs?: Record<string, ComponentType<DetailDialogProps<T>>>;
}
