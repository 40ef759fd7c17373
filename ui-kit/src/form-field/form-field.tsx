import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/** What the wrapped control spreads on itself so label, hint and error reach assistive technology. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control (while there is no error) and linked through aria-describedby. */
  hint?: ReactNode;
  /** Marks the control invalid and is announced through aria-describedby (e.g. a server error on this field). */
  error?: ReactNode;
  required?: boolean;
  /** The control, given the ids to link: `(field) => <input {...field} />`. */
  children: (control: FormFieldControlProps) => ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A label, a hint and an error text around any control, bound to it by id and aria-describedby. */
export function FormField({ label, hint, error, required, children, className, ...rest }: FormFieldProps) {
  const id = useId();
  const invalid = Boolean(error);
  const hintId = hint && !invalid ? `${id}-hint` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cn('flex flex-col gap-1.5', className)}
      data-invalid={invalid ? '' : undefined}
      data-testid={rest['data-testid']}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hintId && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} data-error="" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
