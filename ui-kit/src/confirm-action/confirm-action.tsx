import { type ReactNode, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../button/button';
import { ConfirmDialog, Dialog } from '../dialog/dialog';
import { textActionVariants } from '../lib/variants';

export interface ConfirmActionProps {
  /** The trigger's text. */
  children: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Runs on confirm; the dialog stays open and busy until it settles, and closes when it resolves. */
  onConfirm: () => unknown;
  /** A rejected `onConfirm` is shown in the dialog as this text (default: the error's message). */
  describeError?: (error: unknown) => ReactNode;
  /** `danger` (default): a red confirm and a warning mark; `default`: an action that is disruptive but not destructive. */
  tone?: 'danger' | 'default';
  /** `text`: a small text action (in a table row); `button`: a button (danger unless `variant` says otherwise). */
  appearance?: 'text' | 'button';
  /** The button's variant when `appearance` is `button` (default `danger`; e.g. `primary` for allowing what was blocked). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  className?: string;
  /** Names a trigger whose text is a symbol (e.g. × beside a phone number). */
  'aria-label'?: string;
  'data-testid'?: string;
  /** The dialog's test id. */
  'data-testid-dialog'?: string;
}

const messageOf = (error: unknown): ReactNode => (error instanceof Error ? error.message : String(error));

/** A destructive action behind a confirmation: the trigger opens a danger dialog, confirming runs the action. */
export function ConfirmAction({
  children,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  describeError = messageOf,
  tone = 'danger',
  appearance = 'text',
  variant = 'danger',
  size = 'sm',
  disabled,
  className,
  ...rest
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const Confirm = tone === 'danger' ? ConfirmDialog : Dialog;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const start = () => {
    setError(null);
    setOpen(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {appearance === 'button' ? (
        <Button
          variant={variant}
          size={size}
          disabled={disabled}
          onClick={start}
          className={className}
          data-testid={rest['data-testid']}
        >
          {children}
        </Button>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={start}
          aria-label={rest['aria-label']}
          className={textActionVariants({ tone: tone === 'danger' ? 'danger' : 'normal' }, className)}
          data-testid={rest['data-testid']}
        >
          {children}
        </button>
      )}
      {open && (
        <Confirm
          open
          onClose={() => setOpen(false)}
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onConfirm={confirm}
          loading={busy}
          data-testid={rest['data-testid-dialog']}
        >
          {error && (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error}
            </p>
          )}
        </Confirm>
      )}
    </>
  );
}
