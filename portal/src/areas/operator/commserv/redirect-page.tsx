import { Button, ConfirmDialog, Panel, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { type Commserv, isHttpUrl } from './commserv-model';
import { SelectableServices } from './selectable-services';
import { COMMSERV_LIST, saveRedirect } from './use-commserv';
import { reloadList } from './use-reload';

/** /operator/commserv-list/config-manager/redirect: set or clear the redirection address of chosen services. */
export default function RedirectPage() {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  const columns: TableColumn<Commserv>[] = [
    { key: 'commservId', header: f('commservId'), className: 'font-mono text-xs' },
    { key: 'name', header: f('name') },
    { key: 'type', header: f('type'), cell: (c) => t(`operator.commserv.type.${c.type}`) },
    {
      key: 'redirect',
      header: f('redirect'),
      cell: (c) => c.redirect ?? t('operator.commserv.redirect.none'),
      className: 'break-all',
    },
  ];
  const save = async (redirect: string) => {
    if (!selected.length) return setError(t('operator.commserv.rules.selectServices'));
    if (redirect && !isHttpUrl(redirect)) return setError(t('operator.commserv.rules.url'));
    setBusy(true);
    setError(null);
    try {
      const done = await saveRedirect({ commservIds: selected, redirect });
      notify({ type: 'success', title: t('operator.commserv.redirect.saved', { count: done.length }) });
      setSelected([]);
      void reloadList(COMMSERV_LIST);
    } catch (e) {
      const msg = isApiError(e) ? e.msg : String(e);
      setError(msg);
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setBusy(false);
      setConfirmClear(false);
    }
  };
  return (
    <div className="space-y-5">
      <PageHeader title={t('operator.commserv.menu.redirect')} subtitle={t('operator.commserv.redirect.subtitle')} />
      <Panel title={t('operator.commserv.selected', { count: selected.length })}>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="w-96"
            label={f('redirect')}
            hint={t('operator.commserv.hints.redirect')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            data-testid="redirect-url"
          />
          <Button onClick={() => save(url.trim())} loading={busy} disabled={!url.trim()} data-testid="redirect-set">
            {t('operator.commserv.redirect.set')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => (selected.length ? setConfirmClear(true) : setError(t('operator.commserv.rules.selectServices')))}
          >
            {t('operator.commserv.redirect.clear')}
          </Button>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </Panel>
      <SelectableServices
        route={COMMSERV_LIST}
        caption={t('operator.commserv.redirect.table')}
        columns={columns}
        selected={selected}
        onSelect={setSelected}
      />
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('operator.commserv.redirect.clearTitle')}
        description={t('operator.commserv.redirect.clearText', { count: selected.length })}
        confirmLabel={t('operator.commserv.confirm.confirm')}
        cancelLabel={t('operator.commserv.confirm.cancel')}
        onConfirm={() => save('')}
        loading={busy}
      />
    </div>
  );
}
