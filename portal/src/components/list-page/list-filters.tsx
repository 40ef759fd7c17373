import { Button, DatePicker, Select, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ApiError } from '../../lib/api';
import type { CursorPage } from '../../lib/use-cursor-list';
import { FilterBar } from '../data-list';
import type { FilterContext, FilterDeclaration } from './declaration';
import { type FilterDraft, holdsMore, isRange, modeOf, problemOf, rangeOf } from './list-model';

type Of<K extends FilterDeclaration['kind']> = Extract<FilterDeclaration, { kind: K }>;

interface FieldProps<F extends FilterDeclaration> {
  filter: F;
  draft: FilterDraft;
  set: (patch: FilterDraft, apply?: boolean) => void;
}

/** One text input of a filter: its own field, or one side of a range. */
function TextFilter({
  filter,
  draft,
  set,
  field = filter.field,
  label,
  testId = filter.testId,
}: FieldProps<Of<'text'> | Of<'exactOrRange'>> & { field?: string; label?: string; testId?: string }) {
  const { t } = useTranslation();
  const problem = problemOf(filter, draft, field);
  return (
    <TextField
      inputMode={filter.inputMode}
      hint={filter.hint && t(filter.hint)}
      error={problem ? t(problem) : undefined}
      className={filter.width ?? 'w-56'}
      label={label ?? t(filter.label)}
      placeholder={filter.placeholder && t(filter.placeholder)}
      maxLength={filter.maxLength}
      value={String(draft[field] ?? '')}
      onChange={(e) => set({ [field]: filter.kind === 'text' && filter.upper ? e.target.value.toUpperCase() : e.target.value })}
      data-testid={testId}
    />
  );
}

function RangeFilter({ filter, draft, set }: FieldProps<Of<'exactOrRange'>>) {
  const { t } = useTranslation();
  const [from, to] = rangeOf(filter);
  const name = t(filter.label);
  const labels = filter.labels && { mode: t(filter.labels.mode), from: t(filter.labels.from), to: t(filter.labels.to) };
  const side = (key: string, end: 'From' | 'To', label: string) => (
    <TextFilter filter={filter} draft={draft} set={set} field={key} label={label} testId={filter.testId && filter.testId + end} />
  );
  return (
    <>
      <Select
        className="w-32"
        label={labels?.mode ?? t('dataList.mode', { field: name })}
        options={[
          { value: 'exact', label: t('dataList.exact') },
          { value: 'range', label: t('dataList.range') },
        ]}
        value={String(draft[modeOf(filter.field)])}
        onChange={(mode) => set({ [modeOf(filter.field)]: mode })}
        data-testid={filter.testId && `${filter.testId}Mode`}
      />
      {isRange(draft, filter.field) ? (
        <>
          {side(from, 'From', labels?.from ?? t('dataList.from', { field: name }))}
          {side(to, 'To', labels?.to ?? t('dataList.to', { field: name }))}
        </>
      ) : (
        <TextFilter filter={filter} draft={draft} set={set} />
      )}
    </>
  );
}

/** The enterprise whose remote choices a list offers: '' the session's own, null not known yet (wait). */
type Enterprise = string | null;

function RemoteSelect({ filter, draft, set, enterprise }: FieldProps<Of<'remoteSelect'>> & { enterprise: Enterprise }) {
  const { t } = useTranslation();
  const body = filter.body ?? { pageSize: 100, ...(enterprise ? { channelCustId: enterprise } : {}) };
  const wait = !filter.body && enterprise === null;
  const { data, error, isLoading } = useSWR<unknown, ApiError>(wait ? null : [filter.source, body]);
  const items = data === undefined ? [] : filter.items ? filter.items(data as never) : (data as CursorPage<unknown>).items;
  const options = items.map((item) => filter.option(item as never, t));
  const value = draft[filter.field] ?? '';
  // A chosen value missing from the choices (beyond the first 100) still shows, by its id, so it can be cleared.
  const known = value === '' || options.some((o) => o.value === value);
  const status =
    isLoading || wait
      ? t('dataList.choicesLoading')
      : error
        ? t('dataList.choicesFailed')
        : options.length === 0 && filter.empty
          ? t(filter.empty)
          : null;
  return (
    <Select<string | number>
      className={filter.width ?? 'w-56'}
      label={t(filter.label)}
      options={[
        { value: '', label: t('dataList.any') },
        ...(known ? [] : [{ value, label: String(value) }]),
        ...options,
        ...(status ? [{ value: '__status', label: status, disabled: true }] : []),
      ]}
      value={value}
      onChange={(next) => set({ [filter.field]: next })}
      data-testid={filter.testId}
    />
  );
}

