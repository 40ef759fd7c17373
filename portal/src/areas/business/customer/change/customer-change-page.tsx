import { Button, EmptyState, Panel, Select, Skeleton, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { saveCustomer, updateCustomer, useCustomer } from '../../../../components/business-customer/use-customers';
import {
  CUSTOMER_STATUSES,
  type CustomerDraft,
  type CustomerField,
  INVOICE_TYPES,
  PAYMENT_MODELS,
  customerDraftOf,
  customerPath,
  emptyCustomerDraft,
  isPlatformRole,
  toCustomerInput,
  validateCustomer,
} from '../../../../components/business/customer-model';
import { PageHeader } from '../../../../components/data-list';
import { useRuleText } from '../../../../components/form-fields';
import { isApiError } from '../../../../lib/api';
import type { FormErrors } from '../../../../lib/form-rules';
import { useSession } from '../../../../lib/use-session';

/** Which fields each section of the form holds (the same groups as the detail page). */
const SECTIONS: Array<[string, CustomerField[]]> = [
  ['basic', ['code', 'name', 'status', 'businessUnit', 'industry']],
  ['licence', ['businessLicence', 'taxNumber']],
  ['bank', ['bankName', 'bankAccount']],
  ['invoice', ['invoiceTitle', 'invoiceTaxNumber', 'invoiceType', 'invoiceAddress', 'invoicePhone']],
  ['sales', ['paymentModel', 'salesPerson']],
  ['admin', ['adminName', 'adminPhone', 'adminEmail']],
];

/**
 * /business/customer/change/:channelCustId(?custId=) edits a customer; /business/customer/add
 * creates one (an enterprise for platform users, a secondary customer for an enterprise).
 */
export default function CustomerChangePage() {
  const { t } = useTranslation('business');
  const navigate = useNavigate();
  const notify = useNotify();
  const ruleText = useRuleText();
  const { channelCustId } = useParams();
  const custId = useSearchParams()[0].get('custId');
  const { roleId } = useSession();
  const creating = !channelCustId;
  const enterprise = creating ? isPlatformRole(roleId) : !custId;
  const existing = useCustomer(channelCustId, custId);
  const [draft, setDraft] = useState<CustomerDraft | null>(creating ? emptyCustomerDraft() : null);
  const [errors, setErrors] = useState<FormErrors<CustomerField>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (existing.data && !draft) setDraft(customerDraftOf(existing.data));
  }, [existing.data, draft]);

  const set = <K extends CustomerField>(key: K, value: CustomerDraft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = validateCustomer(draft, enterprise);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const input = toCustomerInput(draft);
      const saved = creating
        ? await saveCustomer(input)
        : await updateCustomer({ channelCustId, ...(custId ? { custId } : {}), ...input });
      notify({ type: 'success', title: t('business.customer.saved') });
      navigate(customerPath('detail', saved ?? { channelCustId: channelCustId as string, custId }), { replace: true });
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? error.field : undefined;
      const flat: Record<string, CustomerField> = { adminContact: 'adminName', bank: 'bankName', invoice: 'invoiceTitle' };
      const target = field && (field in (draft as object) ? (field as CustomerField) : flat[field]);
      if (target) setErrors((e) => ({ ...e, [target]: { key: msg } }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  const control = (key: CustomerField): ReactNode => {
    if (!draft) return null;
    const label = t(`business.customer.fields.${key}`);
    if (key === 'status')
      return (
        <Select
          key={key}
          label={label}
          options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`business.customer.status.${s}`) }))}
          value={draft.status}
          onChange={(v) => set('status', v)}
          data-testid="customer-status"
        />
      );
    if (key === 'paymentModel')
      return (
        <Select
          key={key}
          label={label}
          options={PAYMENT_MODELS.map((m) => ({ value: m, label: t(`business.customer.paymentModel.${m}`) }))}
          value={draft.paymentModel}
          onChange={(v) => set('paymentModel', v)}
        />
      );
    if (key === 'invoiceType')
      return (
        <Select
          key={key}
          label={label}
          options={INVOICE_TYPES.map((m) => ({ value: m, label: t(`business.customer.invoiceType.${m}`) }))}
          value={draft.invoiceType}
          onChange={(v) => set('invoiceType', v)}
        />
      );
    const hint =
      key === 'adminPhone'
        ? t('business.customer.hints.phoneList')
        : key === 'adminEmail'
          ? t('business.customer.hints.emailList')
          : undefined;
    return (
      <TextField
        key={key}
        label={label}
        hint={hint}
        value={String(draft[key])}
        disabled={key === 'code' && !creating}
        onChange={(e) => set(key, e.target.value)}
        error={ruleText(errors[key])}
        data-testid={`customer-${key}`}
      />
    );
  };

  const title = creating ? t('business.customer.menu.add') : t('business.customer.menu.change');
  return (
    <div className="space-y-5">
      <PageHeader
        title={title}
        subtitle={existing.data ? [existing.data.name, existing.data.code].filter(Boolean).join(' · ') : undefined}
      />
      {existing.error ? (
        <EmptyState
          data-testid="load-error"
          title={existing.error.status === 404 ? t('business.customer.notFound') : t('dataList.loadFailed')}
          description={existing.error.msg}
        />
      ) : !draft ? (
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5" data-testid="customer-form">
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            {SECTIONS.map(([id, fields]) => (
              <Panel key={id} title={t(`business.customer.sections.${id}`)}>
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{fields.map(control)}</div>
              </Panel>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(-1)} disabled={saving}>
              {t('dataList.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="customer-save">
              {t('dataList.save')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
