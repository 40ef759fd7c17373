import { AppError } from '../http/error-catalogue.ts';
import { int, optional, str } from '../http/schema.ts';

/** The paging fields every list body takes (docs/api.md: `cursor?`, `pageSize?` 10..100). */
export const pageFields = { cursor: optional(str({ max: 2048 })), pageSize: optional(int({ min: 10, max: 100 })) };
export const DEFAULT_PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

/** An opaque cursor: the Query's LastEvaluatedKey, base64url-encoded. */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/**
 * The ExclusiveStartKey of a cursor; it must carry exactly the expected key attributes, which keeps a
 * crafted cursor from starting another partition's Query (the partition is re-checked too).
 */
export function decodeCursor(
  cursor: string | undefined,
  attributes: readonly string[],
  partition?: { name: string; value: string },
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const names = Object.keys(key).sort();
    const ok =
      names.join() === [...attributes].sort().join() &&
      names.every((n) => typeof key[n] === 'string') &&
      (!partition || key[partition.name] === partition.value);
    if (ok) return key as Record<string, string>;
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
}
