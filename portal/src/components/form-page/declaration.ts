import type { RouteId } from '@cmp/functions/contracts';
import type { ButtonVariant } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { RuleResult } from '../../lib/form-rules';
import type { Message, PageContext } from '../detail-page/declaration';

// A form screen declared as data (docs/decisions.md "Declarative detail and form pages"): the
// record to edit (its route and how it becomes a draft), sections of fields with their type and the
// spec §5 rules (messages are i18n keys, so both languages), the submit route and body, where to go
// once saved. <FormPage> renders it; a refusal of the server naming a field is shown under that field.

/** What a form declaration's functions read. */
export interface FormContext<R = unknown, X = unknown> extends PageContext {
  /** No record to edit: a new one. */
  creating: boolean;
  /** The record being edited, once loaded. */
  record: R | undefined;
  /** What the declaration's `useData` hook answered (e.g. the plans a select offers). */
  data: X;
  /** Reads the record again. */
  reload: () => void;
}

/** A field's problem: a rule's message key (with its values), or the server's text as it came. */
export type FieldProblem = { key: string; values?: Record<string, unknown> } | { text: string };

/**
 * A check of one field's value (lib/form-rules.ts has the spec §5 ones: `phoneList`, `emailList`,
 * `password`, `loginName`, `code`…): the message key, or null when it passes. Checks that read other
 * fields or the context go in the declaration's `validate`.
 */
export type FieldRule = (value: never) => RuleResult;

interface FieldBase<D, C> {
  /** The draft's property the field edits. */
  name: keyof D & string;
  label: string;
  /** An i18n key, or the hint computed from the draft (already translated). */
  hint?: string | ((draft: D, ctx: C) => ReactNode);
  /** Empty refused ('required'), whitespace only too ('forbid spaces or enter non-blank content'). */
  required?: boolean;
  /** At most this many characters: the input stops there and a longer value (loaded, pasted) is refused. */
  maxLength?: number;
  /** A non-empty value must match; `message` is the i18n key said otherwise. */
  pattern?: { test: RegExp; message: string };
  /** Further checks, in order after the ones above; the first failing one is shown. */
  rules?: FieldRule[];
  visible?: (draft: D, ctx: C) => boolean;
  disabled?: (draft: D, ctx: C) => boolean;
  /** Spans both columns of its section. */
  wide?: boolean;
  /** Starts a new row on wide screens (the cell beside the previous field stays empty). */
  startsRow?: boolean;
  testId?: string;
}

export interface CustomFieldProps<D, C> {
  value: D[keyof D];
  set: (value: D[keyof D]) => void;
  /** The field's problem as text, to show under the control. */
  error?: string;
  label: string;
  disabled: boolean;
  draft: D;
  ctx: C;
}

export type FormFieldDeclaration<D, C> =
  | (FieldBase<D, C> & {
      kind: 'text';
      inputMode?: 'numeric' | 'decimal' | 'text';
      /** The input's type when not plain text. */
      type?: 'email' | 'tel' | 'datetime-local';
      placeholder?: string;
      autoFocus?: boolean;
    })
  /** A write-only secret with a reveal toggle. */
  | (FieldBase<D, C> & { kind: 'password' })
  | (FieldBase<D, C> & { kind: 'textarea'; rows?: number; lang?: string })
  /**
   * One value of an enum; its label is `<optionLabel>.<value>`, or computed; or one of the options
   * computed from the draft and the context, each with its label.
   */
  | (FieldBase<D, C> & {
      kind: 'select';
      options:
        | readonly (string | number)[]
        | ((draft: D, ctx: C) => readonly (string | number)[] | readonly { value: string | number; label: ReactNode }[]);
      optionLabel?: string | ((value: never, t: TFunction) => ReactNode);
      /** An i18n key, or chosen from the draft and the context (e.g. "none to choose" when there are none). */
      placeholder?: string | ((draft: D, ctx: C) => string);
    })
  /** One value of a short enum shown as radio buttons; labels as for `select`. */
  | (FieldBase<D, C> & { kind: 'radio'; options: readonly string[]; optionLabel: string })
  /** A true/false value chosen as `<optionLabel>.yes` / `<optionLabel>.no`. */
  | (FieldBase<D, C> & { kind: 'boolean'; optionLabel: string })
  /** One item of what a route answers (`items` of a page by default). */
  | (FieldBase<D, C> & {
      kind: 'remoteSelect';
      source: RouteId;
      /** The request (from the context and the draft); default `{}`; null: wait. */
      body?: (ctx: C, draft: D) => Record<string, unknown> | null;
      items?: (answer: never) => readonly unknown[];
      option: (item: never, t: TFunction) => { value: string | number; label: ReactNode };
      placeholder?: string;
    })
  /** A control no kind covers (a tree, a structure editor), given the value, a setter and the error. */
  | (FieldBase<D, C> & { kind: 'custom'; render: ComponentType<CustomFieldProps<D, C>> });

