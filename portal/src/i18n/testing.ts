/**
 * The i18n instance with every namespace already loaded, for unit tests: a component finds its texts
 * on first render instead of waiting for an area's chunk.
 */
import { namespaces } from './all-texts';
import { i18n } from './index';

for (const [language, all] of Object.entries(namespaces))
  for (const [namespace, texts] of Object.entries(all)) i18n.addResourceBundle(language, namespace, texts, true, true);

export { i18n, setLanguage } from './index';
