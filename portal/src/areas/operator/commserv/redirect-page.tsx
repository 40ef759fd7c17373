import { Button, ConfirmDialog, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpUrl } from './commserv-model';
import { ServicesActionPage, serviceColumns, useServicesAction } from './selectable-services';
import { COMMSERV_LIST, saveRedirect } from './use-commserv';

/** /operator/commserv-list/config-manager/redirect: set or clear the redirection address of chosen services. */
export default function RedirectPage() {
  const { t } = useTranslation('operator');
  const action = useServicesAction(COMMSERV_LIST);
  const [url, setUrl] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const f = (k: string) => t(`operator.commserv.fields.${k}`);
  const columns = serviceColumns(t, [
    {
      key: 'redirect',
      header: f('redirect'),
      cell: (c) => c.redirect ?? t('operator.commserv.redirect.none'),
      className: 'break-all',
    },
  ]);
  const save = async (redirect: string) => {
    await action.run(
      redirect && !isHttpUrl(redirect) ? t('operator.commserv.rules.url') : null,
      (commservIds) => saveRedirect({ commservIds, redirect }),
      (count) => t('operator.commserv.redirect.saved', { count }),
    );
    setConfirmClear(false);
  };
  return (
    <ServicesActionPage
      title={t('operator.commserv.menu.redirect')}
      subtitle={t('operator.commserv.redirect.subtitle')}
      action={action}
      route={COMMSERV_LIST}
      caption={t('operator.commserv.redirect.table')}
      columns={columns}
      controls={
        <>
          <TextField
            className="w-96"
            label={f('redirect')}
            hint={t('operator.commserv.hints.redirect')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            data-testid="redirect-url"
          />
          <Button onClick={() => save(url.trim())} loading={action.busy} disabled={!url.trim()} data-testid="redirect-set">
            {t('operator.commserv.redirect.set')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              action.selected.length ? setConfirmClear(true) : action.setError(t('operator.commserv.rules.selectServices'))
            }
          >
            {t('operator.commserv.redirect.clear')}
          </Button>
        </>
      }
    >
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('operator.commserv.redirect.clearTitle')}
        description={t('operator.commserv.redirect.clearText', { count: action.selected.length })}
        confirmLabel={t('operator.commserv.confirm.confirm')}
        cancelLabel={t('operator.commserv.confirm.cancel')}
        onConfirm={() => save('')}
        loading={action.busy}
      />
    </ServicesActionPage>
  );
}
