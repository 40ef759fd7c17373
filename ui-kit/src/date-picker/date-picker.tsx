import { Description, Field, Input, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { inputVariants } from '../lib/variants';

export interface DatePickerProps {
  label: ReactNode;
  /** 'YYYY-MM-DD' or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A labelled, styled native date input: the browser's own calendar, keyboard and locale handling. */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
  disabled,
  hideLabel,
  className,
  ...rest
}: DatePickerProps) {
  const invalid = Boolean(error);
  return (
    <Field disabled={disabled} className={cn('flex flex-col gap-1.5', className)}>
      <Label className={cn('text-sm font-medium text-slate-700 data-[disabled]:opacity-60', hideLabel && 'sr-only')}>
        {label}
      </Label>
      <Input
        type="date"
        value={value}
        min={min}
        max={max}
        invalid={invalid}
        data-testid={rest['data-testid']}
        onChange={(e) => onChange(e.target.value)}
        className={inputVariants({ state: invalid ? 'invalid' : 'normal' }, '[color-scheme:light] tabular-nums')}
      />
      {hint && !invalid && <Description className="text-xs text-slate-500">{hint}</Description>}
      {invalid && (
        <Description data-error="" className="text-xs font-medium text-red-600">
          {error}
        </Description>
      )}
    </Field>
  );
}
