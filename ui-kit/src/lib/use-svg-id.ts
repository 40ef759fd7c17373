import { useId } from 'react';

/** An id usable inside SVG url(#...) references (React ids contain characters that need escaping there). */
export function useSvgId(prefix: string): string {
  return prefix + useId().replace(/[^a-zA-Z0-9_-]/g, '');
}
