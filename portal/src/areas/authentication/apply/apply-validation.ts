// Field rules of the public enterprise real-name application (spec §5; the API checks the same, see
// functions/src/authentication). The identifier rules are the server's, through the contract.
import { LICENCE_MAX_BYTES, type RequestOf, imageKindOf, isResidentId, isTaxNumber, isUscc } from '@cmp/functions/contracts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../lib/form-rules';

/** What the form edits: the apply body without the licence (chosen apart) and the captcha id. */
export type ApplyValues = Omit<RequestOf<'authentication.apply'>, 'licenceImage' | 'captchaId' | 'enterpriseCustomerId'>;
export type ApplyField = keyof ApplyValues | 'licenceImage';

/** i18n keys of the problems (authentication.apply.*). */
export type ApplyErrors = Partial<Record<ApplyField, string>>;

export const APPLY_FIELDS: readonly ApplyField[] = [
  'enterpriseName',
  'orgCode',
  'taxNumber',
  'licenceImage',
  'legalPersonName',
  'legalPersonIdNumber',
  'contactName',
  'contactPhone',
  'contactEmail',
  'captchaCode',
];

const MAX: Partial<Record<ApplyField, number>> = { enterpriseName: 100, legalPersonName: 40, contactName: 40 };
const p = (key: string) => `authentication.apply.${key}`;

export const emptyApply = (): ApplyValues => ({
  enterpriseName: '',
  orgCode: '',
  taxNumber: '',
  legalPersonName: '',
  legalPersonIdNumber: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  captchaCode: '',
});

/** A chosen licence file by its size and first bytes (never its name): JPG or PNG, at most 2 MB. */
export function licenceProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return p('licenceMissing');
  if (size > LICENCE_MAX_BYTES) return p('licenceSize');
  const kind = imageKindOf(head);
  return kind === 'png' || kind === 'jpg' ? null : p('licenceFormat');
}

/** Every problem of the form, keyed by field; empty when it can be sent. */
export function validateApply(v: ApplyValues, hasLicence: boolean, captchaRequired = true): ApplyErrors {
  const errors: ApplyErrors = {};
  const text = (field: keyof ApplyValues) => {
    const value = v[field];
    if (!value) errors[field] = p('required');
    else if (!value.trim()) errors[field] = p('noBlank');
    else if (value.trim().length > (MAX[field] ?? 100)) errors[field] = p('required');
  };
  const code = (field: keyof ApplyValues, ok: (x: string) => boolean, key: string) => {
    const value = v[field].trim().toUpperCase();
    if (!value) errors[field] = p('required');
    else if (!ok(value)) errors[field] = p(key);
  };
  text('enterpriseName');
  code('orgCode', isUscc, 'orgCode');
  code('taxNumber', isTaxNumber, 'taxNumber');
  if (!hasLicence) errors.licenceImage = p('licenceMissing');
  text('legalPersonName');
  code('legalPersonIdNumber', isResidentId, 'idNumber');
  text('contactName');
  code('contactPhone', (x) => PHONE_PATTERN.test(x) && x.length <= 20, 'phone');
  code('contactEmail', (x) => EMAIL_PATTERN.test(x) && x.length <= 100, 'email');
  if (captchaRequired && !v.captchaCode.trim()) errors.captchaCode = p('required');
  return errors;
}
