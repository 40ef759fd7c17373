import { skPrefix } from './parts.ts';
import { enterpriseScope } from './scope.ts';

/** Things a platform caller may open by id alone; their ids resolve to the owning enterprise (keys.ownerDirectory). */
export type OwnedKind =
  | 'BATCH'
  | 'IMPORT'
  | 'RETAIL'
  | 'POOL'
  | 'POOL_CHANGE'
  | 'LABEL'
  | 'SALE_ORDER'
  | 'CONTRACT'
  | 'RULE'
  | 'RENEWAL'
  | 'CONTENT_ORDER'
  | 'CONTENT_BILL'
  | 'CONTENT_VIN';

/** Enterprises, secondary customers, their directory and codes, registrations, the owner directory, announcements and logos. */
export const customerKeys = {
  enterprise: (channelCustId: string) => ({ pk: enterpriseScope(channelCustId), sk: 'PROFILE' }),
  secondary: (channelCustId: string, custId: string) => ({
    pk: enterpriseScope(channelCustId),
    sk: `${skPrefix.secondary}${custId}`,
  }),
  /** The platform's list of enterprises (one Query per page), written with each enterprise profile. */
  customerDirectory: (channelCustId: string) => ({ pk: 'PLATFORM#CUSTOMERS', sk: `${skPrefix.customer}${channelCustId}` }),
  /** Claims a customer code: among enterprises (parent null) or among one enterprise's secondary customers. */
  customerCode: (parentChannelCustId: string | null, code: string) => ({
    pk: parentChannelCustId ? `CUST#${parentChannelCustId}` : 'PLATFORM#CUSTOMERS',
    sk: `CODE#${code}`,
  }),
  /** A registration request; ids sort by submission time, so the partition read backwards is newest first. */
  registration: (id: string) => ({ pk: 'PLATFORM#REGISTRATION', sk: `${skPrefix.registration}${id}` }),
  /** An enterprise real-name authentication application; ids sort by submission time (newest first backwards). */
  enterpriseAuth: (id: string) => ({ pk: 'PLATFORM#ENTAUTH', sk: `${skPrefix.enterpriseAuth}${id}` }),
  announcement: () => ({ pk: 'PLATFORM#ANNOUNCEMENT', sk: 'CURRENT' }),
  announcementHistory: (at: string, id: string) => ({
    pk: 'PLATFORM#ANNOUNCEMENT',
    sk: `${skPrefix.announcementHistory}${at}#${id}`,
  }),
  logo: (owner: string) => ({ pk: owner, sk: 'LOGO' }),
  /**
   * Which enterprise owns a batch, an import or a retail plan, by its id alone: written with the thing,
   * so a platform caller's deep link (`/card/batchoperate/detail/<batchId>`) finds the owner.
   */
  ownerDirectory: (kind: OwnedKind, id: string) => ({ pk: `${kind}#${id}`, sk: 'OWNER' }),
} as const;

/** Registration and enterprise authentication requests by status (`byAlternateId`). */
export const customerAltKeys = {
  /** On a registration request: the requests of one status (pending, approved, rejected), by id (= submission time). */
  registrationOfStatus: (status: string, id: string) => ({ gsi2pk: `PLATFORM#REGISTRATIONS#${status}`, gsi2sk: id }),
  /** On an enterprise authentication application: the applications of one audit status (0..3), by id (= submission time). */
  enterpriseAuthOfStatus: (status: number, id: string) => ({ gsi2pk: `PLATFORM#ENTAUTHS#${status}`, gsi2sk: id }),
};
