import type { RouteId } from '@cmp/functions/contracts';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ApiError } from './api';

/** A page of a cursor list (docs/api.md "Identity, roles and tenancy"). */
export interface CursorPage<T> {
  items: T[];
  cursor: string | null;
}

/** Filters without empty values, so the API sees only what the user set. */
export function cleanFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** While a visible row is still moving (e.g. an SMS awaiting its delivery receipt), the list re-reads this often. */
export const UNSETTLED_REFRESH_MS = 2000;

export interface CursorListOptions<T> {
  /**
   * A row the server settles on read (its state moves without anyone acting): while the page shows
   * one, the list re-reads every {@link UNSETTLED_REFRESH_MS}, and stops once every row is settled.
   */
  unsettled?: (item: T) => boolean;
}

/** The polling interval for a page: {@link UNSETTLED_REFRESH_MS} while any row is unsettled, else none. */
export function unsettledRefresh<T>(page: CursorPage<T> | undefined, unsettled?: (item: T) => boolean): number {
  return unsettled && page?.items.some(unsettled) ? UNSETTLED_REFRESH_MS : 0;
}

/**
 * A cursor-paged list behind SWR: filters, page size and the stack of cursors already visited.
 * Changing the filters or the page size starts again from the first page. A null route waits.
 */
export function useCursorList<T, F extends Record<string, unknown>>(
  route: RouteId | null,
  initialFilters: F,
  options: CursorListOptions<T> = {},
) {
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [pageSize, setPageSizeState] = useState(20);
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack[stack.length - 1];
  const body = { ...cleanFilters(filters), pageSize, ...(cursor ? { cursor } : {}) };
  const { unsettled } = options;
  const swr = useSWR<CursorPage<T>, ApiError>(route ? [route, body] : null, {
    refreshInterval: (page) => unsettledRefresh(page, unsettled),
  });
  const nextCursor = swr.data?.cursor ?? null;

  const setFilters = useCallback((next: F) => {
    setFiltersState(next);
    setStack([undefined]);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setStack([undefined]);
  }, []);
  const next = useCallback(() => {
    if (nextCursor) setStack((s) => [...s, nextCursor]);
  }, [nextCursor]);
  const previous = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);

  return useMemo(
    () => ({
      items: swr.data?.items ?? [],
      loading: swr.isLoading,
      error: swr.error,
      reload: () => void swr.mutate(),
      filters,
      setFilters,
      page: stack.length,
      pageSize,
      setPageSize,
      hasPrevious: stack.length > 1,
      hasNext: Boolean(nextCursor),
      next,
      previous,
    }),
    [swr, filters, setFilters, stack.length, pageSize, setPageSize, nextCursor, next, previous],
  );
}

export type CursorList<T> = ReturnType<typeof useCursorList<T, Record<string, unknown>>>;

const stay = () => undefined;

export interface WholeListOptions<T> {
  /** Reads the rows from the answer (default its `items`). */
  rows?: (answer: never) => T[];
  /** Tells cached answers apart beyond the body (e.g. the language of texts the server writes). */
  variant?: string;
}

/**
 * A list its route answers whole (`{ items }` without a cursor; the schema takes no `pageSize`),
 * shaped like a cursor list on its only page so the same table shows it. A null route waits.
 */
export function useWholeList<T, F extends Record<string, unknown>>(
  route: RouteId | null,
  initialFilters: F,
  options: WholeListOptions<T> = {},
): CursorList<T> {
  const [filters, setFilters] = useState<F>(initialFilters);
  const key = route ? [route, cleanFilters(filters), ...(options.variant ? [options.variant] : [])] : null;
  const swr = useSWR<unknown, ApiError>(key);
  const { rows } = options;
  return useMemo(() => {
    const items = swr.data === undefined ? [] : rows ? rows(swr.data as never) : (swr.data as { items: T[] }).items;
    return {
      items,
      loading: swr.isLoading,
      error: swr.error,
      reload: () => void swr.mutate(),
      filters: filters as Record<string, unknown>,
      setFilters: setFilters as (next: Record<string, unknown>) => void,
      page: 1,
      pageSize: items.length,
      setPageSize: stay,
      hasPrevious: false,
      hasNext: false,
      next: stay,
      previous: stay,
    };
  }, [swr, rows, filters]);
}
