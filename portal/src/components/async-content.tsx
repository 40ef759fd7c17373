import { Button, EmptyState } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AsyncContentProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
  skeleton: ReactNode;
  children: ReactNode;
}

/** One pattern for every data block: skeleton while loading, retry on error, 'No data' when empty. */
export function AsyncContent({ loading, error, empty, onRetry, skeleton, children }: AsyncContentProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <EmptyState
        compact
        data-testid="load-error"
        title={t('common.loadFailed')}
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (loading) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {skeleton}
      </div>
    );
  }
  if (empty) return <EmptyState compact title={t('common.noData')} />;
  return children;
}
