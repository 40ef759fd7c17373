/** The self-registration aggregate: a request and the platform's decision on it. */
import { attr, entity, optionalAttr } from '../entity.ts';
import { altKeys, keys } from '../keys.ts';

export const registrationStatuses = ['pending', 'approved', 'rejected'] as const;

export const registrationEntity = /* @__PURE__ */ entity({
  name: 'registration',
  attributes: {
    /** `R<UTC yyyyMMddHHmmssSSS><8 hex>`: ids sort by submission time. */
    id: attr<string>(),
    companyName: attr<string>(),
    contactName: attr<string>(),
    phone: attr<string>(),
    email: attr<string>(),
    loginName: attr<string>(),
    status: attr<(typeof registrationStatuses)[number]>(),
    createdAt: attr<string>(),
    decidedBy: optionalAttr<string>(),
    decidedAt: optionalAttr<string>(),
    /** Rejected: why. */
    reason: optionalAttr<string>(),
    /** Approved: the enterprise and role the applicant's account received. */
    channelCustId: optionalAttr<string>(),
    customerName: optionalAttr<string>(),
    roleId: optionalAttr<string>(),
  },
  key: ({ id }: { id: string }) => keys.registration(id),
  indexes: {
    registrationsOfStatus: {
      index: 'byAlternateId',
      uses: ['status', 'id'],
      key: (r) => altKeys.registrationOfStatus(r.status, r.id),
    },
  },
});