export interface FormSectionDeclaration<D, C> {
  id: string;
  /** An i18n key, or the title computed from the draft (already translated). */
  title?: string | ((draft: D, ctx: C) => string);
  description?: string;
  fields: FormFieldDeclaration<D, C>[];
  /** Fields per row on wide screens (default 2). */
  columns?: 1 | 2;
  /** In a `grid` layout: spans both columns. */
  wide?: boolean;
  visible?: (draft: D, ctx: C) => boolean;
  testId?: string;
}

/** A refusal the user may override: the server answered `errorCode`; confirming sends `body(sent)`. */
export interface ConfirmationDeclaration {
  errorCode: number;
  title: string;
  description?: string;
  confirmLabel: string;
  body: (sent: Record<string, unknown>) => Record<string, unknown>;
  testId?: string;
}

export interface FormActionDeclaration<C> {
  id: string;
  label: string;
  to: (ctx: C) => string;
  visible?: (ctx: C) => boolean;
  variant?: ButtonVariant;
  testId?: string;
}

export interface FormDeclaration<D, R = unknown, X = unknown> {
  /** The title key (or key and values from the context, e.g. the record's name). */
  title: Message<FormContext<R, X>>;
  subtitle?: (ctx: FormContext<R, X>) => ReactNode;
  /** Namespaces the page's texts come from besides its area's (the route guard loads the area's). */
  namespaces?: string[];
  /**
   * `enterprise`: a record of one enterprise. A new one needs the tenant scope's enterprise (a
   * platform user picks one first); an existing one is found by its id; both add the scope's choice
   * to their requests (read it from `ctx.scope.body` in `submit.body`).
   */
  scope?: 'enterprise';
  /** The record to edit. */
  load?: {
    source: RouteId;
    /** The request from the URL; null: no record, the form creates one. */
    request: (ctx: Pick<PageContext, 'params' | 'search' | 'session'>) => Record<string, unknown> | null;
    toDraft: (record: R) => D;
    /** The title shown when the server answers 404. */
    notFound: string;
  };
  /** The draft of a new record. */
  initial: (ctx: PageContext) => D;
  /** A hook the page calls on every render; what it answers is `ctx.data` (remote data rules or hints need). */
  useData?: () => X;
  sections: FormSectionDeclaration<D, FormContext<R, X>>[];
  /** `stack` (default): one panel under the other; `grid`: two columns on wide screens. */
  layout?: 'stack' | 'grid';
  /** Applied after every change (e.g. keep a choice that depends on another valid); `previous` is the draft before it. */
  normalize?: (draft: D, previous: D) => D;
  /** Checks across fields, after each field's own; a field keeps its first problem. */
  validate?: (draft: D, ctx: FormContext<R, X>) => Partial<Record<keyof D & string, RuleResult | undefined>>;
  /** A notice when the draft has problems (besides the messages under the fields). */
  invalidNotice?: string;
  submit: {
    route: RouteId | ((draft: D, ctx: FormContext<R, X>) => RouteId);
    body: (draft: D, ctx: FormContext<R, X>) => Record<string, unknown>;
    /** The success notice key. */
    done: string;
    /** Where to go once saved (replacing the form in the history); null: stay, the record is read again. */
    goTo: (answer: never, draft: D, ctx: FormContext<R, X>) => string | null;
  };
  /** The form field a server error's `field` belongs to; default the field of that name. */
  serverField?: (field: string) => (keyof D & string) | undefined;
  confirmations?: ConfirmationDeclaration[];
  /** Shown but not editable (e.g. a built-in role): no Save. */
  readOnly?: (ctx: FormContext<R, X>) => boolean;
  /** Where Cancel goes; default the previous page. */
  cancel?: (ctx: FormContext<R, X>) => string;
  /** A Back button in the header: where it goes. */
  back?: (ctx: FormContext<R, X>) => string;
  actions?: FormActionDeclaration<FormContext<R, X>>[];
  /** A part written as code beside the form, outside it (e.g. adding cards to a saved label). */
  aside?: ComponentType<{ ctx: FormContext<R, X> }>;
  testId?: string;
  saveTestId?: string;
}
