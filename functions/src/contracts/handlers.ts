/**
 * The handlers whose route implementations type the contract, one line a group (beside its line in
 * platform/route-table.ts). Type-only imports: erased from every bundle, so the portal gets the
 * request and response types of the server without a byte of its code.
 */
import type { handler as account } from '../account/handler.ts';
import type { handler as announcement } from '../announcement/handler.ts';
import type { handler as apiManager } from '../api-manager/handler.ts';
import type { handler as apn } from '../apn/handler.ts';
import type { handler as audit } from '../audit/handler.ts';
import type { handler as auth } from '../auth/handler.ts';
import type { handler as autorule } from '../autorule/handler.ts';
import type { handler as batch } from '../batch/handler.ts';
import type { handler as bill } from '../bill/handler.ts';
import type { handler as capital } from '../capital/handler.ts';
import type { handler as cardDetail } from '../card-detail/handler.ts';
import type { handler as cardImport } from '../card-import/handler.ts';
import type { handler as cardLabel } from '../card-label/handler.ts';
import type { handler as cardPool } from '../card-pool/handler.ts';
import type { handler as cardType } from '../card-type/handler.ts';
import type { handler as card } from '../card/handler.ts';
import type { handler as channelBill } from '../channel-bill/handler.ts';
import type { handler as commserv } from '../commserv/handler.ts';
import type { handler as contract } from '../contract/handler.ts';
import type { handler as credit } from '../credit/handler.ts';
import type { handler as customer } from '../customer/handler.ts';
import type { handler as dataPush } from '../data-push/handler.ts';
import type { handler as download } from '../download/handler.ts';
import type { handler as dsim } from '../dsim/handler.ts';
import type { handler as euicc } from '../euicc/handler.ts';
import type { handler as finreport } from '../finreport/handler.ts';
import type { handler as home } from '../home/handler.ts';
import type { handler as invoice } from '../invoice/handler.ts';
import type { handler as logo } from '../logo/handler.ts';
import type { handler as operatorConfig } from '../operator-config/handler.ts';
import type { handler as order } from '../order/handler.ts';
import type { handler as plan } from '../plan/handler.ts';
import type { handler as prepaid } from '../prepaid/handler.ts';
import type { handler as recharge } from '../recharge/handler.ts';
import type { handler as registration } from '../registration/handler.ts';
import type { handler as riskRenewal } from '../risk-renewal/handler.ts';
import type { handler as role } from '../role/handler.ts';
import type { handler as saleOrder } from '../sale-order/handler.ts';
import type { handler as sms } from '../sms/handler.ts';
import type { handler as testCard } from '../test-card/handler.ts';
import type { handler as vipCall } from '../vip-call/handler.ts';
import type { handler as withdrawal } from '../withdrawal/handler.ts';
import type { handler as writeOff } from '../write-off/handler.ts';

/** API group name → its Lambda handler's type (which carries its routes' input and output types). */
export interface Handlers {
  account: typeof account;
  announcement: typeof announcement;
  'api-manager': typeof apiManager;
  apn: typeof apn;
  audit: typeof audit;
  auth: typeof auth;
  autorule: typeof autorule;
  batch: typeof batch;
  bill: typeof bill;
  'card-detail': typeof cardDetail;
  'card-import': typeof cardImport;
  'card-label': typeof cardLabel;
  'card-pool': typeof cardPool;
  'card-type': typeof cardType;
  card: typeof card;
  'channel-bill': typeof channelBill;
  commserv: typeof commserv;
  customer: typeof customer;
  'data-push': typeof dataPush;
  download: typeof download;
  dsim: typeof dsim;
  euicc: typeof euicc;
  home: typeof home;
  logo: typeof logo;
  'operator-config': typeof operatorConfig;
  order: typeof order;
  capital: typeof capital;
  credit: typeof credit;
  prepaid: typeof prepaid;
  contract: typeof contract;
  plan: typeof plan;
  recharge: typeof recharge;
  registration: typeof registration;
  role: typeof role;
  'sale-order': typeof saleOrder;
  sms: typeof sms;
  'test-card': typeof testCard;
  'vip-call': typeof vipCall;
  withdrawal: typeof withdrawal;
  'write-off': typeof writeOff;
  invoice: typeof invoice;
  finreport: typeof finreport;
  'risk-renewal': typeof riskRenewal;
}
