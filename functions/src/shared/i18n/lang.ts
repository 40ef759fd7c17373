export type Lang = 'zh-CN' | 'en-US';

/** The request's language: `lang` query parameter, else Accept-Language, else Chinese (spec §1). */
export function resolveLang(query?: string | null, acceptLanguage?: string | null): Lang {
  const value = (query || acceptLanguage || 'zh-CN').toLowerCase();
  return value.startsWith('en') ? 'en-US' : 'zh-CN';
}

/** Fills `{name}` placeholders. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}
