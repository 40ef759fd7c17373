import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Less padding, for use inside a small panel. */
  compact?: boolean;
  className?: string;
  'data-testid'?: string;
}

function Tray() {
  return (
    <svg viewBox="0 0 64 48" fill="none" aria-hidden="true" className="h-12 w-16">
      <ellipse cx="32" cy="42" rx="26" ry="4" className="fill-slate-100" />
      <path
        d="M10 22 18 8h28l8 14v14a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4V22Z"
        className="fill-white stroke-slate-300"
        strokeWidth="1.5"
      />
      <path d="M10 22h14a8 8 0 0 0 16 0h14" className="stroke-slate-300" strokeWidth="1.5" />
    </svg>
  );
}

/** What to show where a list or chart has nothing yet. */
export function EmptyState({ title, description, action, icon, compact, className, ...rest }: EmptyStateProps) {
  return (
    <div
      data-empty=""
      data-testid={rest['data-testid']}
      className={cn('flex flex-col items-center justify-center text-center', compact ? 'gap-2 py-6' : 'gap-3 py-12', className)}
    >
      {icon ?? <Tray />}
      <p className="text-sm font-medium text-slate-600">{title}</p>
      {description && <p className="max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
