import { Button, Select } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { type CustomFieldProps, type DialogContext, type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { type ApiError, routeKey } from '../../../lib/api';
import {
  type LimitDraft,
  type LimitRow,
  addLimit,
  bodyOf,
  citiesOf,
  cityLabel,
  draftOf,
  draftProblems,
  editLimit,
  provinceCodes,
  provinceLabel,
  regionActions,
  regionTargetKinds,
  toggledCity,
  withProvince,
  withoutProvince,
} from './region-limit-model';

const k = (key: string) => `risk.regionLimit.${key}`;

interface Option {
  value: string;
  label: string;
}
interface LimitData {
  targets: Option[];
  loading: boolean;
}
type Ctx = DialogContext<LimitData>;

/** The labels or plans the form offers by name (a card is typed by ICCID). */
function useLimitData(draft: LimitDraft, scope: { channelCustId?: string }): LimitData {
  const kind = draft.targetKind;
  const labels = useSWR<{ items: { labelId: string; name: string }[] }, ApiError>(
    kind === 'label' ? routeKey('card-label.list', { pageSize: 100, ...scope }) : null,
  );
  const plans = useSWR<{ items: { goodsReleaseId: string; name: string }[] }, ApiError>(
    kind === 'plan' ? routeKey('plan.basicList', { pageSize: 100, status: 'published' }) : null,
  );
  const targets =
    kind === 'label'
      ? (labels.data?.items ?? []).map((l) => ({ value: l.labelId, label: l.name }))
      : kind === 'plan'
        ? (plans.data?.items ?? []).map((p) => ({ value: p.goodsReleaseId, label: p.name }))
        : [];
  return { targets, loading: labels.isLoading || plans.isLoading };
}

/** Allowed provinces, each the whole province or only the cities ticked. */
function RegionsField({ value, set, error, label, disabled }: CustomFieldProps<LimitDraft, Ctx>) {
  const { t, i18n } = useTranslation('risk');
  const lang = i18n.language;
  const regions = value as LimitDraft['regions'];
  const free = provinceCodes.filter((c) => !regions.some((r) => r.province === c));
  return (
    <fieldset className="space-y-3 sm:col-span-2" data-testid="region-regions">
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      {regions.map((r) => {
        const choices = citiesOf(r.province);
        return (
          <div key={r.province} className="rounded border border-slate-200 p-3" data-testid={`region-province-${r.province}`}>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">{provinceLabel(r.province, lang)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => set(withoutProvince(regions, r.province) as never)}
                data-testid={`region-remove-${r.province}`}
              >
                {t(k('form.removeProvince'))}
              </Button>
            </div>
            {choices.length > 0 ? (
              <div className="mt-2">
                <p className="text-xs text-slate-500">{t(k(r.cities.length ? 'form.onlyCities' : 'form.wholeProvince'))}</p>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {choices.map((c) => (
                    <label key={c} className="flex items-center gap-1.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="h-4 w-4 rounded border-slate-300"
                        checked={r.cities.includes(c)}
                        disabled={disabled}
                        onChange={(e) => set(toggledCity(regions, r.province, c, e.target.checked) as never)}
                        data-testid={`region-city-${c}`}
                      />
                      {cityLabel(c, lang)}
                    </label>
                  ))}
                </div>
              </div>
            ) : (
              <p className="mt-1 text-xs text-slate-500">{t(k('form.wholeProvinceOnly'))}</p>
            )}
          </div>
        );
      })}
      {free.length > 0 && (
        <Select<string>
          label={t(k('form.addProvince'))}
          options={free.map((c) => ({ value: c, label: provinceLabel(c, lang) }))}
          value={null}
          placeholder={t(k('form.addProvincePick'))}
          onChange={(c) => set(withProvince(regions, c) as never)}
          disabled={disabled}
          data-testid="region-add-province"
        />
      )}
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Adds a limit (header action) or edits one at the version read (row action). */
export function LimitDialog({ row, ctx, close, done }: ListDialogProps<LimitRow>) {
  const { t } = useTranslation('risk');
  const scope = row ? { channelCustId: row.channelCustId } : ctx.scope.body;
  const fields: DialogField<LimitDraft, LimitData>[] = [
    {
      kind: 'radio',
      name: 'targetKind',
      label: k('form.targetKind'),
      options: regionTargetKinds,
      optionLabel: k('targetKinds'),
    },
    {
      kind: 'text',
      name: 'targetId',
      label: k('form.iccid'),
      required: true,
      maxLength: 20,
      inputMode: 'numeric',
      visible: (d) => d.targetKind === 'card',
      testId: 'region-target-iccid',
    },
    {
      kind: 'select',
      name: 'targetId',
      label: k('form.target'),
      required: true,
      options: (_d, c) => c.data.targets,
      placeholder: (_d, c) =>
        c.data.loading ? 'common.loading' : c.data.targets.length ? k('form.targetPick') : k('form.targetNone'),
      visible: (d) => d.targetKind !== 'card',
      testId: 'region-target',
    },
    { kind: 'radio', name: 'action', label: k('form.action'), options: regionActions, optionLabel: k('actions') },
    { kind: 'custom', name: 'regions', label: k('form.regions'), render: RegionsField, wide: true },
  ];
  return (
    <FormDialog<LimitDraft, LimitData>
      namespace="risk"
      title={row ? t(k('form.editTitle'), { name: row.targetName }) : t(k('form.newTitle'))}
      initial={() => draftOf(row)}
      useData={(d) => useLimitData(d, scope)}
      fields={fields}
      columns={2}
      size="lg"
      normalize={(d, previous) => (d.targetKind !== previous.targetKind ? { ...d, targetId: '' } : d)}
      validate={(d) => draftProblems(d)}
      submit={(d) =>
        row
          ? editLimit({ ...scope, limitId: row.limitId, version: row.version, ...bodyOf(d) })
          : addLimit({ ...scope, ...bodyOf(d) })
      }
      done={() => t(k('saved'))}
      fallbackField="targetId"
      onClose={close}
      onDone={done}
      testId="region-limit-dialog"
    />
  );
}
