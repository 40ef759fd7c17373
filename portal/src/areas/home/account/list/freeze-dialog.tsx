import { Dialog, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, useRuleText } from '../../../../components/form-fields';
import { isApiError } from '../../../../lib/api';
import { type Account, freezeActionOf, validateReason } from '../account-model';
import { changeFrozen } from './use-accounts';

/** Asks before freezing or thawing an account; both need a reason (spec §6). */
export function FreezeDialog({ account, onClose, onDone }: { account: Account; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const ruleText = useRuleText();
  const action = freezeActionOf(account.status);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const freeze = action === 'freeze';

  const confirm = async () => {
    const problem = validateReason(reason);
    if (problem) {
      setError(ruleText(problem));
      return;
    }
    setSaving(true);
    try {
      await changeFrozen(account.loginName, action, reason);
      notify({ type: 'success', title: t('dataList.saved') });
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      tone={freeze ? 'danger' : 'default'}
      title={t(freeze ? 'home.account.freeze.title' : 'home.account.freeze.thawTitle', { loginName: account.loginName })}
      description={t(freeze ? 'home.account.freeze.description' : 'home.account.freeze.thawDescription')}
      confirmLabel={t(freeze ? 'home.account.freeze.confirm' : 'home.account.freeze.thawConfirm')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={confirm}
      loading={saving}
      data-testid="freeze-dialog"
    >
      <TextAreaField
        label={t('home.account.freeze.reason')}
        hint={t('home.account.freeze.reasonHint')}
        value={reason}
        maxLength={200}
        onChange={(v) => {
          setReason(v);
          setError(undefined);
        }}
        error={error}
        data-testid="freeze-reason"
      />
    </Dialog>
  );
}
