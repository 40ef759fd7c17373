import { Button, DatePicker, Select, TextField } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DraftProblem,
  type FilterDraft,
  LIFECYCLE_STATES,
  NETWORK_TYPES,
  OPERATORS,
  hasMoreFilters,
} from '../../../components/card-list/card-list-model';
import { type FilterChoice, useLabelChoices, usePoolChoices } from '../../../components/card-list/use-cards';
import { FilterBar } from '../../../components/data-list';
import type { ApiError } from '../../../lib/api';
import { LabelChip } from '../shared/label-chip';
import type { LabelColor } from '../shared/label-model';

export interface CardFiltersProps {
  draft: FilterDraft;
  onDraftChange: (draft: FilterDraft) => void;
  problem: DraftProblem | null;
  onSearch: () => void;
  onReset: () => void;
  /** Whether the enterprise is known (platform roles choose it first): labels and pools load then. */
  ready: boolean;
  /** Platform roles: the chosen enterprise, sent with the label and pool lists. */
  channelCustId?: string;
  /** Pools are enterprise-level: a secondary customer has no pool filter (nor pool list). */
  withPools: boolean;
}

/**
 * The card list's filter panel: ICCID and MSISDN (exact or range), state, operator, label and data
 * pool, then "more filters". Edits a draft; Search applies it, Reset clears it.
 */
