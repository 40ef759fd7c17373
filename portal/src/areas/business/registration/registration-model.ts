// The Registration of docs/api.md and the pure rules of the review screen.
import type { RegistrationStatus, ResponseOf } from '@cmp/functions/contracts';
import {
  type CustomerDraft,
  type CustomerField,
  emptyCustomerDraft,
  toCustomerInput,
  validateCustomer,
} from '../../../components/business/customer-model';
import { type FormErrors, type RuleResult, firstError, maxLength, requiredText } from '../../../lib/form-rules';

export { registrationStatuses as REGISTRATION_STATUSES, type RegistrationStatus } from '@cmp/functions/contracts';
export const REJECT_REASON_MAX = 200;

export type Registration = ResponseOf<'registration.detail'>;

export type RoleOption = ResponseOf<'registration.roleOptions'>[number];

const tones = { pending: 'amber', approved: 'green', rejected: 'red' } as const;
export const statusTone = (s: RegistrationStatus) => tones[s];

/** What the approve dialog collects: a new enterprise (from the customer form) or an existing one, and a role. */
export interface ApproveDraft {
  into: 'new' | 'existing';
  channelCustId: string;
  roleId: string;
  enterprise: CustomerDraft;
}
export type ApproveField = 'channelCustId' | 'roleId' | CustomerField;

/** The new-enterprise form starts from the registration: its company name and its contact as administrator. */
export const approveDraftOf = (r: Registration): ApproveDraft => ({
  into: 'new',
  channelCustId: '',
  roleId: '3000',
  enterprise: {
    ...emptyCustomerDraft(),
    name: r.companyName,
    adminName: r.contactName,
    adminPhone: r.phone,
    adminEmail: r.email,
  },
});

const chosen = (v: string): RuleResult => (v ? null : { key: 'business.registration.approve.required' });

/** An existing enterprise needs to be picked; a new one must pass the enterprise rules of the customer form. */
export function validateApprove(d: ApproveDraft): FormErrors<ApproveField> {
  const errors: FormErrors<ApproveField> =
    d.into === 'new' ? validateCustomer(d.enterprise, true) : { channelCustId: chosen(d.channelCustId) };
  errors.roleId = chosen(d.roleId);
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FormErrors<ApproveField>;
}

/** The approve request body. */
export function toApproveBody(r: Registration, d: ApproveDraft) {
  return d.into === 'new'
    ? { id: r.id, into: 'new' as const, enterprise: toCustomerInput(d.enterprise), roleId: d.roleId }
    : { id: r.id, into: 'existing' as const, channelCustId: d.channelCustId, roleId: d.roleId };
}

/** A rejection reason is required and at most {@link REJECT_REASON_MAX} characters. */
export const validateReason = (reason: string): RuleResult =>
  firstError(requiredText(reason), maxLength(reason, REJECT_REASON_MAX));
