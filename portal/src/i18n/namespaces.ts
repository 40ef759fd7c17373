import type { Language } from './language';

type Texts = Record<string, unknown>;

/** Every area's texts, one chunk per area and language: `areas/<area>/i18n/<language>.ts`. */
const loaders = import.meta.glob<{ default: Texts }>('../areas/*/i18n/*.ts');
/** The shell's texts, one chunk per language: only the reader's language is fetched. */
const commonLoaders = import.meta.glob<{ default: Texts }>('./common/*.ts');

/** The areas that have texts of their own (a new area's i18n folder adds itself). */
export const areaNamespaces: string[] = [...new Set(Object.keys(loaders).map((path) => path.split('/')[2] as string))].sort();

/** Loads one namespace (`common` or an area's) in one language. */
export async function loadAreaTexts(namespace: string, language: Language): Promise<Texts> {
  const load =
    namespace === 'common' ? commonLoaders[`./common/${language}.ts`] : loaders[`../areas/${namespace}/i18n/${language}.ts`];
  if (!load) throw new Error(`No texts for ${namespace} in ${language}`);
  return (await load()).default;
}

/** The namespace of the area a path belongs to (its first segment), if that area has texts. */
export function namespaceOfPath(path: string): string | undefined {
  const area = path.split('/')[1];
  return area && areaNamespaces.includes(area) ? area : undefined;
}
