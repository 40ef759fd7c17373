import type { RouteId } from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { SessionSnapshot } from '../../lib/session';
import type { TenantScope } from '../tenant-scope';

// A list screen declared as data (docs/decisions.md "Declarative list pages"): the list route, the
// filters, the columns with their formats, the row and header actions behind permission codes, the
// dialogs they open, selection and export. <ListPage> renders it over the shared parts.

/** An i18n key, or a key with values computed from the row (`['card.label.deleteTitle', { name }]`). */
export type Message<R> = string | ((row: R) => readonly [string, Record<string, unknown>?]);

/** What declared functions may read: texts, the session, the tenant scope and the list itself. */
export interface ListContext {
  t: TFunction;
  session: SessionSnapshot;
  scope: TenantScope;
  /** The path the list is shown at (a list under /shortcuts links to the shortcut pages). */
  pathname: string;
  /** The route's parameters (e.g. `/home/account/list/:channelCustId?`). */
  params: Record<string, string | undefined>;
  /** The body of the list request as applied (filters and scope), e.g. for an export. */
  body: Record<string, unknown>;
  reload: () => void;
  /** Opens one of the declaration's dialogs, with a row or none (a header action), and what it is handed (e.g. the selection). */
  open: (dialog: string, row?: unknown, payload?: unknown) => void;
  /** Goes to another screen, handing it router state (e.g. the selection). */
  navigate: (to: string, state?: unknown) => void;
}

/** What a filter's `visible` rule reads. */
export type FilterContext = Pick<ListContext, 'session' | 'scope'>;

interface FilterBase {
  /** The request field (or the stem of its From/To pair). */
  field: string;
  label: string;
  testId?: string;
  /** Tailwind width of the field, e.g. 'w-56'. */
  width?: string;
  /** The value the list opens with and Reset returns to (default none). */
  initial?: string | number;
  /** Behind "More filters" (opened by the button, and while any of them holds a value). */
  more?: boolean;
  /** Shown only for some sessions (e.g. no data pools for a secondary customer); a hidden filter sends nothing. */
  visible?: (ctx: FilterContext) => boolean;
}

/** A value the list checks before it searches: a pattern, with what to say when it fails and how beforehand. */
interface Checked {
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  /** A value must match it before the list searches; `invalid` says why, `hint` says how beforehand. */
  pattern?: RegExp;
  hint?: string;
  invalid?: string;
}
export type FilterDeclaration =
  | (FilterBase & Checked & { kind: 'text'; upper?: boolean })
  /**
   * One value, or a range sent as `<field>From` / `<field>To` (each side checked; a range ending
   * before it starts is refused with `reversed`). Test ids `<testId>` (exact), `<testId>From`,
   * `<testId>To` and `<testId>Mode`.
   */
  | (FilterBase &
      Checked & {
        kind: 'exactOrRange';
        /** Labels of the mode choice and of the range's sides (default: "<label>: exact or range", "<label> from/to"). */
        labels?: { mode: string; from: string; to: string };
        reversed?: string;
      })
  /** One value of an enum; its label is `<optionLabel>.<value>`; '' (any) is not sent. */
  | (FilterBase & {
      kind: 'select';
      options: readonly (string | number)[];
      optionLabel: string;
      /** Applies at once, without the Search button. */
      immediate?: boolean;
    })
  /**
   * One item of a remote list: a cursor page read in the scope's enterprise, or `items` of another
   * answer. Its choices belong to the enterprise: choosing another enterprise clears it. While the
   * list loads, when it fails or is empty, one disabled line says so (`empty`).
   */
  | (FilterBase & {
      kind: 'remoteSelect';
      source: RouteId;
      /** The request body; default the first 100 items of the scope's enterprise. */
      body?: Record<string, unknown>;
      items?: (answer: never) => unknown[];
      option: (item: never, t: TFunction) => { value: string | number; label: ReactNode };
      /** Said when there is nothing to choose. */
      empty?: string;
    })
  /** A day range sent as `<field>From` / `<field>To` (YYYY-MM-DD); test ids `<testId>From` / `<testId>To`. */
  | (FilterBase & {
      kind: 'dateRange';
      labels?: readonly [string, string];
      /** The request fields when they are not `<field>From` / `<field>To`. */
      keys?: readonly [string, string];
      /** Said when the range ends before it starts (default `formRules.dateRange`). */
      reversed?: string;
    });

