import { Button, ConfirmDialog, Dialog, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';

export interface RevealSecretDialogProps {
  /** The confirmation asked first (texts already translated). */
  confirm: { title: string; description: string; confirmLabel: string; testId: string };
  /** Makes the secret (a new password, a new app secret); a refusal is said in a notice and the dialog closes. */
  run: () => Promise<string>;
  /** How the secret is shown once. */
  reveal: { title: string; description?: string; warning?: ReactNode; testId: string; secretTestId: string; copyTestId: string };
  onClose: () => void;
}

/**
 * A destructive call that makes a secret, shown once: a confirmation, then the secret with a Copy
 * button (selectable when the clipboard is refused).
 */
export function RevealSecretDialog({ confirm, run, reveal, onClose }: RevealSecretDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setSecret(await run());
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the secret stays selectable on screen.
    }
  };

  if (secret)
    return (
      <Dialog
        open
        onClose={onClose}
        title={reveal.title}
        description={reveal.description}
        confirmLabel={t('dataList.close')}
        onConfirm={onClose}
        data-testid={reveal.testId}
      >
        {reveal.warning && (
          <p role="alert" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {reveal.warning}
          </p>
        )}
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <code data-testid={reveal.secretTestId} className="flex-1 font-mono text-sm break-all text-slate-900 select-all">
            {secret}
          </code>
          <Button size="sm" variant="secondary" onClick={copy} data-testid={reveal.copyTestId}>
            {copied ? t('dataList.copied') : t('dataList.copy')}
          </Button>
        </div>
      </Dialog>
    );
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={confirm.title}
      description={confirm.description}
      confirmLabel={confirm.confirmLabel}
      cancelLabel={t('dataList.cancel')}
      onConfirm={start}
      loading={busy}
      data-testid={confirm.testId}
    />
  );
}
