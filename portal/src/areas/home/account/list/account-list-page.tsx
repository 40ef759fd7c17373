import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, type ListDialogProps, ListPage, enumFilter } from '../../../../components/list-page';
import { ACCOUNT_STATUSES, type Account, ROLE_TYPES } from '../account-model';
import { AccountFormDialog } from './account-form-dialog';
import { FreezeDialog } from './freeze-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ACCOUNT_LIST } from './use-accounts';

const dialogs = {
  form: ({ row, ctx, close, done }: ListDialogProps<Account>) => (
    <AccountFormDialog account={row} channelCustId={ctx.params.channelCustId} onClose={close} onSaved={done} />
  ),
  freeze: ({ row, close, done }: ListDialogProps<Account>) => row && <FreezeDialog account={row} onClose={close} onDone={done} />,
  reset: ({ row, close }: ListDialogProps<Account>) => row && <ResetPasswordDialog account={row} onClose={close} />,
};

const manage = featureCodes.accountButtons;

/** /home/account/list/:channelCustId?: accounts with filters; actions need permission 1000002. */
export const accountList: ListDeclaration<Account> = {
  title: 'home.account.title',
  subtitle: ({ params }) =>
    params.channelCustId ? ['home.account.subtitleFor', { channelCustId: params.channelCustId }] : ['home.account.subtitle'],
  texts: 'home.account',
  source: ACCOUNT_LIST,
  fixed: ({ params }) => ({ channelCustId: params.channelCustId }),
  rowKey: 'loginName',
  filters: [
    {
      kind: 'text',
      field: 'loginName',
      label: 'home.account.fields.loginName',
      placeholder: 'home.account.placeholders.loginName',
      width: 'w-52',
      testId: 'filter-loginName',
    },
    enumFilter('roleType', 'home.account.fields.roleType', ROLE_TYPES, 'home.account.roleType', { width: 'w-52' }),
    enumFilter('status', 'home.account.fields.status', ACCOUNT_STATUSES, 'home.account.status', { width: 'w-40' }),
  ],
  columns: [
    { key: 'loginName', className: 'font-medium text-slate-900' },
    { key: 'displayName' },
    {
      key: 'roleName',
      header: 'home.account.fields.role',
      cell: (a, { t }) => a.roleName || t(`home.account.roleType.${a.roleType}`),
    },
    { key: 'customerName', header: 'home.account.fields.customer' },
    {
      key: 'status',
      state: { tones: { active: 'green', frozen: 'red', pending: 'amber' }, label: 'home.account.status' },
    },
    { key: 'lastLoginAt', format: 'dateTime' },
  ],
  actionsTestId: (a) => `account-actions-${a.loginName}`,
  rowActions: [
    { id: 'edit', label: 'home.account.actions.edit', permission: manage, open: 'form', testId: () => 'account-edit' },
    {
      id: 'freeze',
      label: (a) => [a.status === 'frozen' ? 'home.account.actions.thaw' : 'home.account.actions.freeze'],
      permission: manage,
      // Nobody freezes their own account.
      visible: (a, { session }) => a.loginName !== session.loginName,
      danger: (a) => a.status !== 'frozen',
      open: 'freeze',
      testId: () => 'account-freeze',
    },
    { id: 'reset', label: 'home.account.actions.reset', permission: manage, open: 'reset', testId: () => 'account-reset' },
    {
      id: 'records',
      label: 'home.account.actions.records',
      permission: manage,
      to: (a) => `/home/account/freeze/${encodeURIComponent(a.loginName)}`,
      testId: () => 'account-records',
    },
  ],
  headerActions: [{ id: 'add', label: 'home.account.add', permission: manage, open: 'form', testId: 'account-add' }],
  dialogs,
  testIds: { table: 'account-table' },
};

export default function AccountListPage() {
  return <ListPage declaration={accountList} />;
}
