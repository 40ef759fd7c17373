import { Description, Field, Input, Label } from '@headlessui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { inputVariants } from '../lib/variants';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'className'> {
  label: ReactNode;
  /** Shown under the field; links to the input through aria-describedby. */
  hint?: ReactNode;
  /** Marks the input aria-invalid and is announced through aria-describedby. */
  error?: ReactNode;
  size?: 'md' | 'lg';
  /** Content placed inside the right edge of the input (a button, an image). */
  endAdornment?: ReactNode;
  className?: string;
}

/** A labelled text input built on Headless UI Field, which links label and descriptions by id. */
export function TextField({ label, hint, error, size, endAdornment, className, disabled, ...input }: TextFieldProps) {
  const invalid = Boolean(error);
  return (
    <Field disabled={disabled} className={cn('flex flex-col gap-1.5', className)}>
      <Label className="text-sm font-medium text-slate-700 data-[disabled]:opacity-60">{label}</Label>
      <div className="relative">
        <Input
          {...input}
          invalid={invalid}
          className={inputVariants({ size, state: invalid ? 'invalid' : 'normal' }, endAdornment ? 'pr-12' : undefined)}
        />
        {endAdornment && <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>}
      </div>
      {hint && !invalid && <Description className="text-xs text-slate-500">{hint}</Description>}
      {invalid && (
        <Description data-error="" className="text-xs font-medium text-red-600">
          {error}
        </Description>
      )}
    </Field>
  );
}
