import { ConfirmDialog, Dialog, cn, useNotify } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import type { RuleResult } from '../../lib/form-rules';
import type { FieldProblem, FormFieldDeclaration } from './declaration';
import { FieldGrid } from './field-control';
import { draftProblems, problemText, serverProblem } from './form-model';

/** What a dialog's field declarations read: the translation and what the dialog's `useData` answered. */
export interface DialogContext<X = undefined> {
  t: TFunction;
  data: X;
}

export type DialogField<D, X = undefined> = FormFieldDeclaration<D, DialogContext<X>>;

/** A second step asked before the call (a destructive or costly action), texts already translated. */
export interface DialogConfirmation {
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shown in the confirmation (e.g. the text about to be sent). */
  body?: ReactNode;
  tone?: 'danger' | 'default';
  testId?: string;
}

export interface FormDialogProps<D extends object, X = undefined, A = unknown> {
  /** The namespace of the area the texts come from (its keys and the common ones). */
  namespace: string;
  /** Texts as shown (already translated). */
  title: string;
  description?: ReactNode;
  /** The submit button; default Save. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The submit button is disabled while this holds (e.g. nothing chosen yet). */
  incomplete?: (draft: D) => boolean;
  /** `danger` for a destructive action. */
  tone?: 'danger' | 'default';
  size?: 'sm' | 'md' | 'lg';
  initial: D | (() => D);
  /** A hook called on every render with the draft; what it answers is `ctx.data` (options fetched for a choice). */
  useData?: (draft: D) => X;
  /** The fields, declared as on a form page (kinds, spec §5 rules); their labels are i18n keys. */
  fields: DialogField<D, X>[];
  /** Fields per row on wide screens (default 1). */
  columns?: 1 | 2;
  /** Applied after every change; `previous` is the draft before it (e.g. clear a choice that depended on the changed one). */
  normalize?: (draft: D, previous: D) => D;
  /** Checks across fields, after each field's own (a rule result, or an i18n key); a field keeps its first problem. */
  validate?: (draft: D, ctx: DialogContext<X>) => Partial<Record<keyof D & string, RuleResult | string | undefined>>;
  /** Asked after the checks pass, before the call. */
  confirm?: (draft: D, ctx: DialogContext<X>) => DialogConfirmation;
  /** Calls the server (silently: a refusal is shown here). */
  submit: (draft: D, ctx: DialogContext<X>) => Promise<A>;
  /** The success notice (already translated); none when omitted. */
  done?: (answer: A, draft: D) => string;
  onClose: () => void;
  /** After the success notice: close and read again, or show the answer. */
  onDone: (answer: A) => void;
  /** The dialog field a server error's `field` belongs to; default the field of that name. */
  serverField?: (field: string) => (keyof D & string) | undefined;
  /** Where a refusal that names no shown field goes; none: a notice. */
  fallbackField?: keyof D & string;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown under the fields. */
  note?: ReactNode;
  /** Test id of the dialog (and `<testId>-confirm` of its confirmation unless named). */
  testId: string;
}

/**
 * A form in a dialog (docs/decisions.md "Declarative detail and form pages"): declared fields
 * checked by the spec §5 rules on submit, the server's refusal shown under the field it names,
 * a Cancel / submit footer and, when declared, a confirmation before the call.
 */
export function FormDialog<D extends object, X = undefined, A = unknown>(p: FormDialogProps<D, X, A>) {
  const { t } = useTranslation(p.namespace);
  const notify = useNotify();
  const [draft, setDraft] = useState<D>(p.initial);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<DialogConfirmation | null>(null);
  const data = p.useData?.(draft) as X;
  const ctx: DialogContext<X> = { t, data };
  const validate = p.validate;
  const declaration = {
    sections: [{ id: 'fields', fields: p.fields }],
    validate:
      validate &&
      ((d: D) =>
        Object.fromEntries(
          Object.entries<RuleResult | string | undefined>(validate(d, ctx)).map(([k, v]) => [
            k,
            typeof v === 'string' ? { key: v } : v,
          ]),
        )),
    serverField: p.serverField,
  };
  const cancelLabel = p.cancelLabel ?? t('dataList.cancel');

  const set = (name: string, value: unknown) => {
    setDraft((d) => {
      const next = { ...d, [name]: value } as D;
      return p.normalize ? p.normalize(next, d) : next;
    });
    setProblems({});
  };

  const send = async () => {
    setSaving(true);
    try {
      const answer = await p.submit(draft, ctx);
      if (p.done) notify({ type: 'success', title: p.done(answer, draft) });
      p.onDone(answer);
    } catch (error) {
      setConfirming(null);
      const placed = serverProblem(declaration as never, error, draft, ctx as never);
      const text = isApiError(error) ? error.msg : String(error);
      if (placed) setProblems({ [placed.field]: placed.problem });
      else if (p.fallbackField) setProblems({ [p.fallbackField]: { text } });
      else notify({ type: 'error', title: t('request.errorTitle'), message: text });
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    const found = draftProblems(declaration as never, draft, ctx as never);
    setProblems(found);
    if (Object.keys(found).length) return;
    if (p.confirm) setConfirming(p.confirm(draft, ctx));
    else void send();
  };

  if (confirming) {
    const Ask = confirming.tone === 'default' ? Dialog : ConfirmDialog;
    return (
      <Ask
        open
        onClose={() => (saving ? undefined : setConfirming(null))}
        title={confirming.title}
        description={confirming.description}
        confirmLabel={confirming.confirmLabel}
        cancelLabel={confirming.cancelLabel ?? cancelLabel}
        onConfirm={() => void send()}
        loading={saving}
        data-testid={confirming.testId ?? `${p.testId}-confirm`}
      >
        {confirming.body}
      </Ask>
    );
  }

  return (
    <Dialog
      open
      onClose={p.onClose}
      size={p.size}
      tone={p.tone}
      title={p.title}
      description={p.description}
      confirmLabel={p.confirmLabel ?? t('dataList.save')}
      cancelLabel={cancelLabel}
      onConfirm={submit}
      confirmDisabled={p.incomplete?.(draft)}
      loading={saving}
      data-testid={p.testId}
    >
      {p.intro}
      <FieldGrid fields={p.fields} draft={draft} ctx={ctx} problems={problems} columns={p.columns ?? 1} set={set} />
      {p.note}
    </Dialog>
  );
}
