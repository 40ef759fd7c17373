/** A class value as accepted by {@link cn}: strings, falsy values, nested arrays or `{ class: condition }` maps. */
export type ClassValue = string | number | false | null | undefined | ClassValue[] | Record<string, boolean | null | undefined>;

function collect(value: ClassValue, out: string[]): void {
  if (!value && value !== 0) return;
  if (typeof value === 'string' || typeof value === 'number') {
    for (const token of String(value).split(/\s+/)) if (token) out.push(token);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
  } else {
    for (const [key, on] of Object.entries(value)) if (on) collect(key, out);
  }
}

/**
 * Merges class names: the one helper every component uses. Later duplicates are dropped.
 * Conflicting utilities are avoided by construction (variants never overlap), so no
 * tailwind-merge is needed.
 */
export function cn(...inputs: ClassValue[]): string {
  const tokens: string[] = [];
  collect(inputs, tokens);
  return [...new Set(tokens)].join(' ');
}
