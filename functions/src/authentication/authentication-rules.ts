/**
 * Rules of enterprise real-name authentication as pure functions (issue #16 item 6; docs/decisions.md
 * "Enterprise real-name authentication"): what an application must carry, what its licence image
 * really is, who audits, and which applications can still be audited or cancelled.
 */
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import type { AuthAuditStatus, enterpriseAuthEntity } from '../shared/data/entities/authentication.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { imageKindOf } from '../shared/files/image-kind.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { maskValue } from '../shared/privacy/mask.ts';
import { isResidentId, isTaxNumber, isUscc } from './identifiers.ts';

export { authAuditStatuses, type AuthAuditStatus } from '../shared/data/entities/authentication.entity.ts';

export type EnterpriseAuthRecord = InferItem<typeof enterpriseAuthEntity>;

/** Spec §4: 0 unaudited, 1 passed, 2 rejected; 3 cancelled. */
export const AUDIT = { unaudited: 0, passed: 1, rejected: 2, cancelled: 3 } as const satisfies Record<string, AuthAuditStatus>;

/** A rejection or cancellation reason: required, at most 500 characters (spec §5 remarks). */
export const AUTH_REASON_MAX = 500;
/** The business licence image: JPG or PNG by content, at most 2 MB (as the payment voucher, spec §9). */
export const LICENCE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of the largest licence (4 characters per 3 bytes), plus room for a `data:` URL prefix. */
export const LICENCE_MAX_BASE64 = Math.ceil(LICENCE_MAX_BYTES / 3) * 4 + 64;

/** Spec §5 phone: digits and hyphens only. */
export const PHONE_PATTERN = /^[0-9-]+$/;
/** Spec §5 e-mail: the standard shape. */
export const EMAIL_PATTERN = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;

/** What the public page sends, its captcha aside (the handler's schema has checked lengths and blanks). */
export interface ApplicationInput {
  enterpriseCustomerId?: string;
  enterpriseName: string;
  orgCode: string;
  taxNumber: string;
  /** The licence image, base64 (a `data:image/...;base64,` prefix is allowed). */
  licenceImage: string;
  legalPersonName: string;
  legalPersonIdNumber: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** The licence bytes and what they really are: the claimed type and the file name never count. */
export function licenceOf(image: string): { bytes: Buffer; type: 'png' | 'jpg' } {
  const base64 = image.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!base64) throw new AppError('AUTH_LICENCE_MISSING', {}, 'licenceImage');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('AUTH_LICENCE_FORMAT', {}, 'licenceImage');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('AUTH_LICENCE_MISSING', {}, 'licenceImage');
  if (bytes.length > LICENCE_MAX_BYTES) throw new AppError('AUTH_LICENCE_SIZE', {}, 'licenceImage');
  const kind = imageKindOf(bytes.subarray(0, 8));
  if (kind !== 'png' && kind !== 'jpg') throw new AppError('AUTH_LICENCE_FORMAT', {}, 'licenceImage');
  return { bytes, type: kind };
}

/** The application as it will be checked and stored: trimmed, codes upper-cased; throws on the first bad field. */
export function checkApplication(input: ApplicationInput): ApplicationInput {
  const v: ApplicationInput = {
    ...input,
    enterpriseName: input.enterpriseName.trim(),
    orgCode: input.orgCode.trim().toUpperCase(),
    taxNumber: input.taxNumber.trim().toUpperCase(),
    legalPersonName: input.legalPersonName.trim(),
    legalPersonIdNumber: input.legalPersonIdNumber.trim().toUpperCase(),
    contactName: input.contactName.trim(),
    contactPhone: input.contactPhone.trim(),
    contactEmail: input.contactEmail.trim(),
  };
  if (!isUscc(v.orgCode)) throw new AppError('AUTH_ORG_CODE', {}, 'orgCode');
  if (!isTaxNumber(v.taxNumber)) throw new AppError('AUTH_TAX_NUMBER', {}, 'taxNumber');
  if (!isResidentId(v.legalPersonIdNumber)) throw new AppError('AUTH_ID_NUMBER', {}, 'legalPersonIdNumber');
  if (!PHONE_PATTERN.test(v.contactPhone)) throw new AppError('AUTH_PHONE', {}, 'contactPhone');
  if (!EMAIL_PATTERN.test(v.contactEmail)) throw new AppError('AUTH_EMAIL', {}, 'contactEmail');
  return v;
}

