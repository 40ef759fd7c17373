import { useTranslation } from 'react-i18next';
import { RevealSecretDialog } from '../../../../components/reveal-secret-dialog';
import type { Account } from '../account-model';
import { resetPassword } from './use-accounts';

/** Confirms a password reset, then shows the temporary password once with a copy button. */
export function ResetPasswordDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <RevealSecretDialog
      confirm={{
        title: t('home.account.reset.title', { loginName: account.loginName }),
        description: t('home.account.reset.description'),
        confirmLabel: t('home.account.reset.confirm'),
        testId: 'reset-dialog',
      }}
      run={async () => (await resetPassword(account.loginName)).temporaryPassword}
      reveal={{
        title: t('home.account.reset.doneTitle'),
        description: t('home.account.reset.doneText', { loginName: account.loginName }),
        testId: 'temporary-password-dialog',
        secretTestId: 'temporary-password',
        copyTestId: 'copy-password',
      }}
      onClose={onClose}
    />
  );
}
