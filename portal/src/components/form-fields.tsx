import { cn } from '@cmp/ui-kit';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleResult } from '../lib/form-rules';

/** The translated message of a rule result, or undefined when it passed. */
export function useRuleText() {
  const { t } = useTranslation();
  return (result: RuleResult | undefined): string | undefined => (result ? t(result.key, result.values) : undefined);
}

export interface TextAreaFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  /** The language of what is typed (e.g. the Chinese and the English text of one notice). */
  lang?: string;
  name?: string;
  className?: string;
  'data-testid'?: string;
}

/** A labelled textarea styled like the kit's TextField. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
  maxLength,
  disabled,
  lang,
  name,
  className,
  ...rest
}: TextAreaFieldProps) {
  const invalid = Boolean(error);
  const id = useId();
  const noteId = `${id}-note`;
  const note = invalid ? error : hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        lang={lang}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={note ? noteId : undefined}
        data-testid={rest['data-testid']}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-500',
          invalid
            ? 'border-red-400 focus:outline-red-500/30'
            : 'border-slate-300 focus:border-brand-500 focus:outline-brand-500/30',
        )}
      />
      {note && (
        <p id={noteId} className={invalid ? 'text-xs font-medium text-red-600' : 'text-xs text-slate-500'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** Shown under a control that has no error slot of its own (e.g. a Select). */
export function FieldError({ children }: { children?: ReactNode }) {
  return children ? <p className="-mt-2 text-xs font-medium text-red-600">{children}</p> : null;
}
