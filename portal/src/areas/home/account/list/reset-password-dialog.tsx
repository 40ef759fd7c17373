import { Button, ConfirmDialog, Dialog, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api';
import type { Account } from '../account-model';
import { resetPassword } from './use-accounts';

/** Confirms a password reset, then shows the temporary password once with a copy button. */
export function ResetPasswordDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await resetPassword(account.loginName);
      setTemporary(result.temporaryPassword);
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!temporary) return;
    try {
      await navigator.clipboard.writeText(temporary);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the password stays selectable on screen.
    }
  };

  if (temporary) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('home.account.reset.doneTitle')}
        description={t('home.account.reset.doneText', { loginName: account.loginName })}
        confirmLabel={t('dataList.close')}
        onConfirm={onClose}
        data-testid="temporary-password-dialog"
      >
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <code data-testid="temporary-password" className="flex-1 font-mono text-base tracking-wide text-slate-900 select-all">
            {temporary}
          </code>
          <Button size="sm" variant="secondary" onClick={copy} data-testid="copy-password">
            {copied ? t('dataList.copied') : t('dataList.copy')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('home.account.reset.title', { loginName: account.loginName })}
      description={t('home.account.reset.description')}
      confirmLabel={t('home.account.reset.confirm')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={confirm}
      loading={busy}
      data-testid="reset-dialog"
    />
  );
}
