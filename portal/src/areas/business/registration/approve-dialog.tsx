import { Dialog, Select, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerField, PAYMENT_MODELS } from '../../../components/business/customer-model';
import { FieldError, useRuleText } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import type { FormErrors } from '../../../lib/form-rules';
import {
  type ApproveDraft,
  type ApproveField,
  type Registration,
  approveDraftOf,
  toApproveBody,
  validateApprove,
} from './registration-model';
import { approveRegistration, useEnterpriseOptions, useRegistrationRoles } from './use-registrations';

/** The new-enterprise fields the dialog asks for; the rest of the profile is edited later on the customer page. */
const enterpriseFields = ['name', 'code', 'businessLicence', 'taxNumber', 'adminName', 'adminPhone', 'adminEmail'] as const;

/** Approves a registration into a new enterprise (created by the customer rules) or an existing one, with a role. */
export function ApproveDialog({
  registration,
  onClose,
  onDone,
}: { registration: Registration; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('business');
  const notify = useNotify();
  const ruleText = useRuleText();
  const [draft, setDraft] = useState<ApproveDraft>(() => approveDraftOf(registration));
  const [errors, setErrors] = useState<FormErrors<ApproveField>>({});
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const existing = draft.into === 'existing';
  const enterprises = useEnterpriseOptions(existing, search).data?.items ?? [];
  const roles = useRegistrationRoles(existing && draft.channelCustId ? draft.channelCustId : undefined).data ?? [];

  const change = (next: Partial<ApproveDraft>, field?: ApproveField) => {
    setDraft((d) => ({ ...d, ...next }));
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setEnterprise = (field: CustomerField, value: string) => {
    setDraft((d) => ({ ...d, enterprise: { ...d.enterprise, [field]: value } }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const found = validateApprove(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await approveRegistration(toApproveBody(registration, draft));
      notify({ type: 'success', title: t('business.registration.approve.done', { loginName: registration.loginName }) });
      onDone();
    } catch (error) {
      const field = isApiError(error) ? (error.field as ApproveField | undefined) : undefined;
      const msg = isApiError(error) ? error.msg : String(error);
      if (field && (field === 'roleId' || field === 'channelCustId' || field in draft.enterprise))
        setErrors((e) => ({ ...e, [field]: { key: msg } }));
      else notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('business.registration.approve.title', { loginName: registration.loginName })}
      description={t('business.registration.approve.description', { companyName: registration.companyName })}
      confirmLabel={t('business.registration.approve.confirm')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={saving}
      data-testid="approve-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          label={t('business.registration.approve.into')}
          options={[
            { value: 'new' as const, label: t('business.registration.approve.intoNew') },
            { value: 'existing' as const, label: t('business.registration.approve.intoExisting') },
          ]}
          value={draft.into}
          onChange={(into) => change({ into, roleId: into === 'new' ? '3000' : '', channelCustId: '' })}
          data-testid="approve-into"
        />
        <div className="flex flex-col gap-3">
          <Select
            label={t('business.registration.approve.role')}
            placeholder={t('business.registration.approve.rolePlaceholder')}
            options={roles.map((r) => ({ value: r.roleId, label: r.name }))}
            value={draft.roleId || null}
            onChange={(roleId) => change({ roleId }, 'roleId')}
            data-testid="approve-role"
          />
          <FieldError>{ruleText(errors.roleId)}</FieldError>
        </div>
        {existing ? (
          <>
            <TextField
              label={t('business.registration.approve.enterpriseSearch')}
              placeholder={t('business.registration.approve.enterpriseSearchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="approve-enterprise-search"
            />
            <div className="flex flex-col gap-3">
              <Select
                label={t('business.registration.approve.enterprise')}
                placeholder={
                  enterprises.length
                    ? t('business.registration.approve.enterprisePlaceholder')
                    : t('business.registration.approve.noEnterprise')
                }
                options={enterprises.map((c) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` }))}
                value={draft.channelCustId || null}
                onChange={(channelCustId) => change({ channelCustId, roleId: '' }, 'channelCustId')}
                data-testid="approve-enterprise"
              />
              <FieldError>{ruleText(errors.channelCustId)}</FieldError>
            </div>
          </>
        ) : (
          <>
            {enterpriseFields.map((field) => (
              <TextField
                key={field}
                label={t(`business.customer.fields.${field}`)}
                value={draft.enterprise[field]}
                onChange={(e) => setEnterprise(field, e.target.value)}
                error={ruleText(errors[field])}
                data-testid={`approve-${field}`}
              />
            ))}
            <Select
              label={t('business.customer.fields.paymentModel')}
              options={PAYMENT_MODELS.map((m) => ({ value: m, label: t(`business.customer.paymentModel.${m}`) }))}
              value={draft.enterprise.paymentModel}
              onChange={(paymentModel) => setDraft((d) => ({ ...d, enterprise: { ...d.enterprise, paymentModel } }))}
              data-testid="approve-paymentModel"
            />
          </>
        )}
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('business.registration.approve.roleHint')}</p>
    </Dialog>
  );
}
