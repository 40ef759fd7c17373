import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US';
import { LANGUAGE_KEY, type Language, detectLanguage } from './language';
import { zhCN } from './zh-CN';

export { LANGUAGES, type Language } from './language';

const initial = detectLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.language);

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: initial,
  fallbackLng: 'en-US',
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
