import { Spinner } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';

/** Fallback while a lazy page or layout chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
