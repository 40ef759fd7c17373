import { DatePicker, Select, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CursorPage } from '../../lib/use-cursor-list';
import { FilterBar } from '../data-list';
import type { FilterDeclaration } from './declaration';
import { type FilterDraft, isRange, modeOf, rangeOf, reversedRange } from './list-model';

interface FieldProps<F extends FilterDeclaration> {
  filter: F;
  draft: FilterDraft;
  set: (patch: FilterDraft, apply?: boolean) => void;
}

function TextFilter({
  filter,
  draft,
  set,
  field = filter.field,
  label,
}: FieldProps<FilterDeclaration> & { field?: string; label?: string }) {
  const { t } = useTranslation('card');
  const text = filter.kind === 'text' ? filter : undefined;
  const invalid = text?.pattern && draft[field] !== '' && !text.pattern.test(String(draft[field]).trim());
  return (
    <TextField
      inputMode={text?.inputMode}
      hint={text?.hint && t(text.hint)}
      error={invalid && text?.invalid ? t(text.invalid) : undefined}
      className={filter.width ?? 'w-56'}
      label={label ?? t(filter.label)}
      placeholder={filter.kind === 'text' && filter.placeholder ? t(filter.placeholder) : undefined}
      maxLength={filter.kind === 'text' || filter.kind === 'exactOrRange' ? filter.maxLength : undefined}
      value={String(draft[field] ?? '')}
      onChange={(e) => set({ [field]: text?.upper ? e.target.value.toUpperCase() : e.target.value })}
      data-testid={filter.testId && field !== filter.field ? `${filter.testId}-${field}` : filter.testId}
    />
  );
}

function RangeFilter({ filter, draft, set }: FieldProps<Extract<FilterDeclaration, { kind: 'exactOrRange' }>>) {
  const { t } = useTranslation('card');
  const [from, to] = rangeOf(filter);
  return (
    <>
      <Select
        className="w-32"
        label={t('dataList.mode', { field: t(filter.label) })}
        options={[
          { value: 'exact', label: t('dataList.exact') },
          { value: 'range', label: t('dataList.range') },
        ]}
        value={String(draft[modeOf(filter.field)])}
        onChange={(mode) => set({ [modeOf(filter.field)]: mode })}
        data-testid={filter.testId ? `${filter.testId}-mode` : undefined}
      />
      {isRange(draft, filter.field) ? (
        <>
          <TextFilter
            filter={filter}
            draft={draft}
            set={set}
            field={from}
            label={t('dataList.from', { field: t(filter.label) })}
          />
          <TextFilter filter={filter} draft={draft} set={set} field={to} label={t('dataList.to', { field: t(filter.label) })} />
        </>
      ) : (
        <TextFilter filter={filter} draft={draft} set={set} />
      )}
    </>
  );
}

function RemoteSelect({
  filter,
  draft,
  set,
  scopeBody,
}: FieldProps<Extract<FilterDeclaration, { kind: 'remoteSelect' }>> & { scopeBody: Record<string, unknown> }) {
  const { t } = useTranslation('card');
  const { data } = useSWR<unknown>([filter.source, filter.body ?? { pageSize: 100, ...scopeBody }]);
  const items = data === undefined ? [] : filter.items ? filter.items(data as never) : (data as CursorPage<unknown>).items;
  return (
    <Select<string | number>
      className={filter.width ?? 'w-56'}
      label={t(filter.label)}
      options={[{ value: '', label: t('dataList.any') }, ...items.map((item) => filter.option(item as never, t))]}
      value={draft[filter.field] ?? ''}
      onChange={(value) => set({ [filter.field]: value })}
      data-testid={filter.testId}
    />
  );
}

function FilterField({ filter, draft, set, scopeBody }: FieldProps<FilterDeclaration> & { scopeBody: Record<string, unknown> }) {
  const { t } = useTranslation('card');
  switch (filter.kind) {
    case 'text':
      return <TextFilter filter={filter} draft={draft} set={set} />;
    case 'exactOrRange':
      return <RangeFilter filter={filter} draft={draft} set={set} />;
    case 'remoteSelect':
      return <RemoteSelect filter={filter} draft={draft} set={set} scopeBody={scopeBody} />;
    case 'select':
      return (
        <Select<string | number>
          className={filter.width ?? 'w-48'}
          label={t(filter.label)}
          options={[
            { value: '', label: t('dataList.any') },
            ...filter.options.map((v) => ({ value: v, label: t(`${filter.optionLabel}.${v}`) })),
          ]}
          value={draft[filter.field] ?? ''}
          onChange={(value) => set({ [filter.field]: value }, filter.immediate)}
          data-testid={filter.testId}
        />
      );
    case 'dateRange': {
      const [from, to] = rangeOf(filter);
      const reversed = reversedRange(filter, draft);
      return (
        <>
          {[from, to].map((key, i) => (
            <DatePicker
              key={key}
              className={filter.width ?? 'w-44'}
              label={
                filter.labels ? t(filter.labels[i] ?? '') : t(i ? 'dataList.to' : 'dataList.from', { field: t(filter.label) })
              }
              value={String(draft[key] ?? '')}
              min={i ? String(draft[from] || '') || undefined : undefined}
              max={i ? undefined : String(draft[to] || '') || undefined}
              onChange={(value) => set({ [key]: value })}
              error={i && reversed ? t('formRules.dateRange') : undefined}
              data-testid={filter.testId ? `${filter.testId}${i ? 'To' : 'From'}` : undefined}
            />
          ))}
        </>
      );
    }
  }
}

/**
 * The declared filters in the filter bar, after the tenant picker. A list whose filters all apply
 * at once (immediate selects) has neither Search nor Reset.
 */
export function ListFilters({
  filters,
  draft,
  onDraft,
  onSearch,
  onReset,
  scopeBody,
  picker,
}: {
  filters: readonly FilterDeclaration[];
  draft: FilterDraft;
  onDraft: (next: FilterDraft, apply: boolean) => void;
  onSearch: () => void;
  onReset: () => void;
  scopeBody: Record<string, unknown>;
  picker: React.ReactNode;
}) {
  const immediate = filters.every((f) => f.kind === 'select' && f.immediate);
  const set = (patch: FilterDraft, apply = false) => onDraft({ ...draft, ...patch }, apply);
  return (
    <FilterBar onSearch={onSearch} onReset={immediate ? undefined : onReset} hideSearch={immediate}>
      {picker}
      {filters.map((f) => (
        <FilterField key={f.field} filter={f} draft={draft} set={set} scopeBody={scopeBody} />
      ))}
    </FilterBar>
  );
}
