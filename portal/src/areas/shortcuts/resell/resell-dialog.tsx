import { ConfirmDialog, Dialog, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import type { ListDialogProps } from '../../../components/list-page';
import { isApiError } from '../../../lib/api';
import type { ResellAction, ResellOutcome, ResellRow } from './resell-model';

const k = (key: string) => `shortcuts.resell.${key}`;

/**
 * One action on the selected cards: sync the operator's resale status, or list them for resale /
 * withdraw them at the operator. Confirmed first; then what came of each card (the ones the operator
 * refused or could not answer for are named), and the list is read again on close.
 */
export function resellDialog(action: ResellAction) {
  return function ResellDialog({ payload, ctx, close, done }: ListDialogProps<ResellRow>) {
    const { t } = useTranslation('shortcuts');
    const notify = useNotify();
    const iccids = (payload as string[] | undefined) ?? [];
    const count = iccids.length;
    const channelCustId = ctx.scope.platform ? ctx.scope.channelCustId : undefined;
    const [busy, setBusy] = useState(false);
    const [result, setResult] = useState<{ succeeded: number; failed: number; items: ResellOutcome[] } | null>(null);

    const start = async () => {
      setBusy(true);
      try {
        const scope = channelCustId ? { channelCustId } : {};
        setResult(
          action === 'sync'
            ? await api.call('resell.sync', { iccids, ...scope })
            : await api.call('resell.set', { iccids, action, ...scope }),
        );
      } catch (e) {
        notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
        close();
      } finally {
        setBusy(false);
      }
    };

    if (result) {
      const failed = result.items.filter((o) => o.error);
      return (
        <Dialog
          open
          onClose={done}
          title={t(k(`actions.${action}`))}
          description={t(k('result.summary'), { succeeded: result.succeeded, failed: result.failed })}
          confirmLabel={t('dataList.close')}
          onConfirm={done}
          data-testid="resell-result"
        >
          {failed.length > 0 && (
            <ul className="max-h-60 space-y-1 overflow-auto text-sm" data-testid="resell-failures">
              {failed.map((o) => (
                <li key={o.iccid} className="flex gap-2">
                  <code className="font-mono">{o.iccid}</code>
                  <span className="text-red-700">{t(k(`result.errors.${o.error}`))}</span>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      );
    }
    const confirm = {
      open: true,
      onClose: close,
      title: t(k(`confirm.${action}.title`), { count }),
      description: t(k(`confirm.${action}.text`), { count }),
      confirmLabel: t(k(`actions.${action}`)),
      cancelLabel: t('dataList.cancel'),
      onConfirm: start,
      loading: busy,
      'data-testid': 'resell-confirm',
    };
    return action === 'withdrawn' ? <ConfirmDialog {...confirm} /> : <Dialog {...confirm} size="sm" />;
  };
}
