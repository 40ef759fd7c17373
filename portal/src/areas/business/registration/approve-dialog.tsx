import { useTranslation } from 'react-i18next';
import { type CustomerDraft, PAYMENT_MODELS } from '../../../components/business/customer-model';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { type ApproveDraft, type Registration, approveDraftOf, toApproveBody, validateApprove } from './registration-model';
import { approveRegistration, useEnterpriseOptions, useRegistrationRoles } from './use-registrations';

/** The dialog's draft: the approval's choices, the new enterprise's fields beside them, and the enterprise search. */
type Draft = Omit<ApproveDraft, 'enterprise'> & CustomerDraft & { search: string };
type Options = { value: string; label: string }[];
type Data = { roles: Options; enterprises: Options };

const flat = ({ enterprise, ...d }: ApproveDraft): Draft => ({ ...d, ...enterprise, search: '' });
const nested = ({ into, channelCustId, roleId, search: _, ...enterprise }: Draft): ApproveDraft => ({
  into,
  channelCustId,
  roleId,
  enterprise,
});

/** The options of an existing enterprise and of a role (custom roles of the chosen enterprise too). */
function useData(d: Draft): Data {
  const existing = d.into === 'existing';
  const enterprises = useEnterpriseOptions(existing, d.search).data?.items ?? [];
  const roles = useRegistrationRoles(existing && d.channelCustId ? d.channelCustId : undefined).data ?? [];
  return {
    roles: roles.map((r) => ({ value: r.roleId, label: r.name })),
    enterprises: enterprises.map((c) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` })),
  };
}

const isNew = (d: Draft) => d.into === 'new';
const isExisting = (d: Draft) => d.into === 'existing';

/** The new-enterprise fields the dialog asks for; the rest of the profile is edited later on the customer page. */
const enterpriseFields: DialogField<Draft, Data>[] = (
  ['name', 'code', 'businessLicence', 'taxNumber', 'adminName', 'adminPhone', 'adminEmail'] as const
).map((name) => ({ kind: 'text', name, label: `business.customer.fields.${name}`, visible: isNew, testId: `approve-${name}` }));

const fields: DialogField<Draft, Data>[] = [
  {
    kind: 'select',
    name: 'into',
    label: 'business.registration.approve.into',
    options: ['new', 'existing'],
    optionLabel: (into: string, t) =>
      t(into === 'new' ? 'business.registration.approve.intoNew' : 'business.registration.approve.intoExisting'),
    testId: 'approve-into',
  },
  {
    kind: 'select',
    name: 'roleId',
    label: 'business.registration.approve.role',
    placeholder: 'business.registration.approve.rolePlaceholder',
    options: (_, ctx) => ctx.data.roles,
    testId: 'approve-role',
  },
  {
    kind: 'text',
    name: 'search',
    label: 'business.registration.approve.enterpriseSearch',
    placeholder: 'business.registration.approve.enterpriseSearchPlaceholder',
    visible: isExisting,
    testId: 'approve-enterprise-search',
  },
  {
    kind: 'select',
    name: 'channelCustId',
    label: 'business.registration.approve.enterprise',
    placeholder: (_, ctx) =>
      ctx.data.enterprises.length
        ? 'business.registration.approve.enterprisePlaceholder'
        : 'business.registration.approve.noEnterprise',
    options: (_, ctx) => ctx.data.enterprises,
    visible: isExisting,
    testId: 'approve-enterprise',
  },
  ...enterpriseFields,
  {
    kind: 'select',
    name: 'paymentModel',
    label: 'business.customer.fields.paymentModel',
    options: PAYMENT_MODELS,
    optionLabel: 'business.customer.paymentModel',
    visible: isNew,
    testId: 'approve-paymentModel',
  },
];

/** Another target clears the role (and the enterprise); another enterprise offers its own roles. */
function normalize(d: Draft, previous: Draft): Draft {
  if (d.into !== previous.into) return { ...d, roleId: d.into === 'new' ? '3000' : '', channelCustId: '' };
  if (d.channelCustId !== previous.channelCustId) return { ...d, roleId: '' };
  return d;
}

/** Approves a registration into a new enterprise (created by the customer rules) or an existing one, with a role. */
export function ApproveDialog({
  registration,
  onClose,
  onDone,
}: { registration: Registration; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('business');
  return (
    <FormDialog<Draft, Data>
      namespace="business"
      size="lg"
      title={t('business.registration.approve.title', { loginName: registration.loginName })}
      description={t('business.registration.approve.description', { companyName: registration.companyName })}
      confirmLabel={t('business.registration.approve.confirm')}
      initial={() => flat(approveDraftOf(registration))}
      useData={useData}
      fields={fields}
      columns={2}
      normalize={normalize}
      validate={(d) => validateApprove(nested(d))}
      submit={(d) => approveRegistration(toApproveBody(registration, nested(d)))}
      done={() => t('business.registration.approve.done', { loginName: registration.loginName })}
      note={<p className="mt-3 text-xs text-slate-500">{t('business.registration.approve.roleHint')}</p>}
      onClose={onClose}
      onDone={onDone}
      testId="approve-dialog"
    />
  );
}
