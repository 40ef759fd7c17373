import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface DescriptionItem {
  /** Stable key within its section (e.g. the field name). */
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Codes (ICCID, MSISDN, IMSI) are set in monospace; names and texts are not. */
  code?: boolean;
  /** Spans the whole row (long texts, lists). */
  wide?: boolean;
  'data-testid'?: string;
}

export interface DescriptionSection {
  key: string;
  title?: ReactNode;
  items: DescriptionItem[];
}

export interface DescriptionListProps {
  sections: DescriptionSection[];
  /** Label/value pairs per row on wide screens. */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
  'data-testid'?: string;
}

const grid = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
} as const;

/** A detail page's fields: sections of label/value pairs, each section a titled description list. */
export function DescriptionList({ sections, columns = 2, className, ...rest }: DescriptionListProps) {
  return (
    <div className={cn('space-y-6', className)} data-testid={rest['data-testid']}>
      {sections.map((section) => (
        <section key={section.key} aria-label={typeof section.title === 'string' ? section.title : undefined}>
          {section.title && <h2 className="mb-3 text-sm font-semibold text-slate-900">{section.title}</h2>}
          <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-4', grid[columns])}>
            {section.items.map((item) => (
              <div key={item.key} className={cn('min-w-0', item.wide && 'sm:col-span-full')} data-testid={item['data-testid']}>
                <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
                <dd className={cn('mt-1 text-sm break-words text-slate-900', item.code && 'font-mono text-xs')}>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
