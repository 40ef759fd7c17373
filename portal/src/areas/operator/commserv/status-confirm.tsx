import { ConfirmDialog, Dialog, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';

/** Asks before blocking (red) or allowing a service or zone, then runs `change`. */
export function StatusConfirm({
  target,
  onClose,
  onDone,
}: {
  target: { kind: 'service' | 'zone'; name: string; next: 1 | 2; change: () => Promise<unknown> };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const prefix = target.kind === 'zone' ? 'zone' : '';
  const which = target.next === 1 ? 'Block' : 'Allow';
  const key = (part: 'Title' | 'Text') =>
    `operator.commserv.confirm.${prefix ? `${prefix}${which}` : which.toLowerCase()}${part}`;
  const confirm = async () => {
    setBusy(true);
    try {
      await target.change();
      notify({ type: 'success', title: t('operator.commserv.statusChanged') });
      onDone();
    } catch (error) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(error) ? error.msg : String(error) });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  const props = {
    open: true,
    onClose,
    title: t(key('Title')),
    description: t(key('Text'), { name: target.name }),
    confirmLabel: t('operator.commserv.confirm.confirm'),
    cancelLabel: t('operator.commserv.confirm.cancel'),
    onConfirm: confirm,
    loading: busy,
    'data-testid': 'status-confirm',
  };
  return target.next === 1 ? <ConfirmDialog {...props} /> : <Dialog {...props} />;
}
