import { Description, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { dialogVariants } from '../lib/variants';

export interface DialogProps {
  open: boolean;
  /** Escape, the backdrop and Cancel call this; a blocking dialog passes `dismissible={false}`. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** With a confirm label the dialog gets a footer; the body is a form and Enter submits it. */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm?: () => void;
  /** Spinner on the confirm button; Cancel and dismissal are blocked meanwhile. */
  loading?: boolean;
  confirmDisabled?: boolean;
  tone?: 'default' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** false: Escape and the backdrop do nothing and there is no Cancel (e.g. a forced password change). */
  dismissible?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A modal on Headless UI Dialog: focus is trapped inside and returns to the opener on close. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  loading = false,
  confirmDisabled,
  tone = 'default',
  size,
  dismissible = true,
  className,
  ...rest
}: DialogProps) {
  const close = () => {
    if (dismissible && !loading) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading && !confirmDisabled) onConfirm?.();
  };
  const body = (
    <>
      <div className="px-6 pt-5 pb-4">
        <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
        {description && <Description className="mt-1.5 text-sm text-slate-500">{description}</Description>}
        {children && <div className="mt-4">{children}</div>}
      </div>
      {confirmLabel && (
        <div className="flex justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3">
          {dismissible && cancelLabel && (
            <Button variant="secondary" onClick={close} disabled={loading} data-testid="dialog-cancel">
              {cancelLabel}
            </Button>
          )}
          <Button
            type="submit"
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={loading}
            disabled={confirmDisabled}
            data-testid="dialog-confirm"
          >
            {confirmLabel}
          </Button>
        </div>
      )}
    </>
  );
  return (
    <HeadlessDialog open={open} onClose={close} className="fixed inset-0 z-50" data-testid={rest['data-testid']}>
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel data-tone={tone} className={dialogVariants({ size }, className)}>
          {confirmLabel ? (
            <form noValidate onSubmit={submit}>
              {body}
            </form>
          ) : (
            body
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

export interface ConfirmDialogProps
  extends Omit<DialogProps, 'tone' | 'confirmLabel' | 'cancelLabel' | 'onConfirm' | 'dismissible'> {
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
}

/** Asks before a destructive action: a red confirm button and a warning mark. */
export function ConfirmDialog({ title, ...props }: ConfirmDialogProps) {
  return (
    <Dialog
      {...props}
      size={props.size ?? 'sm'}
      tone="danger"
      title={
        <span className="flex items-center gap-2">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={cn('size-5 shrink-0 text-red-600')}>
            <path d="M8.5 3.2a1.7 1.7 0 0 1 3 0l6.2 11.1a1.7 1.7 0 0 1-1.5 2.6H3.8a1.7 1.7 0 0 1-1.5-2.6L8.5 3.2ZM9.25 7v4.5h1.5V7h-1.5Zm0 6v1.5h1.5V13h-1.5Z" />
          </svg>
          {title}
        </span>
      }
    />
  );
}
