import { NotifierProvider } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { notifier, swrFetcher } from './services';

const swrOptions = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  // The API client already reports failures; panels offer their own retry.
  shouldRetryOnError: false,
  dedupingInterval: 5000,
};

/**
 * The notifier and the data cache around the sign-in pages and the shell. A chunk of its own that
 * loads beside the first page, so the entry script carries neither SWR nor the toast UI.
 */
export default function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <NotifierProvider store={notifier} label={t('common.notifications')} closeLabel={t('common.close')}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </NotifierProvider>
  );
}
