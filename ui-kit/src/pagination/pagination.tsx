import { useCallback, useId, useMemo, useState } from 'react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../lib/variants';

export interface PaginationLabels {
  /** Names the navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  pageSize: string;
  /** The current page, e.g. (n) => `Page ${n}`. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** 1-based number of the page on screen. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: number;
  pageSizes?: readonly number[];
  onPageSizeChange: (size: number) => void;
  labels: PaginationLabels;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * Pagination for cursor-based lists: there is no total, only a previous and a next page, and a page
 * size (changing it restarts from the first page).
 */
export function Pagination(props: PaginationProps) {
  const { page, hasPrevious, hasNext, onPrevious, onNext, pageSize, pageSizes = [10, 20, 50, 100], labels, disabled } = props;
  const selectId = useId();
  const button = buttonVariants({ variant: 'secondary', size: 'sm' });
  return (
    <nav
      aria-label={labels.navigation}
      data-testid={props['data-testid']}
      className={cn('flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600', props.className)}
    >
      <label htmlFor={selectId} className="flex items-center gap-2">
        <span>{labels.pageSize}</span>
        <select
          id={selectId}
          value={pageSize}
          disabled={disabled}
          onChange={(e) => props.onPageSizeChange(Number(e.target.value))}
          className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800 focus:outline-2 focus:outline-brand-500/30"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={button}
        onClick={onPrevious}
        disabled={disabled || !hasPrevious}
        data-testid="page-previous"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path d="M12.8 5.2a.75.75 0 0 1 0 1.06L9.06 10l3.74 3.74a.75.75 0 1 1-1.06 1.06l-4.27-4.27a.75.75 0 0 1 0-1.06l4.27-4.27a.75.75 0 0 1 1.06 0Z" />
        </svg>
        {labels.previous}
      </button>
      <span aria-current="page" aria-live="polite" className="min-w-16 text-center font-medium text-slate-800">
        {labels.page(page)}
      </span>
      <button type="button" className={button} onClick={onNext} disabled={disabled || !hasNext} data-testid="page-next">
        {labels.next}
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0Z" />
        </svg>
      </button>
    </nav>
  );
}

/**
 * State for a cursor-paged list: the cursor of the page on screen and the stack behind it.
 * Call `next(cursorFromResponse)` to go forward; `reset()` when filters change.
 */
export function useCursorPages(initialPageSize = 20) {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const reset = useCallback(() => setStack([undefined]), []);
  const next = useCallback((cursor: string | null | undefined) => {
    if (cursor) setStack((s) => [...s, cursor]);
  }, []);
  const previous = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setStack([undefined]);
  }, []);
  return useMemo(
    () => ({
      cursor: stack[stack.length - 1],
      page: stack.length,
      hasPrevious: stack.length > 1,
      pageSize,
      next,
      previous,
      reset,
      setPageSize,
    }),
    [stack, pageSize, next, previous, reset, setPageSize],
  );
}