/** Only platform roles audit (the permission codes are never granted to channel roles either). */
export function checkAuditor(p: Pick<Principal, 'roleType'>): void {
  if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
}

const decidedErrors = {
  [AUDIT.passed]: 'AUTH_ALREADY_PASSED',
  [AUDIT.rejected]: 'AUTH_ALREADY_REJECTED',
  [AUDIT.cancelled]: 'AUTH_ALREADY_CANCELLED',
} as const;

/** The application if it can still be audited or cancelled: missing → 404, decided → 409 naming the decision. */
export function unauditedOnly(a: EnterpriseAuthRecord | undefined): EnterpriseAuthRecord {
  if (!a) throw new AppError('NOT_FOUND', {}, 'id');
  if (a.auditStatus !== AUDIT.unaudited) throw new AppError(decidedErrors[a.auditStatus], {}, 'id');
  return a;
}

/** A required reason of at most {@link AUTH_REASON_MAX} characters, trimmed. */
export function reasonOf(reason: string | undefined): string {
  const r = (reason ?? '').trim();
  if (!r) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'reason');
  if (r.length > AUTH_REASON_MAX) throw new AppError('VALIDATION', { reasonKey: 'tooLong', max: AUTH_REASON_MAX }, 'reason');
  return r;
}

/** What a decision writes: pass (reason optional), reject or cancel (reason required). */
export function decision(
  kind: 'pass' | 'reject' | 'cancel',
  d: { by: string; at: string; reason?: string },
): Pick<EnterpriseAuthRecord, 'auditStatus' | 'auditedBy' | 'auditedAt' | 'reason'> {
  const status = kind === 'pass' ? AUDIT.passed : kind === 'reject' ? AUDIT.rejected : AUDIT.cancelled;
  const base = { auditStatus: status, auditedBy: d.by, auditedAt: d.at };
  if (kind === 'pass') {
    const note = (d.reason ?? '').trim();
    if (note.length > AUTH_REASON_MAX) throw new AppError('VALIDATION', { reasonKey: 'tooLong', max: AUTH_REASON_MAX }, 'reason');
    return note ? { ...base, reason: note } : base;
  }
  return { ...base, reason: reasonOf(d.reason) };
}

/** The identity number as screens show it (spec §9), computed once when the application is stored. */
export const maskedIdNumber = (idNumber: string): string => maskValue(idNumber);

/** The application of docs/api.md (the audit page): never the sealed identity number, only its mask. */
export function applicationView(a: EnterpriseAuthRecord) {
  return {
    id: a.id,
    enterpriseCustomerId: a.enterpriseCustomerId ?? null,
    enterpriseName: a.enterpriseName,
    orgCode: a.orgCode,
    taxNumber: a.taxNumber,
    legalPersonName: a.legalPersonName,
    legalPersonIdNumber: a.legalPersonIdMasked,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    contactEmail: a.contactEmail,
    licenceType: a.licenceType,
    licenceBytes: a.licenceBytes,
    auditStatus: a.auditStatus,
    createdAt: a.createdAt,
    auditedBy: a.auditedBy ?? null,
    auditedAt: a.auditedAt ?? null,
    reason: a.reason ?? null,
  };
}
export type ApplicationView = ReturnType<typeof applicationView>;

/** A row of the audit list: the application with the contact phone masked too (spec §9). */
export const applicationRow = (a: EnterpriseAuthRecord): ApplicationView => ({
  ...applicationView(a),
  contactPhone: maskValue(a.contactPhone),
});
