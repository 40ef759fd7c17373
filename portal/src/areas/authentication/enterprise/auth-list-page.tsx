import { type ListDeclaration, ListPage, enumFilter, textFilter } from '../../../components/list-page';
import { formatDateTime, orEmpty } from '../../../lib/format';
import { AUDIT_STATUSES, AUTH_LIST, type Application, auditPath, auditTones, isUnaudited } from './auth-model';

const k = (key: string) => `authentication.${key}`;

/** Applications by audit status, opening on those still unaudited. */
const statusFilter = enumFilter('auditStatus', k('fields.auditStatus'), AUDIT_STATUSES, k('statuses'), {
  initial: 0,
  immediate: true,
  width: 'w-44',
  testId: 'auth-filter-status',
});
const keywordFilter = textFilter('keyword', k('fields.keyword'), {
  placeholder: k('list.keywordPlaceholder'),
  width: 'w-64',
  maxLength: 100,
  testId: 'auth-filter-keyword',
});

/**
 * /authentication/enterprise/list: enterprise real-name applications, newest first, for the platform
 * to audit (15010001). Identity numbers and phones arrive masked from the server (spec §9).
 */
export const authList: ListDeclaration<Application> = {
  texts: 'authentication.list',
  source: AUTH_LIST,
  rowKey: 'id',
  filters: [statusFilter, keywordFilter],
  columns: [
    {
      key: 'enterpriseName',
      header: k('fields.enterpriseName'),
      link: (a) => auditPath(a.id),
      linkTestId: (a) => `auth-open-${a.id}`,
      below: (a) => <span className="font-mono text-xs text-slate-500">{a.orgCode}</span>,
    },
    {
      key: 'legalPerson',
      header: k('fields.legalPersonName'),
      cell: (a) => (
        <span>
          {a.legalPersonName}
          <span className="block font-mono text-xs whitespace-nowrap text-slate-500" data-testid={`auth-id-${a.id}`}>
            {a.legalPersonIdNumber}
          </span>
        </span>
      ),
    },
    {
      key: 'contact',
      header: k('fields.contactName'),
      cell: (a) => (
        <span>
          {a.contactName}
          <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums">{a.contactPhone}</span>
        </span>
      ),
    },
    { key: 'createdAt', header: k('fields.createdAt'), format: 'dateTime' },
    {
      key: 'auditStatus',
      header: k('fields.auditStatus'),
      state: { tones: auditTones, label: k('statuses'), testId: (a) => `auth-status-${a.id}` },
    },
    {
      key: 'audited',
      header: k('fields.audited'),
      cell: (a) =>
        a.auditedBy ? (
          <span className="whitespace-nowrap">
            {a.auditedBy}
            <span className="block text-xs text-slate-500 tabular-nums">{a.auditedAt ? formatDateTime(a.auditedAt) : ''}</span>
          </span>
        ) : (
          orEmpty(null)
        ),
    },
    { key: 'reason', header: k('fields.reason'), cell: (a) => orEmpty(a.reason) },
  ],
  actionsTestId: (a) => `auth-actions-${a.id}`,
  rowActions: [
    { id: 'audit', label: k('list.audit'), visible: isUnaudited, to: (a) => auditPath(a.id), testId: () => 'auth-audit' },
    { id: 'view', label: k('list.view'), visible: (a) => !isUnaudited(a), to: (a) => auditPath(a.id), testId: () => 'auth-view' },
  ],
  shortPage: k('list.shortPage'),
  emptyDescription: k('list.empty'),
  testIds: { table: 'auth-table', empty: 'auth-empty' },
};

export default function AuthListPage() {
  return <ListPage declaration={authList} />;
}
