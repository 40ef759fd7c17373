/**
 * The customer aggregate: an enterprise (its profile, and a copy in the platform's directory so the
 * enterprise list is one Query per page), its secondary customers, and the claims that keep codes
 * unique among siblings. Older and seeded items may lack most fields (`toCustomer` fills them).
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

const customerAttributes = {
  channelCustId: attr<string>(),
  /** Null on an enterprise, the secondary customer's id otherwise. */
  custId: optionalAttr<string | null>(),
  code: optionalAttr<string>(),
  name: optionalAttr<string>(),
  /** The Chinese display name, when the seed gave one. */
  nameZh: optionalAttr<string>(),
  /** 0 online, 1 volume production, 2 mature, 3 disconnected (spec §4). */
  status: optionalAttr<number>(),
  businessUnit: optionalAttr<string>(),
  businessLicence: optionalAttr<string>(),
  taxNumber: optionalAttr<string>(),
  bank: optionalAttr<{ name: string; account: string }>(),
  invoice: optionalAttr<{ title: string; taxNumber: string; type: 'normal' | 'special'; address?: string; phone?: string }>(),
  industry: optionalAttr<string>(),
  paymentModel: optionalAttr<'prepaid' | 'postpaid' | 'prepaidCredit'>(),
  salesPerson: optionalAttr<string>(),
  adminContact: optionalAttr<{ name: string; phone: string; email?: string }>(),
  /** When the platform passed an enterprise real-name application for it (authentication/, issue #16 item 6). */
  realNameAuthenticatedAt: optionalAttr<string>(),
  realNameApplicationId: optionalAttr<string>(),
  /**
   * An enterprise's card index is spread over this many partitions (absent: 1). Set by the platform
   * only while the enterprise has no cards (card/card-shards.ts): its cards' index keys depend on it.
   */
  cardShards: optionalAttr<number>(),
  createdAt: optionalAttr<string>(),
  createdBy: optionalAttr<string>(),
  updatedAt: optionalAttr<string>(),
  updatedBy: optionalAttr<string>(),
};

export const enterpriseEntity = /* @__PURE__ */ entity({
  name: 'enterprise',
  attributes: customerAttributes,
  key: ({ channelCustId }: { channelCustId: string }) => keys.enterprise(channelCustId),
});

export const secondaryEntity = /* @__PURE__ */ entity({
  name: 'secondary customer',
  attributes: customerAttributes,
  key: ({ channelCustId, custId }: { channelCustId: string; custId: string }) => keys.secondary(channelCustId, custId),
});

export const customerDirectoryEntity = /* @__PURE__ */ entity({
  name: 'enterprise directory',
  attributes: customerAttributes,
  key: ({ channelCustId }: { channelCustId: string }) => keys.customerDirectory(channelCustId),
});

export const customerCodeEntity = /* @__PURE__ */ entity({
  name: 'customer code claim',
  attributes: { channelCustId: attr<string>(), custId: attr<string | null>() },
  /** Among enterprises (parent null) or among one enterprise's secondary customers. */
  key: ({ parent, code }: { parent: string | null; code: string }) => keys.customerCode(parent, code),
});