export type CellFormat = 'text' | 'code' | 'date' | 'dateTime' | 'size' | 'money' | 'count' | 'actor';

export interface ColumnDeclaration<T> {
  key: string;
  /** The header's key; default `<texts>.fields.<key>` (the declaration's `texts`). */
  header?: string;
  /** How the value prints (lib/format.ts); default text, empty values as the one placeholder. */
  format?: CellFormat;
  /** The value to format; default `row[key]`. */
  value?: (row: T) => unknown;
  /** An enum shown by its label `<enumLabel>.<value>`. */
  enumLabel?: string;
  /** A state badge: tone by value, label `<label>.<value>`; with `testId`, wrapped in an element carrying it and `data-state`. */
  state?: { tones: Partial<Record<string | number, StateTone>>; label: string; testId?: (row: T) => string };
  /** The cell links to a detail route (an empty path: this row's cell does not link). */
  link?: (row: T, ctx: ListContext) => string;
  linkTestId?: (row: T) => string;
  /** A second, smaller line under the value (e.g. what a linked record is for); nothing when it answers nothing. */
  below?: (row: T, ctx: ListContext) => ReactNode;
  /** A cell no format covers (a chip, a list of numbers). */
  cell?: (row: T, ctx: ListContext) => ReactNode;
  /** Shown only for some sessions (e.g. not for secondary customers). */
  visible?: (ctx: ListContext) => boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

export interface ConfirmDeclaration<T> {
  title: Message<T>;
  description?: Message<T>;
  /** The confirm button; default the action's label. */
  confirmLabel?: Message<T>;
  run: (row: T, ctx: ListContext) => Promise<unknown>;
  /** The success notice; gets the row and what `run` answered. Default `dataList.saved`. */
  done?: string | ((row: T, result: never) => readonly [string, Record<string, unknown>?]);
  dialogTestId?: string;
  /** `default`: disruptive, not destructive (no red confirm); may depend on the row. */
  tone?: 'danger' | 'default' | ((row: T) => 'danger' | 'default');
}

export interface RowActionDeclaration<T> {
  id: string;
  label: Message<T>;
  /** A code of `@cmp/functions/platform/permissions` the session must hold. */
  permission?: string;
  visible?: (row: T, ctx: ListContext) => boolean;
  /** A link to another route. */
  to?: (row: T, ctx: ListContext) => string;
  /** Opens one of the declared dialogs with the row. */
  open?: string;
  /** A harmless action that runs at once (e.g. put a product on sale); `done` is its success notice. */
  act?: { run: (row: T, ctx: ListContext) => Promise<unknown>; done?: string };
  /** A destructive action: confirmed in a danger dialog first. */
  confirm?: ConfirmDeclaration<T>;
  danger?: (row: T) => boolean;
  testId?: (row: T) => string;
}

export interface HeaderActionDeclaration<T = unknown> {
  id: string;
  label: string;
  permission?: string;
  visible?: (ctx: ListContext) => boolean;
  to?: (ctx: ListContext) => string;
  /** Opens one of the declared dialogs (by name), or this dialog (named after the action). */
  open?: string | ComponentType<ListDialogProps<T>>;
  /** Anything else (e.g. re-read the list now). */
  run?: (ctx: ListContext) => void;
  variant?: 'primary' | 'secondary' | ((ctx: ListContext) => 'primary' | 'secondary');
  testId?: string;
}

export interface ListDialogProps<T> {
  /** The row the dialog is about; null when a header action opened it. */
  row: T | null;
  /** What another screen handed over when the dialog opened on arrival (see ListPage `initialDialog`). */
  payload?: unknown;
  ctx: ListContext;
  close: () => void;
  /** Closes and re-reads the list. */
  done: () => void;
}

export interface SelectionDeclaration<T> {
  /** At most this many keys (across pages); more is refused with `tooMany`. */
  max: number;
  tooMany: string;
  /** The count of selected rows (`{{count}}`, `{{max}}`); `none` when nothing is selected. */
  count: string;
  none?: string;
  selectRow: Message<T>;
  /** The table's checkbox over the page. */
  selectAll: string;
  /** A button adding the page's rows to the selection. */
  selectPage?: string;
  /**
   * A button selecting every row that matches the applied filters: `keys` asks the server for them
   * (it refuses more than `max` with `tooManyCode`, said as `tooMany`); `done` gets `{{count}}`.
   */
  matching?: {
    label: string;
    keys: (body: Record<string, unknown>, ctx: ListContext) => Promise<string[]>;
    done: string;
    failed: string;
    tooManyCode: number;
  };
  /** Actions on the selected keys (disabled while none is selected). */
  actions: {
    id: string;
    label: string;
    permission?: string;
    run: (keys: string[], ctx: ListContext) => void;
    variant?: 'primary' | 'secondary';
    testId?: string;
  }[];
  /** Prefix of the bar's test ids: `<p>-selection-bar`, `-selection-count`, `-select-page`, `-select-all`, `-select-clear` (default `list`). */
  testId?: string;
}

export interface ExportDeclaration {
  permission?: string;
  label: string;
  title?: string;
  description?: string;
  /** Starts the download task for the applied filters. */
  start: (body: Record<string, unknown>, format: 'csv' | 'xlsx') => Promise<unknown>;
  /**
   * Why the export may not start for the applied filters (an i18n key, shown beside the disabled
   * button: e.g. a customer must be chosen first); undefined when it may.
   */
  disabled?: (ctx: ListContext) => string | undefined;
  testId?: string;
}

/** A page text: a key, or a key with values from the list's context (`['card.pool.failLog.title', { batchId }]`). */
export type PageText = string | ((ctx: ListContext) => readonly [string, Record<string, unknown>?]);

export interface ListDeclaration<T> {
  /**
   * The prefix of the list's texts (`card.sms`): every header `<texts>.fields.<key>` unless given,
   * and, when no title is given, the title `<texts>.title` and the subtitle `<texts>.subtitle`.
   */
  texts?: string;
  /** Default `<texts>.title`. */
  title?: PageText;
  /** Default `<texts>.subtitle` (with `texts` and no `title`). */
  subtitle?: PageText;
  /** The list route, by id (`card-label.list`). */
  source: RouteId;
  /**
   * `false`: the route answers every row at once (`{ items }`, no cursor, no `pageSize` in its
   * schema): no pages. `rows` then reads the rows from the answer (default its `items`).
   */
  paged?: false;
  rows?: (answer: never) => T[];
  /** The answer carries texts in the request's language: it is kept per language. */
  localized?: boolean;
  /** The tenant scope the request adds: the enterprise, or also a secondary customer. */
  scope?: 'enterprise' | 'secondary';
  /** Fields every request carries (e.g. a route parameter, or a choice kept in the URL's query). */
  fixed?: (
    ctx: Pick<ListContext, 'session'> & { params: Record<string, string | undefined>; search: URLSearchParams },
  ) => Record<string, unknown>;
  /** The order: a sortable column and the request field that carries its direction (not part of `ctx.body`). */
  sort?: { column: string; field: string; initial: 'asc' | 'desc' };
  /** What tells rows apart: the field holding a row's id (`'poolId'`), or a function of the row. */
  rowKey: (keyof T & string) | ((row: T) => string);
  filters?: FilterDeclaration[];
  columns: ColumnDeclaration<T>[];
  rowActions?: RowActionDeclaration<T>[];
  /** Test id of the actions cell (its buttons then share ids across rows). */
  actionsTestId?: (row: T) => string;
  headerActions?: HeaderActionDeclaration<T>[];
  dialogs?: Record<string, ComponentType<ListDialogProps<T>>>;
  selection?: SelectionDeclaration<T>;
  export?: ExportDeclaration;
  /** Rows the server settles on read: the list re-reads while one is shown. */
  unsettled?: (row: T) => boolean;
  /** A line above the filters (what the list holds). */
  intro?: string;
  /** A part between the filters and the table (e.g. a form acting on the list's records). */
  panel?: ComponentType<{ ctx: ListContext }>;
  /** A heading above the table (when a panel precedes it). */
  heading?: string;
  /** Said above the table when a page comes back short while more pages follow (the server filters after reading). */
  shortPage?: string;
  /** The table's height before it scrolls (default the data list's). */
  maxHeight?: string;
  /** A note under the table (e.g. how a figure is counted). */
  footnote?: string;
  /** The empty state's title (default "No data") and what it says under it. */
  emptyTitle?: string;
  emptyDescription?: string;
  testIds?: { table?: string; empty?: string; pagination?: string };
}