function DateRange({ filter, draft, set }: FieldProps<Of<'dateRange'>>) {
  const { t } = useTranslation();
  const [from, to] = rangeOf(filter);
  const problem = problemOf(filter, draft, to);
  return (
    <>
      {[from, to].map((key, i) => (
        <DatePicker
          key={key}
          className={filter.width ?? 'w-44'}
          label={filter.labels ? t(filter.labels[i] ?? '') : t(i ? 'dataList.to' : 'dataList.from', { field: t(filter.label) })}
          value={String(draft[key] ?? '')}
          min={i ? String(draft[from] || '') || undefined : undefined}
          max={i ? undefined : String(draft[to] || '') || undefined}
          onChange={(value) => set({ [key]: value })}
          error={i && problem ? t(problem) : undefined}
          data-testid={filter.testId ? `${filter.testId}${i ? 'To' : 'From'}` : undefined}
        />
      ))}
    </>
  );
}

function FilterField({ filter, draft, set, enterprise }: FieldProps<FilterDeclaration> & { enterprise: Enterprise }) {
  const { t } = useTranslation();
  switch (filter.kind) {
    case 'text':
      return <TextFilter filter={filter} draft={draft} set={set} />;
    case 'exactOrRange':
      return <RangeFilter filter={filter} draft={draft} set={set} />;
    case 'remoteSelect':
      return <RemoteSelect filter={filter} draft={draft} set={set} enterprise={enterprise} />;
    case 'dateRange':
      return <DateRange filter={filter} draft={draft} set={set} />;
    case 'select':
      return (
        <Select<string | number>
          className={filter.width ?? 'w-48'}
          label={t(filter.label)}
          options={[
            ...(filter.required ? [] : [{ value: '', label: t('dataList.any') }]),
            ...filter.options.map((v) => ({ value: v, label: filter.optionText?.(v) ?? t(`${filter.optionLabel}.${v}`) })),
          ]}
          value={draft[filter.field] ?? ''}
          onChange={(value) => set({ [filter.field]: value }, filter.immediate)}
          data-testid={filter.testId}
        />
      );
  }
}

/**
 * The declared filters in the filter bar, after the tenant picker; those marked `more` behind a
 * "More filters" button. A list whose filters all apply at once (immediate selects) has neither
 * Search nor Reset.
 */
export function ListFilters({
  filters: declared,
  ctx,
  enterprise,
  draft,
  onDraft,
  onSearch,
  onReset,
  picker,
}: {
  filters: readonly FilterDeclaration[];
  ctx: FilterContext;
  /** Whose remote choices to offer ('' the session's own; null: wait for the tenant scope). */
  enterprise: Enterprise;
  draft: FilterDraft;
  onDraft: (next: FilterDraft, apply: boolean) => void;
  onSearch: () => void;
  onReset: () => void;
  picker: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const filters = declared.filter((f) => !f.visible || f.visible(ctx));
  const immediate = filters.every((f) => f.kind === 'select' && f.immediate);
  const set = (patch: FilterDraft, apply = false) => onDraft({ ...draft, ...patch }, apply);
  const fields = (list: readonly FilterDeclaration[]) =>
    list.map((f) => <FilterField key={f.field} filter={f} draft={draft} set={set} enterprise={enterprise} />);
  const main = filters.filter((f) => !f.more);
  const behind = filters.filter((f) => f.more);
  const open = more || holdsMore(behind, draft);
  return (
    <FilterBar onSearch={onSearch} onReset={immediate ? undefined : onReset} hideSearch={immediate}>
      {picker}
      {fields(main)}
      {behind.length > 0 && (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls="list-more-filters"
            onClick={() => setMore(!open)}
            data-testid="filter-more"
          >
            {t(open ? 'dataList.fewerFilters' : 'dataList.moreFilters')}
          </Button>
          {open && (
            <div id="list-more-filters" className="flex w-full flex-wrap items-end gap-3">
              {fields(behind)}
            </div>
          )}
        </>
      )}
    </FilterBar>
  );
}
