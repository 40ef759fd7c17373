export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the chosen language (spec §3). */
export const LANGUAGE_KEY = 'lx_language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The stored preference, else Chinese for a Chinese browser, else English. */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}
