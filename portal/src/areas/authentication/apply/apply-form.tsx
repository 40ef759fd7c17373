import { Button, TextField, Upload } from '@cmp/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { CaptchaImageButton } from '../../../components/login/captcha-image-button';
import { useCaptcha } from '../../../components/login/use-captcha';
import { isApiError } from '../../../lib/api';
import { formatBytes } from '../../../lib/format';
import {
  APPLY_FIELDS,
  type ApplyErrors,
  type ApplyField,
  type ApplyValues,
  emptyApply,
  licenceProblem,
  validateApply,
} from './apply-validation';

const p = (key: string) => `authentication.apply.${key}`;
const f = (key: string) => `authentication.fields.${key}`;

/** A file's bytes as a data URL (the apply sends the licence inline; the server checks its content again). */
const dataUrlOf = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
const headOf = (dataUrl: string): Uint8Array => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 1 + 24);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/** The application form; calls onDone with the application reference once it is stored. */
export function ApplyForm({ enterpriseCustomerId, onDone }: { enterpriseCustomerId?: string; onDone: (id: string) => void }) {
  const { t } = useTranslation('authentication');
  const { captcha, loading: captchaLoading, refresh } = useCaptcha();
  const [values, setValues] = useState<ApplyValues>(emptyApply);
  const [licence, setLicence] = useState<{ name: string; size: number; dataUrl: string } | null>(null);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = (field: keyof ApplyValues) => ({
    name: field,
    value: values[field],
    error: errors[field] ? t(errors[field]) : undefined,
    'data-testid': `apply-${field}`,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((errs) => ({ ...errs, [field]: undefined }));
    },
  });

  const choose = async (file: File | null) => {
    setLicence(null);
    if (!file) return;
    const dataUrl = await dataUrlOf(file);
    const problem = licenceProblem(file.size, headOf(dataUrl));
    setErrors((errs) => ({ ...errs, licenceImage: problem ?? undefined }));
    if (!problem) setLicence({ name: file.name, size: file.size, dataUrl });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...validateApply(values, !!licence, !captcha?.disabled),
      ...(errors.licenceImage ? { licenceImage: errors.licenceImage } : {}),
    };
    setErrors(found);
    const first = APPLY_FIELDS.find((x) => found[x]);
    if (first || !licence) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setServerError(null);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as ApplyValues;
      const { applicationId } = await api.call(
        'authentication.apply',
        {
          ...trimmed,
          orgCode: trimmed.orgCode.toUpperCase(),
          taxNumber: trimmed.taxNumber.toUpperCase(),
          legalPersonIdNumber: trimmed.legalPersonIdNumber.toUpperCase(),
          ...(enterpriseCustomerId ? { enterpriseCustomerId } : {}),
          licenceImage: licence.dataUrl,
          captchaId: captcha?.captchaId ?? '',
        },
        { silent: true },
      );
      onDone(applicationId);
    } catch (error) {
      if (isApiError(error) && error.field && (APPLY_FIELDS as readonly string[]).includes(error.field)) {
        setErrors({ [error.field as ApplyField]: error.msg });
      }
      setServerError(isApiError(error) ? error.msg : t('request.errorTitle'));
      setValues((v) => ({ ...v, captchaCode: '' }));
      void refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const section = 'text-sm font-semibold text-slate-900 sm:col-span-2';
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={serverError ? 'apply-error' : undefined}>
      {serverError && (
        <div
          id="apply-error"
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
          data-testid="apply-error"
        >
          {serverError}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <h2 className={section}>{t(p('sections.organisation'))}</h2>
        <TextField
          {...bind('enterpriseName')}
          label={t(f('enterpriseName'))}
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <TextField {...bind('orgCode')} label={t(f('orgCode'))} autoComplete="off" maxLength={18} />
        <TextField {...bind('taxNumber')} label={t(f('taxNumber'))} autoComplete="off" maxLength={20} />
        <Upload
          className="sm:col-span-2"
          label={t(f('licence'))}
          prompt={t(p('licenceChoose'))}
          hint={licence ? t(p('licenceChosen'), { name: licence.name, size: formatBytes(licence.size) }) : t(p('licenceHint'))}
          accept={['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg']}
          messages={{ type: t(p('licenceFormat')), size: t(p('licenceSize')), count: t(p('licenceMissing')) }}
          error={errors.licenceImage ? t(errors.licenceImage) : undefined}
          onChange={(file) => void choose(file)}
          data-testid="apply-licence"
        />
        <h2 className={section}>{t(p('sections.legalPerson'))}</h2>
        <TextField {...bind('legalPersonName')} label={t(f('legalPersonName'))} autoComplete="off" />
        <TextField {...bind('legalPersonIdNumber')} label={t(f('legalPersonIdNumber'))} autoComplete="off" maxLength={18} />
        <h2 className={section}>{t(p('sections.contact'))}</h2>
        <TextField {...bind('contactName')} label={t(f('contactName'))} autoComplete="name" />
        <TextField {...bind('contactPhone')} label={t(f('contactPhone'))} autoComplete="tel" inputMode="tel" />
        <TextField
          {...bind('contactEmail')}
          label={t(f('contactEmail'))}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
      </div>
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <TextField {...bind('captchaCode')} label={t(p('captcha'))} autoComplete="off" maxLength={8} />
        <CaptchaImageButton image={captcha?.image} loading={captchaLoading} onRefresh={() => void refresh()} size="md" />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting} data-testid="apply-submit">
        {t(p('submit'))}
      </Button>
    </form>
  );
}
