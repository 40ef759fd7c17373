import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton/skeleton';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** The cell content; defaults to the row's property named by `key`. */
  cell?: (row: T) => ReactNode;
  /** The header becomes a button cycling ascending → descending → unsorted. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names the table (rendered as a visually hidden caption). */
  caption: string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Row selection: a checkbox per row plus a tri-state select-all in the header. */
  selection?: {
    selected: readonly string[];
    onChange: (keys: string[]) => void;
    selectAllLabel: string;
    selectRowLabel: (row: T) => string;
  };
  loading?: boolean;
  loadingLabel?: string;
  /** Shown in one full-width row when there are no rows (and not loading). */
  empty?: ReactNode;
  /** Keeps the header visible while the body scrolls inside `maxHeight`. */
  stickyHeader?: boolean;
  maxHeight?: string;
  className?: string;
  'data-testid'?: string;
}

const alignClass = { start: 'text-left', center: 'text-center', end: 'text-right' } as const;

/** The next state when a sortable header is pressed: asc → desc → none. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

function Checkbox({
  checked,
  mixed,
  label,
  onChange,
}: { checked: boolean; mixed?: boolean; label: string; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(mixed);
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
    />
  );
}

function SortIcon({ direction }: { direction?: SortDirection }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" className="h-3.5 w-2.5 shrink-0">
      <path d="M6 2 10 7H2z" className={direction === 'asc' ? 'fill-brand-600' : 'fill-slate-300'} />
      <path d="M6 14 2 9h8z" className={direction === 'desc' ? 'fill-brand-600' : 'fill-slate-300'} />
    </svg>
  );
}

/**
 * A data table: sortable headers (aria-sort), optional row selection with select-all, loading and
 * empty states, sticky header. Sorting and selection are controlled; the table never reorders rows.
 * Headers and text wrap where the box is narrow (codes and times opt out with `whitespace-nowrap`),
 * so a wide list fits a desktop box and scrolls sideways only below its columns' minimum widths.
 */
export function Table<T>(props: TableProps<T>) {
  const { columns, rows, rowKey, caption, sort, onSortChange, selection, loading, empty, stickyHeader, maxHeight } = props;
  const keys = rows.map(rowKey);
  const selected = new Set(selection?.selected ?? []);
  const selectedHere = keys.filter((k) => selected.has(k)).length;
  const allSelected = keys.length > 0 && selectedHere === keys.length;
  const span = columns.length + (selection ? 1 : 0);

  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selected.filter((k) => !keys.includes(k));
    selection.onChange(allSelected ? others : [...others, ...keys]);
  };
  const toggleRow = (key: string) => {
    if (!selection) return;
    selection.onChange(selected.has(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key]);
  };

  return (
    <div
      data-testid={props['data-testid']}
      className={cn('overflow-auto rounded-lg border border-slate-200', props.className)}
      style={maxHeight ? { maxHeight } : undefined}
    >
      <table aria-busy={loading || undefined} className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('bg-slate-50', stickyHeader && 'sticky top-0 z-10')} data-sticky={stickyHeader ? '' : undefined}>
          <tr>
            {selection && (
              <th scope="col" className="w-10 border-b border-slate-200 px-3 py-2.5">
                <Checkbox
                  checked={allSelected}
                  mixed={selectedHere > 0 && !allSelected}
                  label={selection.selectAllLabel}
                  onChange={toggleAll}
                />
              </th>
            )}
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    column.sortable ? (direction ? (direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                  }
                  className={cn(
                    'border-b border-slate-200 px-3 py-2.5 font-medium text-slate-600',
                    alignClass[column.align ?? 'start'],
                  )}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      onClick={() => onSortChange?.(nextSort(sort, column.key))}
                      className="inline-flex items-center gap-1.5 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
              <tr key={i} data-loading-row="">
                <td colSpan={span} className="border-b border-slate-100 px-3 py-3">
                  {i === 0 && props.loadingLabel && <span className="sr-only">{props.loadingLabel}</span>}
                  <Skeleton />
                </td>
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={span} className="px-3 py-2">
                {empty}
              </td>
            </tr>
          )}
          {!loading &&
            rows.map((row, index) => {
              const key = keys[index] as string;
              const isSelected = selected.has(key);
              return (
                <tr
                  key={key}
                  data-selected={isSelected ? '' : undefined}
                  className="hover:bg-slate-50/70 data-[selected]:bg-brand-50/60"
                >
                  {selection && (
                    <td className="border-b border-slate-100 px-3 py-2.5">
                      <Checkbox checked={isSelected} label={selection.selectRowLabel(row)} onChange={() => toggleRow(key)} />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'border-b border-slate-100 px-3 py-2.5 text-slate-700',
                        alignClass[column.align ?? 'start'],
                        column.className,
                      )}
                    >
                      {column.cell ? column.cell(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </td>
                  ))}
                </tr>
              );
            })}
        </tbody>
      </table>
    </div>
  );
}
