import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import { filterBarVariants } from '../lib/variants';

export interface FilterBarProps {
  /** The fields; Enter in any of them searches. */
  children: ReactNode;
  onSearch: () => void;
  /** Without it there is no Reset button. */
  onReset?: () => void;
  /** Names the search landmark and the two buttons (the kit has no translations of its own). */
  labels: { region: string; search: string; reset: string };
  /** Fields that apply at once (a select) need no Search button. */
  hideSearch?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** The filter row above a list: fields, then Search and Reset, in a search landmark. */
export function FilterBar({ children, onSearch, onReset, labels, hideSearch, className, ...rest }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around the whole filter form, not a search input
    <form
      role="search"
      aria-label={labels.region}
      onSubmit={submit}
      className={filterBarVariants({}, className)}
      data-testid={rest['data-testid']}
    >
      {children}
      {(!hideSearch || onReset) && (
        <div className="flex gap-2">
          {!hideSearch && (
            <Button type="submit" data-testid="filter-search">
              {labels.search}
            </Button>
          )}
          {onReset && (
            <Button variant="secondary" onClick={onReset} data-testid="filter-reset">
              {labels.reset}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
