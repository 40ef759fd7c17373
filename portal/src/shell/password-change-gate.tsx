import type { ResponseOf } from '@cmp/functions/contracts';
import { Suspense, lazy } from 'react';
import useSWR from 'swr';
import { routeKey } from '../lib/api';

const PasswordChangeDialog = lazy(() => import('./password-change-dialog'));

const ACCOUNT_KEY = routeKey('account.currentAccount', {});

/** Asks for a new password while the account is flagged isResetPassword; the portal waits behind it. */
export function PasswordChangeGate() {
  const { data, mutate } = useSWR<ResponseOf<'account.currentAccount'>>(ACCOUNT_KEY);
  if (!data?.isResetPassword) return null;
  return (
    <Suspense fallback={null}>
      <PasswordChangeDialog onDone={() => void mutate({ ...data, isResetPassword: false }, { revalidate: true })} />
    </Suspense>
  );
}
