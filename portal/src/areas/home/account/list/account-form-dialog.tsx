import { Dialog, PasswordField, Select, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, useRuleText } from '../../../../components/form-fields';
import { isApiError } from '../../../../lib/api';
import { useCustomerDirectory } from '../../../../lib/customer-directory';
import type { FormErrors } from '../../../../lib/form-rules';
import {
  type Account,
  type AccountDraft,
  type AccountField,
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

/** Create or edit an account: role from the assignable roles, a secondary customer for role type 5000. */
export function AccountFormDialog({ account, channelCustId, onClose, onSaved }: AccountFormDialogProps) {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const ruleText = useRuleText();
  const mode = account ? 'edit' : 'create';
  const [draft, setDraft] = useState<AccountDraft>(() => (account ? draftOf(account) : emptyDraft()));
  const [errors, setErrors] = useState<FormErrors<AccountField>>({});
  const [saving, setSaving] = useState(false);
  const roles = useRoleOptions(true).data ?? [];
  const secondary = needsSecondaryCustomer(roles, draft.roleId);
  // Secondary customers an account of role type 5000 can belong to (the first 100).
  const customers = useCustomerDirectory(secondary && mode === 'create', channelCustId).secondaries ?? [];

  const set = (key: AccountField) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const bind = (key: AccountField) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    error: ruleText(errors[key]),
    'data-testid': `account-${key}`,
  });

  const submit = async () => {
    const found = validateAccount(draft, mode, roles);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await (mode === 'create'
        ? saveAccount(toSaveBody(draft, mode, roles, channelCustId))
        : updateAccount(toSaveBody(draft, mode, roles)));
      notify({ type: 'success', title: t('dataList.saved') });
      onSaved();
    } catch (error) {
      const field = isApiError(error) ? (error.field as AccountField | undefined) : undefined;
      const msg = isApiError(error) ? error.msg : String(error);
      if (field && field in draft) setErrors((e) => ({ ...e, [field]: { key: msg } }));
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
      title={account ? t('home.account.editTitle', { loginName: account.loginName }) : t('home.account.add')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={saving}
      data-testid="account-form"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('home.account.fields.loginName')}
          disabled={mode === 'edit'}
          autoComplete="off"
          {...bind('loginName')}
        />
        <TextField label={t('home.account.fields.displayName')} {...bind('displayName')} />
        <div className="flex flex-col gap-3">
          <Select
            label={t('home.account.fields.role')}
            placeholder={t('home.account.placeholders.role')}
            options={roles.map((r) => ({ value: String(r.roleId), label: r.name }))}
            value={draft.roleId || null}
            onChange={set('roleId')}
            data-testid="account-role"
          />
          <FieldError>{ruleText(errors.roleId)}</FieldError>
        </div>
        {secondary && mode === 'create' && (
          <div className="flex flex-col gap-3">
            <Select
              label={t('home.account.fields.secondaryCustomer')}
              placeholder={t('home.account.placeholders.customer')}
              options={customers.map((c) => ({ value: c.custId as string, label: c.name }))}
              value={draft.custId || null}
              onChange={set('custId')}
              data-testid="account-custId"
            />
            <FieldError>{ruleText(errors.custId)}</FieldError>
          </div>
        )}
        <TextField label={t('home.account.fields.email')} type="email" {...bind('email')} />
        <TextField label={t('home.account.fields.phone')} type="tel" {...bind('phone')} />
        {mode === 'create' && (
          <PasswordField
            label={t('home.account.fields.password')}
            hint={t('home.account.passwordHint')}
            showLabel={t('login.showPassword')}
            autoComplete="new-password"
            {...bind('password')}
          />
        )}
      </div>
    </Dialog>
  );
}
