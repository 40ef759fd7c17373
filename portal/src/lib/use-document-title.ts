import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to "<page> · <product>" in the current language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
