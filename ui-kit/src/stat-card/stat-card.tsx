import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { trendVariants } from '../lib/variants';
import { Skeleton } from '../skeleton/skeleton';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A short line under the value (period, comparison, unit). */
  hint?: ReactNode;
  /** A coloured chip: up is good (green), down is bad (red). */
  trend?: { direction: 'up' | 'down' | 'flat'; text: ReactNode };
  icon?: ReactNode;
  loading?: boolean;
  /** Accessible text for the loading state (pass a translated text). */
  loadingLabel?: string;
  className?: string;
  'data-testid'?: string;
}

const arrows = { up: '↑', down: '↓', flat: '→' } as const;

/** A key figure with its label; the label names the group for assistive technology. */
export function StatCard({
  label,
  value,
  hint,
  trend,
  icon,
  loading,
  loadingLabel = 'Loading',
  className,
  ...rest
}: StatCardProps) {
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure labelled by its caption, not a form fieldset
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      data-testid={rest['data-testid']}
      data-loading={loading ? '' : undefined}
      className={cn('relative flex flex-col gap-2 rounded-xl border border-slate-200/80 bg-white p-5 shadow-sm', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-500">
          {label}
        </span>
        {icon && (
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            {icon}
          </span>
        )}
      </div>
      {loading ? (
        <>
          <span className="sr-only">{loadingLabel}</span>
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-40" />
        </>
      ) : (
        <>
          <span data-value="" className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {value}
          </span>
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            {trend && (
              <span data-trend={trend.direction} className={trendVariants({ trend: trend.direction })}>
                <span aria-hidden="true">{arrows[trend.direction]}</span>
                {trend.text}
              </span>
            )}
            {hint && <span>{hint}</span>}
          </div>
        </>
      )}
    </div>
  );
}
