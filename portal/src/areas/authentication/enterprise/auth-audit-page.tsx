import { featureCodes } from '@cmp/functions/platform/permissions';
import { Link } from 'react-router';
import { api } from '../../../app/services';
import {
  type DetailDeclaration,
  type DetailDialogProps,
  DetailPage,
  type DetailPartProps,
} from '../../../components/detail-page';
import { ReasonDialog } from '../../../components/form-page';
import { formatBytes } from '../../../lib/format';
import {
  AUTH_DETAIL,
  AUTH_REASON_MAX,
  AUTH_TYPES,
  type AuditedApplication,
  auditPath,
  auditTones,
  authTypeOf,
  isUnaudited,
  listPath,
  validateReason,
} from './auth-model';

const k = (key: string) => `authentication.${key}`;
const tabOf = (ctx: { params: Record<string, string | undefined> }) => authTypeOf(ctx.params.authenticationType);

/** The two views of an application (`:authenticationType?`), as links: each view has its own address. */
function Tabs({ record: a, ctx }: DetailPartProps<AuditedApplication>) {
  const current = tabOf(ctx);
  return (
    <nav aria-label={ctx.t(k('audit.decision'))} className="mb-4 flex gap-1 border-b border-slate-200" data-testid="auth-tabs">
      {AUTH_TYPES.map((type) => (
        <Link
          key={type}
          to={auditPath(a.id, type)}
          replace
          aria-current={type === current ? 'page' : undefined}
          data-testid={`auth-tab-${type}`}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
            type === current
              ? 'border-brand-600 text-brand-700'
              : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
          }`}
        >
          {ctx.t(k(`audit.tabs.${type}`))}
        </Link>
      ))}
    </nav>
  );
}

/** The business licence image (a short-lived link from the server), opened full size in a new tab. */
function Licence({ record: a, ctx }: DetailPartProps<AuditedApplication>) {
  return (
    <figure className="space-y-2">
      <a href={a.licenceUrl} target="_blank" rel="noreferrer" title={ctx.t(k('audit.licenceOpen'))}>
        <img
          src={a.licenceUrl}
          alt={ctx.t(k('audit.licenceAlt'), { name: a.enterpriseName })}
          className="max-h-80 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          data-testid="auth-licence"
        />
      </a>
      <figcaption className="text-xs text-slate-500">
        {ctx.t(k('audit.licenceFile'), { type: a.licenceType.toUpperCase(), size: formatBytes(a.licenceBytes) })}
      </figcaption>
    </figure>
  );
}

const reasonDialog =
  (kind: 'reject' | 'cancel') =>
  ({ record: a, ctx, close, done }: DetailDialogProps<AuditedApplication>) => (
    <ReasonDialog
      namespace="authentication"
      title={ctx.t(k(`audit.${kind}Title`), { name: a.enterpriseName })}
      description={ctx.t(k(`audit.${kind}Description`))}
      confirmLabel={ctx.t(k(`audit.${kind}`))}
      label={k('audit.reasonLabel')}
      hint={ctx.t(k('audit.reasonHint'), { max: AUTH_REASON_MAX })}
      maxLength={AUTH_REASON_MAX}
      rule={validateReason}
      tone={kind === 'reject' ? 'danger' : 'default'}
      run={(reason) => api.call(`authentication.${kind}`, { id: a.id, reason: reason.trim() }, { silent: true })}
      done={ctx.t(k(`audit.${kind}Done`), { name: a.enterpriseName })}
      onClose={close}
      onDone={done}
      testId={`auth-${kind}`}
    />
  );

const onTab =
  (type: 'enterprise' | 'legalPerson') => (_a: AuditedApplication, ctx: { params: Record<string, string | undefined> }) =>
    tabOf(ctx) === type;

/**
 * /authentication/enterprise/audit/:id/:authenticationType?: one application — the enterprise view
 * (organisation, identifiers, licence image) or the legal-person view (legal person, masked identity
 * number, contact) — with its audit, and pass, reject (reason) or cancel (reason) while unaudited.
 */
const authAudit: DetailDeclaration<AuditedApplication> = {
  title: 'menu.authentication.enterprise.audit',
  heading: (a) => a.enterpriseName,
  subtitle: (a, ctx) => a && `${a.id} · ${ctx.t(k(`statuses.${a.auditStatus}`))}`,
  source: AUTH_DETAIL,
  request: ({ params }) => (params.id ? { id: params.id } : null),
  notFound: k('audit.notFound'),
  notFoundTestId: 'auth-not-found',
  before: Tabs,
  testId: 'auth-audit',
  sections: [
    {
      id: 'organisation',
      title: k('audit.organisation'),
      columns: 2,
      visible: onTab('enterprise'),
      testId: 'auth-organisation',
      fields: [
        { key: 'enterpriseName', label: k('fields.enterpriseName') },
        {
          key: 'enterprise',
          label: k('fields.enterprise'),
          value: (a, ctx) => a.enterpriseCustomerId ?? ctx.t(k('audit.newEnterprise')),
          testId: 'auth-enterprise',
        },
        { key: 'orgCode', label: k('fields.orgCode'), format: 'code', testId: 'auth-org-code' },
        { key: 'taxNumber', label: k('fields.taxNumber'), format: 'code' },
        { key: 'createdAt', label: k('fields.createdAt'), format: 'dateTime' },
      ],
    },
    { id: 'licence', title: k('fields.licence'), visible: onTab('enterprise'), content: Licence, testId: 'auth-licence-section' },
    {
      id: 'legalPerson',
      title: k('audit.legalPerson'),
      columns: 2,
      visible: onTab('legalPerson'),
      testId: 'auth-legal-person',
      fields: [
        { key: 'legalPersonName', label: k('fields.legalPersonName') },
        { key: 'legalPersonIdNumber', label: k('fields.legalPersonIdNumber'), format: 'code', testId: 'auth-id-number' },
      ],
    },
    {
      id: 'contact',
      title: k('audit.contact'),
      columns: 2,
      visible: onTab('legalPerson'),
      testId: 'auth-contact',
      fields: [
        { key: 'contactName', label: k('fields.contactName') },
        { key: 'contactPhone', label: k('fields.contactPhone') },
        { key: 'contactEmail', label: k('fields.contactEmail'), wide: true },
      ],
    },
    {
      id: 'decision',
      title: k('audit.decision'),
      columns: 2,
      testId: 'auth-decision',
      fields: [
        {
          key: 'auditStatus',
          label: k('fields.auditStatus'),
          state: { tones: auditTones, label: k('statuses'), testId: 'auth-audit-status' },
        },
        { key: 'auditedBy', label: k('fields.audited'), format: 'actor' },
        { key: 'auditedAt', label: k('fields.auditedAt'), format: 'dateTime' },
        { key: 'reason', label: k('fields.reason'), wide: true, testId: 'auth-reason' },
      ],
    },
  ],
  back: () => listPath,
  actions: [
    {
      id: 'pass',
      label: k('audit.pass'),
      permission: featureCodes.authEnterpriseAudit,
      visible: isUnaudited,
      variant: 'primary',
      confirm: {
        title: (a) => [k('audit.passTitle'), { name: a.enterpriseName }],
        description: k('audit.passDescription'),
        run: (a) => api.call('authentication.pass', { id: a.id }, { silent: true }),
        done: k('audit.passDone'),
        tone: 'default',
        dialogTestId: 'auth-pass-confirm',
      },
      testId: 'auth-pass',
    },
    {
      id: 'reject',
      label: k('audit.reject'),
      permission: featureCodes.authEnterpriseAudit,
      visible: isUnaudited,
      open: 'reject',
      variant: 'danger',
      testId: 'auth-reject',
    },
    {
      id: 'cancel',
      label: k('audit.cancel'),
      permission: featureCodes.authEnterpriseCancel,
      visible: isUnaudited,
      open: 'cancel',
      testId: 'auth-cancel',
    },
  ],
  dialogs: { reject: reasonDialog('reject'), cancel: reasonDialog('cancel') },
};

export default function AuthAuditPage() {
  return <DetailPage declaration={authAudit} />;
}
