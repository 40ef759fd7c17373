import { Dialog, Select, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ListDialogProps } from '../../../components/list-page';
import { type ApiError, isApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import { ZONE_LIST, addPool } from './pool-api';
import { MODE_TYPES, OPERATORS, type Pool, type PoolDraft, emptyPoolDraft, validatePoolDraft } from './pool-model';

/** Adds a shared data pool to the enterprise in scope. */
export function AddPoolDialog({ ctx, close: onClose, done }: ListDialogProps<Pool>) {
  const notify = useNotify();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PoolDraft>(emptyPoolDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof PoolDraft, string>>>({});
  const [saving, setSaving] = useState(false);
  const zones = useSWR<CursorPage<{ elementId: string; elementName: string; status: number }>, ApiError>([
    ZONE_LIST,
    { operator: draft.operator },
  ]);
  const set = (patch: Partial<PoolDraft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  const save = async () => {
    const problems = Object.fromEntries(Object.entries(validatePoolDraft(draft)).map(([k, v]) => [k, t(v)]));
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const pool = await addPool({ ...draft, poolType: 'shared', ...ctx.scope.body });
      notify({ type: 'success', title: t('cardPool.created', { name: pool.name }) });
      done();
    } catch (e) {
      const field = isApiError(e) && e.field && e.field in draft ? (e.field as keyof PoolDraft) : 'name';
      setErrors({ [field]: isApiError(e) ? e.msg : String(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('cardPool.addTitle')}
      description={t('cardPool.addHint')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={saving}
      data-testid="pool-add-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('cardPool.fields.name')}
          value={draft.name}
          maxLength={30}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="pool-name"
        />
        <Select
          label={t('cardPool.fields.operator')}
          options={OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
          value={draft.operator}
          onChange={(operator) => set({ operator, elementId: '' })}
          data-testid="pool-operator"
        />
        <Select
          label={t('cardPool.fields.modeType')}
          options={MODE_TYPES.map((m) => ({ value: m, label: t(`cardPool.modeTypes.${m}`) }))}
          value={draft.modeType}
          onChange={(modeType) => set({ modeType })}
          data-testid="pool-mode"
        />
        <div className="sm:col-span-2">
          <Select
            label={t('cardPool.fields.area')}
            options={(zones.data?.items ?? []).map((z) => ({ value: z.elementId, label: `${z.elementName} (${z.elementId})` }))}
            value={draft.elementId || null}
            placeholder={zones.isLoading ? t('common.loading') : t('cardPool.rules.areaRequired')}
            onChange={(elementId) => set({ elementId })}
            data-testid="pool-area"
          />
          {errors.elementId && <p className="mt-1 text-sm text-red-600">{errors.elementId}</p>}
        </div>
      </div>
    </Dialog>
  );
}
