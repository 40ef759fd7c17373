import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, type Language, detectLanguage } from './language';
import { areaNamespaces, loadAreaTexts } from './namespaces';

export { LANGUAGES, type Language } from './language';

const initial = detectLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.language);

/** Reads a namespace from its lazily loaded chunk (common/<language>.ts, areas/<area>/i18n/<language>.ts). */
const areaBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    loadAreaTexts(namespace, language as Language).then(
      (texts) => done(null, texts),
      (error: Error) => done(error, false),
    );
  },
};

// The shell's texts (namespace `common`) in the reader's language load before the first render
// (main.tsx waits for `i18nReady`); an area's namespace loads with its first page
// (routing/guards.tsx). A key is looked up in the page's namespaces, then in every loaded namespace,
// so a shared component finds `card.list.title` wherever the card area's texts are loaded.
/** Settles once the shell's texts of the reader's language are loaded. */
export const i18nReady = i18n
  .use(areaBackend)
  .use(initReactI18next)
  .init({
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: ['common', ...areaNamespaces],
    supportedLngs: ['zh-CN', 'en-US'],
    lng: initial,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
document.documentElement.lang = initial;

/** The language in use. */
export const currentLanguage = (): Language => (i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US');

/** Switches the language and remembers the choice. */
export function setLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export { i18n };
