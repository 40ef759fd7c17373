import { NotifierProvider } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { createAppRouter } from '../routing/router';
import { notifier, swrFetcher } from './services';

const swrOptions = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  // The API client already reports failures; panels offer their own retry.
  shouldRetryOnError: false,
  dedupingInterval: 5000,
};

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { t } = useTranslation();
  return (
    <NotifierProvider store={notifier} label={t('common.notifications')} closeLabel={t('common.close')}>
      <SWRConfig value={swrOptions}>
        <RouterProvider router={router} />
      </SWRConfig>
    </NotifierProvider>
  );
}
