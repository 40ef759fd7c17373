// Account types of docs/api.md and the pure rules of the account screens.
import { type RequestOf, type ResponseOf, roleTypes } from '@cmp/functions/contracts';
import {
  type FormErrors,
  emailList,
  firstError,
  loginName,
  maxLength,
  optionalText,
  password,
  phoneList,
  requiredText,
} from '../../../lib/form-rules';

/** An account's status (a self-registration awaiting review is `pending`, a refused one `rejected`). */
export type AccountStatus = Account['status'];
/** The statuses the account list filters by. */
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['active', 'frozen', 'pending'];
export const ROLE_TYPES = roleTypes;
/** The secondary-customer role type: its accounts belong to one secondary customer. */
export const SECONDARY_ROLE_TYPE = 5000;

export type Account = ResponseOf<'account.list'>['items'][number];

export type FreezeRecord = ResponseOf<'account.freezeList'>['items'][number];

/** A role an account may be given (the registration review offers the same). */
export type RoleOption = ResponseOf<'account.roleList'>[number];

export interface AccountDraft {
  loginName: string;
  displayName: string;
  roleId: string;
  custId: string;
  email: string;
  phone: string;
  password: string;
}

export type AccountField = keyof AccountDraft;

export const emptyDraft = (): AccountDraft => ({
  loginName: '',
  displayName: '',
  roleId: '',
  custId: '',
  email: '',
  phone: '',
  password: '',
});

export const draftOf = (a: Account): AccountDraft => ({
  loginName: a.loginName,
  displayName: a.displayName,
  roleId: String(a.roleId),
  custId: a.custId ?? '',
  email: a.email ?? '',
  phone: a.phone ?? '',
  password: '',
});

/** Whether the chosen role needs a secondary customer. */
export function needsSecondaryCustomer(roles: readonly RoleOption[], roleId: string): boolean {
  return roles.find((r) => String(r.roleId) === roleId)?.roleType === SECONDARY_ROLE_TYPE;
}

/** Validates the create/edit form. Editing leaves login name and password alone. */
export function validateAccount(
  draft: AccountDraft,
  mode: 'create' | 'edit',
  roles: readonly RoleOption[],
): FormErrors<AccountField> {
  const errors: FormErrors<AccountField> = {
    displayName: firstError(requiredText(draft.displayName), maxLength(draft.displayName, 60)),
    roleId: draft.roleId ? null : { key: 'formRules.required' },
    custId: needsSecondaryCustomer(roles, draft.roleId) && !draft.custId ? { key: 'formRules.required' } : null,
    email: firstError(optionalText(draft.email), emailList(draft.email, 1)),
    phone: firstError(optionalText(draft.phone), phoneList(draft.phone, 1)),
  };
  if (mode === 'create') {
    errors.loginName = loginName(draft.loginName);
    errors.password = password(draft.password);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FormErrors<AccountField>;
}

/** The body of `account.save` (create) or `account.update` (edit); empty optional fields are left out. */
export function toSaveBody(
  draft: AccountDraft,
  mode: 'create',
  roles: readonly RoleOption[],
  channelCustId?: string,
): RequestOf<'account.save'>;
export function toSaveBody(draft: AccountDraft, mode: 'edit', roles: readonly RoleOption[]): RequestOf<'account.update'>;
export function toSaveBody(
  draft: AccountDraft,
  mode: 'create' | 'edit',
  roles: readonly RoleOption[],
  channelCustId?: string,
): RequestOf<'account.save'> | RequestOf<'account.update'> {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  const common = {
    loginName: draft.loginName.trim(),
    displayName: draft.displayName.trim(),
    roleId: draft.roleId,
    email: optional(draft.email),
    phone: optional(draft.phone),
  };
  if (mode === 'edit') return common;
  const secondary = needsSecondaryCustomer(roles, draft.roleId);
  return {
    ...common,
    channelCustId: channelCustId || undefined,
    custId: secondary ? draft.custId : undefined,
    password: draft.password,
  };
}

/** Freeze and thaw need a reason of 1..200 characters (spec §6). */
export function validateReason(reason: string) {
  return firstError(requiredText(reason), maxLength(reason, 200));
}

/** The action that changes an account's frozen state. */
export const freezeActionOf = (status: AccountStatus): 'freeze' | 'thaw' => (status === 'frozen' ? 'thaw' : 'freeze');

export const statusTone = (status: AccountStatus) => (status === 'active' ? 'green' : status === 'frozen' ? 'red' : 'amber');
