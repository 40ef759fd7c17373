import { partitionKeys } from './partitions.ts';
import { skPrefix } from './parts.ts';

/** The platform's catalogue: plans and packs, retail plans, communication services, zones, operators, APNs, card types. */
export const catalogueKeys = {
  basicPlan: (goodsReleaseId: string) => ({ pk: 'PLATFORM#GOODS', sk: `${skPrefix.basicPlan}${goodsReleaseId}` }),
  retailPlan: (channelCustId: string, retailId: string) => ({
    pk: `CUST#${channelCustId}#RETAIL`,
    sk: `${skPrefix.retailPlan}${retailId}`,
  }),
  /** A communication service of the platform catalogue (one partition: the list is one Query per page). */
  commserv: (commservId: string) => ({ pk: partitionKeys.commserv, sk: `CS#${commservId}` }),
  /** A zone (area package) of the platform catalogue. */
  zone: (elementId: string) => ({ pk: partitionKeys.zone, sk: `ZONE#${elementId}` }),
  /** An operator account (API endpoint and encrypted credentials) of the platform. */
  operatorAccount: (operAccountId: string) => ({ pk: partitionKeys.operatorAccount, sk: `OA#${operAccountId}` }),
  /** An operator good (standard rate plan import) of one kind: `DATA`, `SMS` or `PACKAGE`. */
  operatorGoods: (kind: string, goodsId: string) => ({ pk: `PLATFORM#OPERGOODS#${kind}`, sk: `OG#${goodsId}` }),
  /** A card type (SIM form factor and grade) of the platform catalogue. */
  cardType: (typeId: string) => ({ pk: 'PLATFORM#CARDTYPES', sk: `${skPrefix.cardType}${typeId}` }),
  /** Claims a card type code, so codes stay unique in the catalogue. */
  cardTypeCode: (code: string) => ({ pk: 'PLATFORM#CARDTYPES', sk: `CODE#${code}` }),
  /** An APN of the platform catalogue (one partition: the APN list is one Query per page). */
  apn: (apnId: string) => ({ pk: 'PLATFORM#APN', sk: `${skPrefix.apn}${apnId}` }),
  /** Claims an APN name (lower case), so names stay unique; beside the APNs, outside the `APN#` list prefix. */
  apnName: (lowerCaseName: string) => ({ pk: 'PLATFORM#APN', sk: `${skPrefix.apnName}${lowerCaseName}` }),
  /** Claims a basic plan code, so codes stay unique (kept out of the `PLATFORM#GOODS` partition the card area queries). */
  basicPlanCode: (code: string) => ({ pk: 'PLATFORM#GOODSCODE', sk: `CODE#${code}` }),
  /** One change-log entry of a retail plan (listed newest first); outlives the plan. */
  retailRecord: (channelCustId: string, retailId: string, at: string, id: string) => ({
    pk: `CUST#${channelCustId}#RETAILREC#${retailId}`,
    sk: `${skPrefix.retailRecord}${at}#${id}`,
  }),
  /** An event (add-on) pack of the platform catalogue, beside the basic plans. */
  eventPack: (goodsReleaseId: string) => ({ pk: 'PLATFORM#GOODS', sk: `${skPrefix.eventPack}${goodsReleaseId}` }),
} as const;
