/** Widget origins of API management (pure): which texts are origins, how many an enterprise may allow. */

/** An enterprise allows at most this many widget origins. */
export const WIDGET_ORIGINS_MAX = 20;

/**
 * An origin in canonical form (`https://host[:port]`, lower case, default port dropped), or null
 * when the text is not an http(s) origin (a path, query, credentials or wildcard are refused).
 */
export function canonicalOrigin(text: string): string | null {
  const value = text.trim();
  if (!/^https?:\/\/[^/?#@*\s]+\/?$/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}
