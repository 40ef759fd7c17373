import { Button, EmptyState, Panel, PasswordField, Select, Skeleton, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { type OperatorCode, addAccount, editAccount, isHttpUrl, useAccount } from './use-operator';

interface Draft {
  operator: OperatorCode;
  accountName: string;
  endpoint: string;
  appId: string;
  secret: string;
  remark: string;
}
const empty: Draft = { operator: 'CMCC', accountName: '', endpoint: '', appId: '', secret: '', remark: '' };

/** /operator/config/add and /edit/:operAccountId. The secret is write-only: empty on edit keeps the stored one. */
export default function AccountFormPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const notify = useNotify();
  const { operAccountId } = useParams();
  const creating = !operAccountId;
  const existing = useAccount(operAccountId);
  const [draft, setDraft] = useState<Draft | null>(creating ? empty : null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const a = existing.data;
    if (a && !draft)
      setDraft({
        operator: a.operator,
        accountName: a.accountName,
        endpoint: a.endpoint,
        appId: a.appId,
        secret: '',
        remark: a.remark ?? '',
      });
  }, [existing.data, draft]);
  const set = (k: keyof Draft, v: string) => {
    setDraft((d) => (d ? { ...d, [k]: v } : d));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const f = (k: string) => t(`operator.config.accounts.fields.${k}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found: Partial<Record<keyof Draft, string>> = {};
    for (const k of ['accountName', 'endpoint', 'appId'] as const) if (!draft[k].trim()) found[k] = t('formRules.required');
    if (draft.endpoint.trim() && !isHttpUrl(draft.endpoint.trim())) found.endpoint = t('operator.config.accounts.rules.url');
    if (creating && !draft.secret) found.secret = t('operator.config.accounts.rules.secret');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const body = {
        operator: draft.operator,
        accountName: draft.accountName.trim(),
        endpoint: draft.endpoint.trim(),
        appId: draft.appId.trim(),
        ...(draft.secret ? { secret: draft.secret } : {}),
        ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
      };
      const saved = creating ? await addAccount(body) : await editAccount({ operAccountId, ...body });
      notify({ type: 'success', title: t('operator.config.accounts.saved') });
      navigate(`/operator/config/detail/${saved.operAccountId}`, { replace: true });
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in empty) setErrors((e) => ({ ...e, [field]: msg }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t(creating ? 'operator.config.menu.accountAdd' : 'operator.config.menu.accountEdit')}
        subtitle={existing.data?.accountName}
      />
      {existing.error ? (
        <EmptyState
          data-testid="load-error"
          title={existing.error.status === 404 ? t('operator.config.accounts.notFound') : t('dataList.loadFailed')}
          description={existing.error.msg}
        />
      ) : !draft ? (
        <div aria-busy="true">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5" data-testid="account-form">
          <Panel title={t('operator.config.menu.accounts')}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Select
                label={f('operator')}
                options={(['CMCC', 'CUCC', 'CTCC'] as const).map((o) => ({ value: o, label: t(`operator.${o}`) }))}
                value={draft.operator}
                onChange={(v) => set('operator', v)}
              />
              <TextField
                label={f('accountName')}
                value={draft.accountName}
                onChange={(e) => set('accountName', e.target.value)}
                error={errors.accountName}
                data-testid="account-name"
              />
              <TextField
                label={f('endpoint')}
                value={draft.endpoint}
                onChange={(e) => set('endpoint', e.target.value)}
                error={errors.endpoint}
                data-testid="account-endpoint"
              />
              <TextField
                label={f('appId')}
                value={draft.appId}
                onChange={(e) => set('appId', e.target.value)}
                error={errors.appId}
                data-testid="account-appid"
              />
              <PasswordField
                label={f('secret')}
                autoComplete="new-password"
                showLabel={t('password.show')}
                hint={t(creating ? 'operator.config.accounts.secretHintNew' : 'operator.config.accounts.secretHintEdit')}
                value={draft.secret}
                onChange={(e) => set('secret', e.target.value)}
                error={errors.secret}
                data-testid="account-secret"
              />
              <TextField label={f('remark')} value={draft.remark} onChange={(e) => set('remark', e.target.value)} />
            </div>
          </Panel>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(-1)} disabled={saving}>
              {t('dataList.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="account-save">
              {t('dataList.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
