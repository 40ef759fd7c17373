/**
 * What the public forms (the registration and the enterprise authentication apply) share: their
 * values and errors by field, the captcha, the submit that validates first (focusing the first field
 * in error) and then sends, and what a refusal does — its message above the form, its field marked,
 * the captcha answered again. Each form keeps only its fields and what it sends.
 */
import { TextField } from '@cmp/ui-kit';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { CaptchaImageButton } from './captcha-image-button';
import { useCaptcha } from './use-captcha';

type Translate = (key: string) => string;

export function usePublicForm<F extends string, V extends Record<string, string> & { captchaCode: string }>(o: {
  /** Every field that can be in error, in the form's order (the first in error gets the focus). */
  fields: readonly F[];
  empty: () => V;
  /** `data-testid` prefix and the id of the refusal's alert (`<testId>-error`). */
  testId: string;
  t: Translate;
}) {
  const { captcha, loading: captchaLoading, refresh } = useCaptcha();
  const [values, setValues] = useState<V>(o.empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** The props of one field's input: its value, its error in the reader's language, and a change that clears the error. */
  const bind = (field: keyof V & F) => ({
    name: field,
    value: values[field],
    error: errors[field] ? o.t(errors[field]!) : undefined,
    'data-testid': `${o.testId}-${field}`,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((errs) => ({ ...errs, [field]: undefined }));
    },
  });

  /** Shows `found` (field → message key); sends only when nothing is in error. */
  async function submit(event: FormEvent<HTMLFormElement>, found: Partial<Record<F, string>>, send: () => Promise<void>) {
    event.preventDefault();
    setErrors(found);
    const first = o.fields.find((x) => found[x]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      await send();
    } catch (error) {
      if (isApiError(error) && error.field && (o.fields as readonly string[]).includes(error.field)) {
        setErrors({ [error.field]: error.msg } as Partial<Record<F, string>>);
      }
      setServerError(isApiError(error) ? error.msg : o.t('request.errorTitle'));
      setValues((v) => ({ ...v, captchaCode: '' }));
      void refresh();
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    setErrors,
    bind,
    submit,
    submitting,
    /** What the server was sent with the code: the captcha's id ('' when the captcha is switched off). */
    captchaId: captcha?.captchaId ?? '',
    captchaRequired: !captcha?.disabled,
    /** The refusal above the form (nothing when there is none). */
    alert: serverError ? (
      <div
        id={`${o.testId}-error`}
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        data-testid={`${o.testId}-error`}
      >
        {serverError}
      </div>
    ) : null,
    describedBy: serverError ? `${o.testId}-error` : undefined,
    /** The captcha's code field beside its image (a click gets a new one). */
    captchaRow: (label: string) => (
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <TextField {...bind('captchaCode' as keyof V & F)} label={label} autoComplete="off" maxLength={8} />
        <CaptchaImageButton image={captcha?.image} loading={captchaLoading} onRefresh={() => void refresh()} size="md" />
      </div>
    ),
  };
}
