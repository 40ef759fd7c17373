import type { DetailFieldDeclaration } from './detail-page/declaration';
import type { ColumnDeclaration } from './list-page/declaration';

/**
 * A figure of a record (an amount, a count) declared once and shown both as a list column and as a
 * field of the record's detail page, each under its own label (a list's header is shorter).
 */
export interface Figure<T> {
  key: string;
  format: 'money' | 'count';
  value: (record: T) => number;
  /** The label's last key part when it is not `key` (e.g. a profit-sharing bill's amount is its share). */
  label?: string;
  /** Stands out in a list (a total). */
  emphasis?: boolean;
  /** On the detail page. */
  testId?: string;
}

/** The figures as list columns, headed `<prefix>.<label>`. */
export const figureColumns = <T>(figures: readonly Figure<T>[], prefix: string): ColumnDeclaration<T>[] =>
  figures.map((f) => ({
    key: f.key,
    header: `${prefix}.${f.label ?? f.key}`,
    format: f.format,
    value: f.value,
    ...(f.emphasis ? { className: 'font-medium' } : {}),
  }));

/** The figures as detail fields, labelled `<prefix>.<label>`. */
export const figureFields = <T>(figures: readonly Figure<T>[], prefix: string): DetailFieldDeclaration<T>[] =>
  figures.map((f) => ({
    key: f.key,
    label: `${prefix}.${f.label ?? f.key}`,
    format: f.format,
    value: f.value,
    ...(f.testId ? { testId: f.testId } : {}),
  }));
