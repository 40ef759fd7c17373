import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../../components/form-page';
import { type Account, freezeActionOf, validateReason } from '../account-model';
import { changeFrozen } from './use-accounts';

/** Asks before freezing or thawing an account; both need a reason (spec §6). */
export function FreezeDialog({ account, onClose, onDone }: { account: Account; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('home');
  const action = freezeActionOf(account.status);
  const freeze = action === 'freeze';
  return (
    <ReasonDialog
      namespace="home"
      tone={freeze ? 'danger' : 'default'}
      title={t(freeze ? 'home.account.freeze.title' : 'home.account.freeze.thawTitle', { loginName: account.loginName })}
      description={t(freeze ? 'home.account.freeze.description' : 'home.account.freeze.thawDescription')}
      confirmLabel={t(freeze ? 'home.account.freeze.confirm' : 'home.account.freeze.thawConfirm')}
      label="home.account.freeze.reason"
      hint="home.account.freeze.reasonHint"
      maxLength={200}
      rule={validateReason}
      run={(reason) => changeFrozen(account.loginName, action, reason)}
      done={t('dataList.saved')}
      onClose={onClose}
      onDone={onDone}
      testId="freeze"
    />
  );
}
