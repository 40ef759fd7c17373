import type { ReactNode } from 'react';
import { defaultFormat } from '../lib/chart';
import { cn } from '../lib/cn';

export interface RankItem {
  id: string;
  label: ReactNode;
  /** A second, muted line (e.g. an MSISDN under an ICCID). */
  detail?: ReactNode;
  value: number;
}

export interface RankListProps {
  items: RankItem[];
  /** Names the ordered list. */
  label: string;
  formatValue?: (value: number) => string;
  /**
   * What the labels are: `text` (names, in the normal face, the default) or `code` (ICCIDs, MSISDNs:
   * the monospace face, for them and their detail line).
   */
  labels?: 'text' | 'code';
  className?: string;
  'data-testid'?: string;
}

/** An ordered "top N" list with a proportional bar under each entry. */
export function RankList({ items, label, formatValue = defaultFormat, labels = 'text', className, ...rest }: RankListProps) {
  const code = labels === 'code';
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ol aria-label={label} data-testid={rest['data-testid']} className={cn('flex flex-col gap-3', className)}>
      {items.map((item, index) => (
        <li key={item.id} data-rank={index + 1} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              index < 3 ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
            )}
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <span data-label="" className={cn('truncate text-sm text-slate-800', code && 'font-mono')}>
                {item.label}
              </span>
              <span data-value="" className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                {formatValue(item.value)}
              </span>
            </div>
            {item.detail && <div className={cn('truncate text-xs text-slate-500', code && 'font-mono')}>{item.detail}</div>}
            <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${(item.value / max) * 100}%` }} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
