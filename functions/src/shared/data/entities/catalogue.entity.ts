/** The platform's network catalogue: APNs (and their name claims), communication services, zones, operator accounts and goods. */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export const apnEntity = /* @__PURE__ */ entity({
  name: 'APN',
  attributes: { apnId: attr<string>(), name: attr<string>(), operator: attr<string>() },
  key: ({ apnId }: { apnId: string }) => keys.apn(apnId),
});

export const apnNameEntity = /* @__PURE__ */ entity({
  name: 'APN name claim',
  attributes: { apnId: attr<string>() },
  /** `name` lower-cased: names are unique whatever their case. */
  key: ({ name }: { name: string }) => keys.apnName(name),
});

export const commservEntity = /* @__PURE__ */ entity({
  name: 'communication service',
  attributes: { commservId: attr<string>(), name: attr<string>() },
  key: ({ commservId }: { commservId: string }) => keys.commserv(commservId),
});

export const zoneEntity = /* @__PURE__ */ entity({
  name: 'zone (area package)',
  attributes: { elementId: attr<string>(), elementName: attr<string>(), commservIds: attr<string[]>() },
  key: ({ elementId }: { elementId: string }) => keys.zone(elementId),
});

export const operatorAccountEntity = /* @__PURE__ */ entity({
  name: 'operator account',
  attributes: { operAccountId: attr<string>(), operator: attr<string>() },
  key: ({ operAccountId }: { operAccountId: string }) => keys.operatorAccount(operAccountId),
});

export const operatorGoodsEntity = /* @__PURE__ */ entity({
  name: 'operator good',
  attributes: { goodsId: attr<string>(), code: attr<string>(), name: attr<string>() },
  /** `kind` is `DATA`, `SMS` or `PACKAGE`; `goodsId` is `<operator>-<code>`. */
  key: ({ kind, goodsId }: { kind: string; goodsId: string }) => keys.operatorGoods(kind, goodsId),
});
