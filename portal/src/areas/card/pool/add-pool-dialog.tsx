import { Dialog, Select, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useDraftForm } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import type { ApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import { ZONE_LIST, addPool } from './pool-api';
import { MODE_TYPES, OPERATORS, type Pool, type PoolDraft, emptyPoolDraft, validatePoolDraft } from './pool-model';

/** Adds a shared data pool to the enterprise in scope. */
export function AddPoolDialog({ ctx, close: onClose, done }: ListDialogProps<Pool>) {
  const { t } = useTranslation('card');
  const { draft, set, errors, saving, save: submit } = useDraftForm<PoolDraft>(emptyPoolDraft, validatePoolDraft, 'name');
  const zones = useSWR<CursorPage<{ elementId: string; elementName: string; status: number }>, ApiError>([
    ZONE_LIST,
    { operator: draft.operator },
  ]);
  const save = () =>
    submit(
      (d) => addPool({ ...d, poolType: 'shared', ...ctx.scope.body }),
      (pool: Pool) => t('card.pool.created', { name: pool.name }),
      done,
    );

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('card.pool.addTitle')}
      description={t('card.pool.addHint')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={saving}
      data-testid="pool-add-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('card.pool.fields.name')}
          value={draft.name}
          maxLength={30}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="pool-name"
        />
        <Select
          label={t('card.pool.fields.operator')}
          options={OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
          value={draft.operator}
          onChange={(operator) => set({ operator, elementId: '' })}
          data-testid="pool-operator"
        />
        <Select
          label={t('card.pool.fields.modeType')}
          options={MODE_TYPES.map((m) => ({ value: m, label: t(`card.pool.modeTypes.${m}`) }))}
          value={draft.modeType}
          onChange={(modeType) => set({ modeType })}
          data-testid="pool-mode"
        />
        <div className="sm:col-span-2">
          <Select
            label={t('card.pool.fields.area')}
            options={(zones.data?.items ?? []).map((z) => ({ value: z.elementId, label: `${z.elementName} (${z.elementId})` }))}
            value={draft.elementId || null}
            placeholder={zones.isLoading ? t('common.loading') : t('card.pool.rules.areaRequired')}
            onChange={(elementId) => set({ elementId })}
            data-testid="pool-area"
          />
          {errors.elementId && <p className="mt-1 text-sm text-red-600">{errors.elementId}</p>}
        </div>
      </div>
    </Dialog>
  );
}
