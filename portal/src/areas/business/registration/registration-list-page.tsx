import { type ListDeclaration, type ListDialogProps, ListPage, enumFilter, textFilter } from '../../../components/list-page';
import { EMPTY, formatDateTime } from '../../../lib/format';
import { ApproveDialog } from './approve-dialog';
import { REGISTRATION_STATUSES, type Registration } from './registration-model';
import { RejectDialog } from './reject-dialog';
import { REGISTRATION_LIST } from './use-registrations';

const dialogs = {
  approve: ({ row, close, done }: ListDialogProps<Registration>) =>
    row && <ApproveDialog registration={row} onClose={close} onDone={done} />,
  reject: ({ row, close, done }: ListDialogProps<Registration>) =>
    row && <RejectDialog registration={row} onClose={close} onDone={done} />,
};
const pending = (r: Registration) => r.status === 'pending';

/** Applications by state, opening on those awaiting a decision. */
const statusFilter = enumFilter(
  'status',
  'business.registration.fields.status',
  REGISTRATION_STATUSES,
  'business.registration.status',
  {
    initial: 'pending',
    immediate: true,
    width: 'w-44',
    testId: 'filter-status',
  },
);
const keywordFilter = textFilter('keyword', 'business.registration.fields.keyword', {
  placeholder: 'business.registration.placeholders.keyword',
  width: 'w-64',
  testId: 'filter-keyword',
});

/** /business/registration/list: self-registrations for the platform to approve or reject (permission 8010004). */
export const registrationList: ListDeclaration<Registration> = {
  texts: 'business.registration',
  source: REGISTRATION_LIST,
  rowKey: 'id',
  filters: [statusFilter, keywordFilter],
  columns: [
    { key: 'companyName', className: 'font-medium text-slate-900' },
    {
      key: 'contactName',
      header: 'business.registration.fields.contact',
      cell: (r) => (
        <span>
          {r.contactName}
          <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums">{r.phone}</span>
          <span className="block text-xs text-slate-500">{r.email}</span>
        </span>
      ),
    },
    { key: 'loginName', className: 'whitespace-nowrap' },
    { key: 'createdAt', format: 'dateTime' },
    {
      key: 'status',
      state: { tones: { pending: 'amber', approved: 'green', rejected: 'red' }, label: 'business.registration.status' },
    },
    {
      key: 'decided',
      cell: (r) =>
        r.decidedBy ? (
          <span className="whitespace-nowrap">
            {r.decidedBy}
            <span className="block text-xs text-slate-500 tabular-nums">{r.decidedAt ? formatDateTime(r.decidedAt) : ''}</span>
          </span>
        ) : (
          EMPTY
        ),
    },
    {
      key: 'reason',
      cell: (r) => r.reason ?? (r.customerName ? `${r.customerName} (${r.channelCustId})` : EMPTY),
    },
  ],
  actionsTestId: (r) => `registration-actions-${r.loginName}`,
  rowActions: [
    {
      id: 'approve',
      label: 'business.registration.actions.approve',
      visible: pending,
      open: 'approve',
      testId: () => 'registration-approve',
    },
    {
      id: 'reject',
      label: 'business.registration.actions.reject',
      visible: pending,
      danger: () => true,
      open: 'reject',
      testId: () => 'registration-reject',
    },
  ],
  dialogs,
  testIds: { table: 'registration-table', empty: 'registration-empty' },
};

export default function RegistrationListPage() {
  return <ListPage declaration={registrationList} />;
}
