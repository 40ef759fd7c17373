import { Button, Panel, Select, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import {
  type BasicDraft,
  type BasicErrors,
  type BasicField,
  CURRENCIES,
  GOODS_TYPES,
  MODE_TYPES,
  OPERATORS,
  RELEASE_CYCLES,
  RENEWAL_MODES,
  TARIFFS_OF_GOODS_TYPE,
  USE_UP_ACTIONS,
  draftFieldOf,
  emptyBasicDraft,
  toBasicInput,
  validateBasic,
} from '../plan-model';
import { saveBasic } from '../use-plans';
import { ApnPicker } from './apn-picker';

/** /billing/package/addbasic: a platform user builds a basic plan (saved as a draft, then published). */
export default function BasicFormPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const notify = useNotify();
  const [draft, setDraft] = useState<BasicDraft>(emptyBasicDraft);
  const [errors, setErrors] = useState<BasicErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends BasicField>(key: K, value: BasicDraft[K]) => {
    setDraft((d) => {
      const next = { ...d, [key]: value };
      // A new plan type offers other tariff types: keep the choice valid.
      const tariffs = TARIFFS_OF_GOODS_TYPE[next.goodsType] ?? [];
      return tariffs.includes(next.tariffType) ? next : { ...next, tariffType: tariffs[0] ?? 0 };
    });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  /** A rule key under plan.rules, or a server message as is. */
  const message = (key: BasicField) => {
    const e = errors[key];
    if (!e) return undefined;
    const k = `billing.plan.rules.${e}`;
    const text = t(k);
    return text === k ? e : text;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBasic(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      notify({ type: 'error', title: t('billing.plan.rules.fixErrors') });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveBasic(toBasicInput(draft));
      notify({ type: 'success', title: t('billing.plan.saved') });
      navigate(`/billing/package/basicdetail/${saved.goodsReleaseId}/${saved.tariffType}`, { replace: true });
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const target = draftFieldOf(isApiError(error) ? error.field : undefined);
      if (target) setErrors((e) => ({ ...e, [target]: msg }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  const text = (key: BasicField, extra: { hint?: string } = {}) => (
    <TextField
      key={key}
      label={t(`billing.plan.fields.${key}`)}
      value={String(draft[key])}
      onChange={(e) => set(key, e.target.value as never)}
      error={message(key)}
      hint={extra.hint}
      inputMode={['code', 'name'].includes(key) ? undefined : 'decimal'}
      data-testid={`basic-${key}`}
    />
  );
  const choice = <T extends string | number>(key: BasicField, values: readonly T[], label: (v: T) => string) => (
    <div key={key} className="flex flex-col gap-1">
      <Select<T>
        label={t(`billing.plan.fields.${key}`)}
        options={values.map((v) => ({ value: v, label: label(v) }))}
        value={draft[key] as T}
        onChange={(v) => set(key, v as never)}
        data-testid={`basic-${key}`}
      />
      {message(key) && <p className="text-xs font-medium text-red-600">{message(key)}</p>}
    </div>
  );
  const section = (id: string, children: ReactNode, wide = false) => (
    <Panel key={id} title={t(`billing.plan.sections.${id}`)} className={wide ? 'xl:col-span-2' : undefined}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </Panel>
  );

  return (
    <div className="space-y-5">
      <PageHeader title={t('billing.plan.menu.addBasic')} />
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="basic-form">
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          {section('basics', [
            text('code'),
            text('name'),
            choice('goodsType', GOODS_TYPES, (g) => t(`billing.plan.goodsType.${g}`)),
            choice('tariffType', TARIFFS_OF_GOODS_TYPE[draft.goodsType] ?? [], (v) => t(`billing.plan.tariffType.${v}`)),
            choice('operator', OPERATORS, (o) => t(`billing.plan.operator.${o}`)),
            choice('modeType', MODE_TYPES, (m) => t(`billing.plan.modeType.${m}`)),
          ])}
          {section('prices', [text('releasePrice'), text('normPrice')])}
          {section('cycle', [
            choice('releaseCycle', RELEASE_CYCLES, (c) => t('billing.plan.releaseCycle', { count: c })),
            text('durationMonths'),
            text('quotaMb'),
          ])}
          {section('test', [text('testPrice'), text('testPeriodMonths'), text('silentPeriodMonths'), text('testValidDays')])}
          <Panel title={t('billing.plan.sections.apns')} className="xl:col-span-2">
            <ApnPicker value={draft.apnConfigs} onChange={(v) => set('apnConfigs', v)} error={message('apnConfigs')} />
          </Panel>
          {section('outOfPlan', [
            choice('useUpAction', USE_UP_ACTIONS, (a) => t(`billing.plan.useUpAction.${a}`)),
            <Select
              key="terminateByUsage"
              label={t('billing.plan.fields.terminateByUsage')}
              options={[
                { value: 'yes', label: t('billing.plan.yes') },
                { value: 'no', label: t('billing.plan.no') },
              ]}
              value={draft.terminateByUsage ? 'yes' : 'no'}
              onChange={(v) => set('terminateByUsage', v === 'yes')}
            />,
            ...(draft.useUpAction === 'overdraw' ? [text('outOfPlanGrade'), text('outOfPlanPrice')] : []),
          ])}
          {section('renewal', [choice('renewalMode', RENEWAL_MODES, (r) => t(`billing.plan.renewalMode.${r}`))])}
          {section('tax', [
            text('taxRate'),
            choice('currency', CURRENCIES, (c) => c),
            <TextAreaField
              key="remark"
              className="sm:col-span-2"
              label={t('billing.plan.fields.remark')}
              value={draft.remark}
              maxLength={500}
              onChange={(v) => set('remark', v)}
            />,
          ])}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)} disabled={saving}>
            {t('dataList.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="basic-save">
            {t('dataList.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
