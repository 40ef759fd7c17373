import type { ReactNode } from 'react';
import { stateBadgeVariants } from '../lib/variants';

export type StateTone = 'green' | 'red' | 'amber' | 'slate' | 'blue';

export interface StateBadgeProps {
  tone: StateTone;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A record's state as a pill; the tone (from the one variant table) carries the colour, the text the meaning. */
export function StateBadge({ tone, children, className, ...rest }: StateBadgeProps) {
  return (
    <span data-tone={tone} className={stateBadgeVariants({ tone }, className)} data-testid={rest['data-testid']}>
      {children}
    </span>
  );
}

/** The tone of a state through a page's tone map; a state the map does not name is slate. */
export function toneOf<S extends string | number>(tones: Partial<Record<S, StateTone>>, state: S): StateTone {
  return tones[state] ?? 'slate';
}
