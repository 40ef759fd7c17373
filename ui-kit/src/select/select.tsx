import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { inputVariants } from '../lib/variants';

export interface SelectOption<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps<T extends string | number> {
  label: ReactNode;
  options: SelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  placeholder?: ReactNode;
  disabled?: boolean;
  /** Hide the label visually; it still names the button. */
  hideLabel?: boolean;
  /** Shown under the button (while there is no error); linked through aria-describedby. */
  hint?: ReactNode;
  /** Marks the button invalid and is announced through aria-describedby (e.g. a server error on this field). */
  error?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A single-choice dropdown on Headless UI Listbox. Option state (focus, selected) is styled via data-*. */
export function Select<T extends string | number>(props: SelectProps<T>) {
  const { label, options, value, onChange, placeholder, disabled, hideLabel, hint, error, className } = props;
  const invalid = Boolean(error);
  const selected = options.find((o) => o.value === value);
  return (
    <Field disabled={disabled} className={cn('flex flex-col gap-1.5', className)}>
      <Label className={cn('text-sm font-medium text-slate-700', hideLabel && 'sr-only')}>{label}</Label>
      <Listbox value={value} onChange={(next: T | null) => next !== null && onChange(next)} disabled={disabled}>
        <ListboxButton
          data-testid={props['data-testid']}
          aria-invalid={invalid || undefined}
          className={inputVariants(
            { state: invalid ? 'invalid' : 'normal' },
            'flex items-center justify-between gap-2 text-left data-[open]:border-brand-500',
          )}
        >
          <span className={cn('truncate', !selected && 'text-slate-400')}>{selected?.label ?? placeholder}</span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 shrink-0 text-slate-400">
            <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
          </svg>
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-50 w-(--button-width) min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm text-slate-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-700"
            >
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {hint && !invalid && <Description className="text-xs text-slate-500">{hint}</Description>}
      {invalid && (
        <Description data-error="" className="text-xs font-medium text-red-600">
          {error}
        </Description>
      )}
    </Field>
  );
}
