import { useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the reveal toggle (pass a translated text). */
  showLabel?: string;
}

/** A TextField for secrets with a reveal toggle (a pressed/not pressed button). */
export function PasswordField({ showLabel = 'Show password', autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      aria-label={showLabel}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
      className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
        {visible ? (
          <path d="M3.28 2.22a.75.75 0 0 0-1.06 1.06l14.5 14.5a.75.75 0 1 0 1.06-1.06l-1.75-1.75A10 10 0 0 0 19.4 10.6a1 1 0 0 0 0-1.2A10 10 0 0 0 6.1 5.04L3.28 2.22ZM7.75 6.69l1.1 1.1a2.5 2.5 0 0 1 3.36 3.36l1.1 1.1A4 4 0 0 0 7.75 6.7ZM.6 9.4a10 10 0 0 0 12.65 5.06l-1.6-1.6A4 4 0 0 1 6.7 7.93L4.14 5.37A10 10 0 0 0 .6 9.4a1 1 0 0 0 0 1.2Z" />
        ) : (
          <path d="M10 4C5.5 4 2 7.5.6 9.4a1 1 0 0 0 0 1.2C2 12.5 5.5 16 10 16s8-3.5 9.4-5.4a1 1 0 0 0 0-1.2C18 7.5 14.5 4 10 4Zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
        )}
      </svg>
    </button>
  );
  return <TextField {...props} autoComplete={autoComplete} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}
