import { Button, TextField, Upload } from '@cmp/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { usePublicForm } from '../../../components/login/public-form';
import { formatBytes } from '../../../lib/format';
import { APPLY_FIELDS, type ApplyValues, emptyApply, licenceProblem, validateApply } from './apply-validation';

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
  const form = usePublicForm({ fields: APPLY_FIELDS, empty: emptyApply, testId: 'apply', t });
  const { values, errors, setErrors, bind } = form;
  const [licence, setLicence] = useState<{ name: string; size: number; dataUrl: string } | null>(null);

  const choose = async (file: File | null) => {
    setLicence(null);
    if (!file) return;
    const dataUrl = await dataUrlOf(file);
    const problem = licenceProblem(file.size, headOf(dataUrl));
    setErrors((errs) => ({ ...errs, licenceImage: problem ?? undefined }));
    if (!problem) setLicence({ name: file.name, size: file.size, dataUrl });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = {
      ...validateApply(values, !!licence, form.captchaRequired),
      ...(errors.licenceImage ? { licenceImage: errors.licenceImage } : {}),
    };
    return form.submit(event, found, async () => {
      if (!licence) return;
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
          captchaId: form.captchaId,
        },
        { silent: true },
      );
      onDone(applicationId);
    });
  };

  const section = 'text-sm font-semibold text-slate-900 sm:col-span-2';
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={form.describedBy}>
      {form.alert}
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
      {form.captchaRow(t(p('captcha')))}
      <Button type="submit" size="lg" className="w-full" loading={form.submitting} data-testid="apply-submit">
        {t(p('submit'))}
      </Button>
    </form>
  );
}
