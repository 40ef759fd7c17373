import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface ResultPageProps {
  /** The HTTP-like status the page stands for; picks the illustration. */
  status: '403' | '404' | '500';
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}

const accents = { '403': 'text-amber-500', '404': 'text-brand-500', '500': 'text-red-500' } as const;

/** A full-page outcome (not found, forbidden, failed) with a way back. */
export function ResultPage({ status, title, text, action, className }: ResultPageProps) {
  return (
    <div
      data-status={status}
      className={cn('flex min-h-[60vh] flex-col items-center justify-center px-6 text-center', className)}
    >
      <svg viewBox="0 0 200 120" aria-hidden="true" className={cn('mb-6 h-32 w-56', accents[status])}>
        <rect x="30" y="18" width="140" height="88" rx="10" className="fill-slate-50 stroke-slate-200" strokeWidth="2" />
        <rect x="30" y="18" width="140" height="18" rx="10" className="fill-slate-100" />
        <circle cx="44" cy="27" r="3" fill="currentColor" opacity="0.6" />
        <circle cx="54" cy="27" r="3" className="fill-slate-300" />
        <text x="100" y="86" textAnchor="middle" fill="currentColor" fontSize="38" fontWeight="700" fontFamily="inherit">
          {status}
        </text>
      </svg>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {text && <p className="mt-2 max-w-md text-sm text-slate-500">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
