import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../../components/form-page';
import { useCustomerDirectory } from '../../../../lib/customer-directory';
import {
  type Account,
  type AccountDraft,
  type RoleOption,
  draftOf,
  emptyDraft,
  needsSecondaryCustomer,
  toSaveBody,
  validateAccount,
} from '../account-model';
import { saveAccount, updateAccount, useRoleOptions } from './use-accounts';

export interface AccountFormDialogProps {
  /** null: create a new account. */
  account: Account | null;
  /** The customer the list is narrowed to (platform users). */
  channelCustId?: string;
  onClose: () => void;
  onSaved: () => void;
}

type Data = { creating: boolean; roles: readonly RoleOption[]; customers: { value: string; label: string }[] };

const creating = (_: AccountDraft, ctx: { data: Data }) => ctx.data.creating;

const fields: DialogField<AccountDraft, Data>[] = [
  {
    kind: 'text',
    name: 'loginName',
    label: 'home.account.fields.loginName',
    disabled: (d, ctx) => !creating(d, ctx),
    testId: 'account-loginName',
  },
  { kind: 'text', name: 'displayName', label: 'home.account.fields.displayName', testId: 'account-displayName' },
  {
    kind: 'select',
    name: 'roleId',
    label: 'home.account.fields.role',
    placeholder: 'home.account.placeholders.role',
    options: (_, ctx) => ctx.data.roles.map((r) => ({ value: String(r.roleId), label: r.name })),
    testId: 'account-role',
  },
  {
    kind: 'select',
    name: 'custId',
    label: 'home.account.fields.secondaryCustomer',
    placeholder: 'home.account.placeholders.customer',
    options: (_, ctx) => ctx.data.customers,
    // A role of type 5000 belongs to a secondary customer.
    visible: (d, ctx) => creating(d, ctx) && needsSecondaryCustomer(ctx.data.roles, d.roleId),
    testId: 'account-custId',
  },
  { kind: 'text', name: 'email', label: 'home.account.fields.email', type: 'email', testId: 'account-email' },
  { kind: 'text', name: 'phone', label: 'home.account.fields.phone', type: 'tel', testId: 'account-phone' },
  {
    kind: 'password',
    name: 'password',
    label: 'home.account.fields.password',
    hint: 'home.account.passwordHint',
    visible: creating,
    testId: 'account-password',
  },
];

/** Create or edit an account: role from the assignable roles, a secondary customer for role type 5000. */
export function AccountFormDialog({ account, channelCustId, onClose, onSaved }: AccountFormDialogProps) {
  const { t } = useTranslation('home');
  const mode = account ? 'edit' : 'create';
  const useData = (d: AccountDraft): Data => {
    const roles = useRoleOptions(true).data ?? [];
    const secondary = needsSecondaryCustomer(roles, d.roleId);
    // Secondary customers an account of role type 5000 can belong to (the first 100).
    const customers = useCustomerDirectory(secondary && mode === 'create', channelCustId).secondaries ?? [];
    return {
      creating: mode === 'create',
      roles,
      customers: customers.map((c) => ({ value: c.custId as string, label: c.name })),
    };
  };
  return (
    <FormDialog<AccountDraft, Data>
      namespace="home"
      size="lg"
      title={account ? t('home.account.editTitle', { loginName: account.loginName }) : t('home.account.add')}
      initial={() => (account ? draftOf(account) : emptyDraft())}
      useData={useData}
      fields={fields}
      columns={2}
      validate={(d, ctx) => validateAccount(d, mode, ctx.data.roles)}
      submit={(d, ctx) =>
        mode === 'create'
          ? saveAccount(toSaveBody(d, mode, ctx.data.roles, channelCustId))
          : updateAccount(toSaveBody(d, mode, ctx.data.roles))
      }
      done={() => t('dataList.saved')}
      onClose={onClose}
      onDone={onSaved}
      testId="account-form"
    />
  );
}
