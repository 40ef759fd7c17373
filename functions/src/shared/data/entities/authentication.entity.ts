/**
 * The enterprise real-name authentication aggregate (issue #16 item 6): an application filed on the
 * public page and the platform's audit of it. The legal person's identity number is stored sealed
 * (operator-config/secret-box.ts) beside its spec §9 mask; nothing else of it is kept in the clear.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { altKeys, keys } from '../keys.ts';

/** Spec §4 real-name audit: 0 unaudited, 1 passed, 2 rejected; 3 cancelled by the platform (docs/decisions.md). */
export const authAuditStatuses = [0, 1, 2, 3] as const;
export type AuthAuditStatus = (typeof authAuditStatuses)[number];

export const enterpriseAuthEntity = /* @__PURE__ */ entity({
  name: 'enterprise authentication',
  attributes: {
    /** `A<UTC yyyyMMddHHmmssSSS><8 hex>`: ids sort by submission time; the applicant's reference. */
    id: attr<string>(),
    /** Set when the application is for an existing enterprise (the apply link named it). */
    enterpriseCustomerId: optionalAttr<string>(),
    enterpriseName: attr<string>(),
    /** Unified social credit code (organisation identifier), 18 characters with a valid check character. */
    orgCode: attr<string>(),
    taxNumber: attr<string>(),
    /** The business licence image in the assets bucket, checked by its content. */
    licenceKey: attr<string>(),
    licenceType: attr<'png' | 'jpg'>(),
    licenceBytes: attr<number>(),
    legalPersonName: attr<string>(),
    /** The identity number sealed with the operator-credential key (never answered). */
    legalPersonIdSealed: attr<string>(),
    /** The identity number masked by spec §9 (what screens show). */
    legalPersonIdMasked: attr<string>(),
    contactName: attr<string>(),
    contactPhone: attr<string>(),
    contactEmail: attr<string>(),
    auditStatus: attr<AuthAuditStatus>(),
    createdAt: attr<string>(),
    /** The source address of the public request (abuse review). */
    sourceIp: optionalAttr<string>(),
    auditedBy: optionalAttr<string>(),
    auditedAt: optionalAttr<string>(),
    /** Rejected or cancelled: why. */
    reason: optionalAttr<string>(),
  },
  key: ({ id }: { id: string }) => keys.enterpriseAuth(id),
  indexes: {
    enterpriseAuthsOfStatus: {
      index: 'byAlternateId',
      uses: ['auditStatus', 'id'],
      key: (a) => altKeys.enterpriseAuthOfStatus(a.auditStatus, a.id),
    },
  },
});
