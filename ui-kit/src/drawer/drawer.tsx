import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Actions pinned to the bottom (save, cancel). */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  size?: 'md' | 'lg';
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const widths = { md: 'max-w-md', lg: 'max-w-2xl' } as const;

/** A side panel on Headless UI Dialog (focus trap, Escape, inert background), sliding in from the right. */
export function Drawer({
  open,
  onClose,
  title,
  description,
  footer,
  closeLabel,
  size = 'md',
  children,
  className,
  ...rest
}: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/30 transition-opacity duration-200 data-[closed]:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          data-testid={rest['data-testid']}
          className={cn(
            'flex h-full w-full flex-col bg-white shadow-xl transition-transform duration-200 data-[closed]:translate-x-full motion-reduce:transition-none',
            widths[size],
            className,
          )}
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div className="min-w-0">
              <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
              {description && <Description className="mt-0.5 text-sm text-slate-500">{description}</Description>}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <footer className="flex justify-end gap-2 border-t border-slate-200 px-6 py-3">{footer}</footer>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