export function CardFilters(props: CardFiltersProps) {
  const { draft, onDraftChange, problem, onSearch, onReset, ready, channelCustId, withPools } = props;
  const { t } = useTranslation('card');
  const [more, setMore] = useState(false);
  const labels = useLabelChoices(ready, channelCustId);
  const pools = usePoolChoices(ready && withPools, channelCustId);
  const set = (patch: Partial<FilterDraft>) => onDraftChange({ ...draft, ...patch });
  const fieldError = (field: keyof FilterDraft) => (problem?.field === field ? t(problem.key) : undefined);
  const anyOption = { value: '' as const, label: t('dataList.any') };
  const modeOptions = [
    { value: 'exact' as const, label: t('card.list.mode.exact') },
    { value: 'range' as const, label: t('card.list.mode.range') },
  ];
  const text = (field: keyof FilterDraft, label: string, placeholder?: string, className = 'w-52') => (
    <TextField
      className={className}
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      value={String(draft[field])}
      error={fieldError(field)}
      onChange={(e) => set({ [field]: e.target.value })}
      data-testid={`filter-${field}`}
    />
  );
  const showMore = more || hasMoreFilters(draft);

  return (
    <FilterBar onSearch={onSearch} onReset={onReset}>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          className="w-32"
          label={t('card.list.iccidMode')}
          options={modeOptions}
          value={draft.iccidMode}
          onChange={(iccidMode) => set({ iccidMode })}
          data-testid="filter-iccidMode"
        />
        {draft.iccidMode === 'exact' ? (
          text('iccid', t('card.list.fields.iccid'), t('card.list.placeholders.iccid'), 'w-60')
        ) : (
          <>
            {text('iccidFrom', t('card.list.fields.iccidFrom'), t('card.list.placeholders.iccid'), 'w-60')}
            {text('iccidTo', t('card.list.fields.iccidTo'), t('card.list.placeholders.iccid'), 'w-60')}
          </>
        )}
        <Select
          className="w-32"
          label={t('card.list.msisdnMode')}
          options={modeOptions}
          value={draft.msisdnMode}
          onChange={(msisdnMode) => set({ msisdnMode })}
          data-testid="filter-msisdnMode"
        />
        {draft.msisdnMode === 'exact' ? (
          text('msisdn', t('card.list.fields.msisdn'), t('card.list.placeholders.msisdn'), 'w-48')
        ) : (
          <>
            {text('msisdnFrom', t('card.list.fields.msisdnFrom'), t('card.list.placeholders.msisdn'), 'w-48')}
            {text('msisdnTo', t('card.list.fields.msisdnTo'), t('card.list.placeholders.msisdn'), 'w-48')}
          </>
        )}
        <Select
          className="w-44"
          label={t('card.list.fields.state')}
          options={[anyOption, ...LIFECYCLE_STATES.map((s) => ({ value: s, label: t(`cardState.${s}`) }))]}
          value={draft.state}
          onChange={(state) => set({ state })}
          data-testid="filter-state"
        />
        <Select
          className="w-40"
          label={t('card.list.fields.operator')}
          options={[anyOption, ...OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))]}
          value={draft.operator}
          onChange={(operator) => set({ operator })}
          data-testid="filter-operator"
        />
        <ChoiceSelect
          className="w-48"
          label={t('card.list.fields.label')}
          source={labels}
          emptyText={t('card.list.options.noLabels')}
          value={draft.labelId}
          onChange={(labelId) => set({ labelId })}
          render={(c) => <LabelChip name={c.name} color={(c.color ?? 'slate') as LabelColor} />}
          data-testid="filter-labelId"
        />
        {withPools && (
          <ChoiceSelect
            className="w-56"
            label={t('card.list.fields.pool')}
            source={pools}
            emptyText={t('card.list.options.noPools')}
            value={draft.poolId}
            onChange={(poolId) => set({ poolId })}
            data-testid="filter-poolId"
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showMore}
          aria-controls="card-more-filters"
          onClick={() => setMore(!showMore)}
          data-testid="filter-more"
        >
          {showMore ? t('card.list.fewerFilters') : t('card.list.moreFilters')}
        </Button>
      </div>
      {showMore && (
        <div id="card-more-filters" className="flex w-full flex-wrap items-end gap-3">
          {text('imsi', t('card.list.fields.imsi'), t('card.list.placeholders.imsi'))}
          {text('imei', t('card.list.fields.imei'), t('card.list.placeholders.imei'))}
          <TextField
            className="w-40"
            label={t('card.list.fields.plan')}
            placeholder={t('card.list.placeholders.plan')}
            value={draft.goodsReleaseId}
            onChange={(e) => set({ goodsReleaseId: e.target.value })}
            data-testid="filter-goodsReleaseId"
          />
          <Select
            className="w-40"
            label={t('card.list.fields.networkType')}
            options={[anyOption, ...NETWORK_TYPES.map((n) => ({ value: n, label: t(`card.list.networkType.${n}`) }))]}
            value={draft.networkType}
            onChange={(networkType) => set({ networkType })}
            data-testid="filter-networkType"
          />
          <DatePicker
            className="w-44"
            label={t('card.list.fields.activatedFrom')}
            value={draft.activatedFrom}
            max={draft.activatedTo || undefined}
            onChange={(activatedFrom) => set({ activatedFrom })}
            data-testid="filter-activatedFrom"
          />
          <DatePicker
            className="w-44"
            label={t('card.list.fields.activatedTo')}
            value={draft.activatedTo}
            min={draft.activatedFrom || undefined}
            error={fieldError('activatedTo')}
            onChange={(activatedTo) => set({ activatedTo })}
            data-testid="filter-activatedTo"
          />
        </div>
      )}
    </FilterBar>
  );
}

/**
 * A select over the enterprise's labels or pools: "Any" first (clears the filter); while loading,
 * on failure or with nothing to choose, one disabled line says so.
 */
function ChoiceSelect({
  label,
  source,
  emptyText,
  value,
  onChange,
  render,
  className,
  ...rest
}: {
  label: string;
  source: { loading: boolean; error?: ApiError; choices?: FilterChoice[] };
  emptyText: string;
  value: string;
  onChange: (value: string) => void;
  render?: (choice: FilterChoice) => ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('card');
  const choices = source.choices ?? [];
  const status = source.loading
    ? t('card.list.options.loading')
    : source.error
      ? t('card.list.options.failed')
      : choices.length === 0
        ? emptyText
        : null;
  // A chosen value missing from the first 100 choices still shows (by id) so it can be cleared.
  const known = value === '' || choices.some((c) => c.value === value);
  return (
    <Select
      className={className}
      label={label}
      options={[
        { value: '', label: t('dataList.any') },
        ...(known ? [] : [{ value, label: value }]),
        ...choices.map((c) => ({ value: c.value, label: render ? render(c) : c.name })),
        ...(status ? [{ value: '__status', label: status, disabled: true }] : []),
      ]}
      value={value}
      onChange={onChange}
      data-testid={rest['data-testid']}
    />
  );
}
