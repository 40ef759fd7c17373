import { cn } from '../lib/cn';
import { useSvgId } from '../lib/use-svg-id';

export interface LogoProps {
  /** The product name: the accessible name, and the wordmark unless compact. */
  name: string;
  /** Only the mark, for a collapsed menu. */
  compact?: boolean;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  className?: string;
}

/** The default product logo: a SIM-chip mark with signal arcs, and the product name. */
export function Logo({ name, compact, inverted, className }: LogoProps) {
  const gradient = useSvgId('logo');
  return (
    <span role="img" aria-label={name} className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-400)" />
            <stop offset="100%" stopColor="var(--color-brand-700)" />
          </linearGradient>
        </defs>
        <path d="M8 3h11l7 7v17a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" fill={`url(#${gradient})`} />
        <rect x="10.5" y="13" width="11" height="11" rx="2" fill="white" fillOpacity="0.95" />
        <path d="M10.5 16.7h11M10.5 20.3h11M16 13v11" stroke="var(--color-brand-600)" strokeWidth="1.2" />
        <path
          d="M13 9.2a4.5 4.5 0 0 1 6 0M14.6 10.9a2.2 2.2 0 0 1 2.8 0"
          stroke="white"
          strokeWidth="1.4"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {!compact && (
        <span
          aria-hidden="true"
          className={cn('truncate text-[15px] font-semibold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}
        >
          {name}
        </span>
      )}
    </span>
  );
}
