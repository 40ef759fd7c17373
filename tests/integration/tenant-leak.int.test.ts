/**
 * Table-driven over the route table (new routes join automatically): every list and detail answer
 * a channel role gets, as acme (3000), acme-staff (4000) and acme-east (5000), is scanned whole for
 * what belongs to someone else: other enterprises and their secondary customers (C1002..C1005,
 * S2003, S2004), the sibling secondary customer for acme-east (S2002), and the login names of
 * platform staff and other tenants' accounts (shown as `platform` or not at all: response shaping,
 * functions/src/shared/http/response-view.ts).
 *
 * Detail routes get a real id from the list answer of the same role (else of the enterprise). A
 * route that is neither covered nor listed in `notCovered` with its reason fails the suite.
 *
 * Before the scan the platform records an order and a card purchase of Acme, publishes a plan to C1001, C1002 and C1003 only, and Acme offers a
 * retail plan on it to S2001: the targets must reach no enterprise and the platform's login name
 * no channel role.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { cardActivationItem } from '@cmp/functions/card/card-record';
import { basicPlanInput, retailPlanInput } from '@cmp/functions/plan/plan.test-support';
import { builtInRoles } from '@cmp/functions/platform/permissions';
import { type RouteDef, apiGroups } from '@cmp/functions/platform/route-table';
import { PutCommand, UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardEntity } from '@cmp/functions/shared/data/entities/card.entity';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openFunds } from '../../functions/src/funds/funds-ledger.ts';
import { rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { formatSessions } from '../../functions/src/risk/session-file.ts';
import { imeiOf } from '../../functions/src/separation/imei.ts';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards, stackDb, stackS3, waitWhileProcessing } from '../support/cards.ts';
import { uploadAndStart } from '../support/imports.ts';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const LEAK_CODE = `TL${run}`;
const LEAK_RETAIL = `TL retail ${run}`;

const viewers = [
  { loginName: 'acme', roleId: '3000' },
  { loginName: 'acme-staff', roleId: '4000' },
  { loginName: 'acme-east', roleId: '5000' },
] as const;
type Viewer = (typeof viewers)[number];

/** Login names no Acme answer may carry: platform staff and other tenants' accounts. */
const foreignLogins = ['admin', 'operator', 'globex', 'globex-staff', 'globex-north', 'globex-south'];
const foreignIds = /\b(C100[2-5]|S200[34])\b/;
const foreignOf = (v: Viewer) => ({
  ids: v.roleId === '5000' ? /\b(C100[2-5]|S200[234])\b/ : foreignIds,
  logins: new Set(v.roleId === '5000' ? [...foreignLogins, 'acme-west'] : foreignLogins),
});

/** Every string value of an answer (keys excluded), with its JSON path. */
function* strings(v: unknown, path = '$'): Generator<[string, string]> {
  if (typeof v === 'string') yield [path, v];
  else if (Array.isArray(v)) for (const [i, x] of v.entries()) yield* strings(x, `${path}[${i}]`);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) yield* strings(x, `${path}.${k}`);
}
/**
 * Fields whose values are codes of a fixed set, never names: an SMS `failure` of `operator` (the
 * operator refused it) is a reason, not the platform's `operator` account.
 */
const codeFields = /\.(failure|reason|reasonCode|kind|type|status|state|action)$/;
const leaksIn = (answer: unknown, v: Viewer): string[] => {
  const { ids, logins } = foreignOf(v);
  return [...strings(answer)]
    .filter(([p, s]) => ids.test(s) || (logins.has(s) && !codeFields.test(p)))
    .map(([p, s]) => `${p} = ${s}`);
};

type Item = Record<string, unknown>;
const itemsOf = (data: unknown): Item[] => (Array.isArray(data) ? data : ((data as { items?: Item[] } | null)?.items ?? []));

/** Reads answered from a list: the list's path and body, which item to prefer, and the body built from it. */
interface FromList {
  list: string;
  listBody?: Item;
  prefer?: (i: Item) => boolean;
  body: (i: Item) => Item;
}
const byIccid: FromList = { list: '/cmp/sim/card/list', body: (i) => ({ iccid: i.iccid }) };
const basic: FromList = {
  list: '/cmp/base/goods/basic/list',
  listBody: { pageSize: 100 },
  prefer: (i) => i.code === LEAK_CODE,
  body: (i) => ({ goodsReleaseId: i.goodsReleaseId }),
};
const retail: FromList = {
  list: '/cmp/base/goods/retail/list',
  listBody: { pageSize: 100 },
  prefer: (i) => i.retailName === LEAK_RETAIL,
  body: (i) => ({ retailId: i.retailId }),
};
const pool = (extra: Item = {}): FromList => ({ list: '/cmp/sim/pool/list', body: (i) => ({ poolId: i.poolId, ...extra }) });
const label: FromList = { list: '/cmp/sim/label/list', body: (i) => ({ labelId: i.labelId }) };
const batch: FromList = { list: '/cmp/sim/batch/list', body: (i) => ({ batchId: i.batchId }) };
const renewal: FromList = { list: '/cmp/risk/renewCardSeparation/list', body: (i) => ({ batchId: i.batchId }) };
const stockOp: FromList = { list: '/cmp/sim/stock/operation/list', body: (i) => ({ batchId: i.batchId }) };
const cardImport: FromList = { list: '/cmp/sim/cardImport/list', body: (i) => ({ batchId: i.batchId ?? i.importId }) };
const account: FromList = { list: '/cmp/core/account/list', body: (i) => ({ loginName: i.loginName }) };

const prepaidGroup: FromList = {
  list: '/cmp/prepaid/funds',
  listBody: { pageSize: 100 },
  body: (i) => ({ goodsReleaseId: i.goodsReleaseId, elementId: i.elementId, cycle: i.cycle, contractType: i.contractType }),
};

const isFromList = (spec: Item | FromList | undefined): spec is FromList => typeof spec?.body === 'function';

/** Yesterday in the business calendar (Asia/Shanghai). */
const YESTERDAY = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

/** Request bodies of the reads that need more than `{}`: a fixed body or one built from a list answer. */
const bodies: Record<string, Item | FromList> = {
  '/cmp/base/goods/basic/list': { pageSize: 100 },
  '/cmp/base/goods/basic/detail': basic,
  '/cmp/base/goods/retail/list': { pageSize: 100 },
  '/cmp/base/goods/retail/detail': retail,
  '/cmp/base/goods/retail/changeRecord': retail,
  '/cmp/sim/card/detail': byIccid,
  '/cmp/sim/card/sessions': byIccid,
  '/cmp/sim/card/log': byIccid,
  '/cmp/sim/card/plans': byIccid,
  '/cmp/sim/card/sms/list': byIccid,
  '/cmp/sim/euicc/detail': { list: '/cmp/sim/euicc/list', body: (i) => ({ iccid: i.iccid }) },
  '/cmp/sim/testCard/detail': { list: '/cmp/sim/testCard/list', body: (i) => ({ iccid: i.iccid }) },
  '/cmp/sim/batch/detail': batch,
  '/cmp/sim/batch/results': batch,
  '/cmp/sim/cardImport/detail': cardImport,
  '/cmp/sim/cardImport/results': cardImport,
  '/cmp/sim/label/detail': label,
  '/cmp/sim/label/cards': label,
  '/cmp/sim/pool/detail': pool(),
  '/cmp/sim/pool/cards': pool(),
  '/cmp/sim/pool/blockHistory': pool(),
  '/cmp/sim/pool/change/failLog': { list: '/cmp/sim/pool/change/list', body: (i) => ({ batchId: i.batchId }) },
  '/cmp/sim/commserv/detail': { list: '/cmp/sim/commserv/list', body: (i) => ({ commservId: i.commservId }) },
  '/cmp/sim/zone/detail': { list: '/cmp/sim/zone/list', body: (i) => ({ elementId: i.elementId }) },
  '/cmp/core/account/customer/detail': {
    list: '/cmp/core/account/customer/list',
    body: (i) => ({ channelCustId: i.channelCustId, custId: i.custId }),
  },
  '/cmp/core/account/infoByLoginName': account,
  '/cmp/core/account/freeze/list': account,
  '/cmp/bill/detail': { list: '/cmp/bill/list', body: (i) => ({ billId: i.billId }) },
  '/cmp/bill/cards': { list: '/cmp/bill/list', body: (i) => ({ billId: i.billId }), prefer: (i) => i.kind === 'consumption' },
  '/cmp/order/detail': { list: '/cmp/order/list', body: (i) => ({ orderId: i.orderId }) },
  '/cmp/order/card/detail': { list: '/cmp/order/card/list', body: (i) => ({ orderId: i.orderId }) },
  '/cmp/recharge/list': { pageSize: 100 },
  '/cmp/recharge/detail': { list: '/cmp/recharge/list', body: (i) => ({ rechargeId: i.rechargeId }) },
  '/cmp/saleOrder/detail': { list: '/cmp/saleOrder/list', body: (i) => ({ salesOrderNumber: i.salesOrderNumber }) },
  '/cmp/capital/detail': {},
  '/cmp/capital/movements': { account: 'grant' },
  '/cmp/credit/changeLog': { list: '/cmp/credit/list', body: (i) => ({ creditId: i.creditId }) },
  '/cmp/withdraw/detail': { list: '/cmp/withdraw/list', body: (i) => ({ withdrawalId: i.withdrawalId }) },
  // The financial reports (issue #14, item 7): the day list of this month, the detail of this month.
  '/cmp/financial/report/list': { type: 'day' },
  '/cmp/financial/report/detail': { type: 'month', id: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7) },
  '/cmp/core/dataPush/detail': { list: '/cmp/core/dataPush/list', body: (i) => ({ taskId: i.taskId }) },
  '/cmp/writeoff/cycle/detail': {},
  '/cmp/prepaid/group': prepaidGroup,
  '/cmp/prepaid/cards': prepaidGroup,
  '/cmp/prepaid/cost/detail': { list: '/cmp/prepaid/cost/list', body: (i) => ({ recordId: i.recordId }) },
  '/cmp/contract/detail': { list: '/cmp/contract/list', body: (i) => ({ contractNumber: i.contractNumber }) },
  '/cmp/contract/changeLog': { list: '/cmp/contract/list', body: (i) => ({ contractNumber: i.contractNumber }) },
  '/cmp/contract/accessPoint/list': { list: '/cmp/contract/list', body: (i) => ({ contractNumber: i.contractNumber }) },
  '/cmp/invoice/detail': { list: '/cmp/invoice/list', body: (i) => ({ invoiceId: i.invoiceId }) },
  '/cmp/autorule/detail': { list: '/cmp/autorule/list', body: (i) => ({ ruleId: i.ruleId }) },
  '/cmp/autorule/alarm/detail': { list: '/cmp/autorule/alarm/list', body: (i) => ({ alarmId: i.alarmId }) },
  '/cmp/risk/renewCardSeparation/detail': renewal,
  '/cmp/risk/renewCardSeparation/results': renewal,
  '/cmp/risk/separation/records': {},
  '/cmp/risk/separation/events': {},
  '/cmp/risk/separationAnalysis/detail': {
    list: '/cmp/risk/separationAnalysis/list',
    body: (i) => ({ operationId: i.operationId }),
  },
  '/cmp/risk/regionLimit/violation/list': {},
  '/cmp/sim/realName/history': { list: '/cmp/sim/realName/list', body: (i) => ({ iccid: i.iccid }) },
  // Content and rights (issue #17 item 4): Acme's rights order below gives the order, its user and its bill.
  '/cmp/content/product/detail': { list: '/cmp/content/product/list', body: (i) => ({ productId: i.productId }) },
  '/cmp/content/order/detail': { list: '/cmp/content/order/list', body: (i) => ({ orderId: i.orderId }) },
  '/cmp/content/user/detail': {
    list: '/cmp/content/user/list',
    body: (i) => (i.targetKind === 'vin' ? { vin: i.target } : { iccid: i.target }),
  },
  '/cmp/content/bill/detail': { list: '/cmp/content/bill/list', body: (i) => ({ billId: i.billId }) },
  // Quick entries (issue #17 item 2): a card's usage of yesterday, and the pools on yesterday.
  '/cmp/sim/queryflow/list': {
    list: '/cmp/sim/card/list',
    body: (i) => ({ iccid: i.iccid, dateFrom: YESTERDAY, dateTo: YESTERDAY }),
  },
  '/cmp/sim/custOperation/list': { queryDate: YESTERDAY },
  '/cmp/sim/custOperation/detail': {
    list: '/cmp/sim/custOperation/list',
    listBody: { queryDate: YESTERDAY },
    body: (i) => ({ accountName: i.accountName, ratePlanName: i.ratePlanName, zoneName: i.zoneName, queryDate: i.queryDate }),
  },
  '/cmp/sim/stock/detail': { list: '/cmp/sim/stock/list', body: (i) => ({ sn: i.sn }) },
  '/cmp/sim/stock/operation/detail': stockOp,
  '/cmp/sim/stock/operation/results': stockOp,
};

/** Reads beyond the `…list` / `…detail` ids that the scan covers too. */
const alsoRead = new Set([
  // The reports (issue #17): lists whose route ids name the report.
  '/cmp/report/card/list',
  '/cmp/report/cardflow/list',
  '/cmp/report/active/list',
  '/cmp/report/usage/list',
  '/cmp/report/communicationUsage/list',
  '/cmp/report/business/list',
  '/cmp/base/goods/retail/changeRecord',
  '/cmp/sim/card/sessions',
  '/cmp/sim/card/log',
  '/cmp/sim/card/plans',
  '/cmp/sim/batch/results',
  '/cmp/sim/cardImport/results',
  '/cmp/risk/renewCardSeparation/results',
  '/cmp/sim/stock/operation/results',
  '/cmp/sim/label/cards',
  '/cmp/sim/pool/cards',
  '/cmp/sim/pool/blockHistory',
  '/cmp/sim/pool/change/failLog',
  '/cmp/core/account/info',
  '/cmp/core/account/infoByLoginName',
  '/cmp/core/announcement/current',
  '/cmp/core/logo/get',
  '/cmp/bill/cards',
  '/cmp/capital/movements',
  '/cmp/credit/changeLog',
  '/cmp/withdraw/summary',
  '/cmp/prepaid/funds',
  '/cmp/prepaid/group',
  '/cmp/prepaid/cards',
  '/cmp/contract/changeLog',
]);

/** List and detail routes a channel role can reach that the scan does not call, with the reason. */
const notCovered: Record<string, string> = {};

/** Reads a role may call that answer a refusal by design (the scan still reads the refusal). */
const refused: Record<string, readonly string[]> = {
  // Secondary customers never see basic plans or a retail plan's change log (docs/decisions.md "Plans").
  '/cmp/base/goods/basic/list': ['5000'],
  '/cmp/base/goods/basic/detail': ['5000'],
  '/cmp/base/goods/retail/changeRecord': ['5000'],
  // Secondary customers have no pool screens (docs/decisions.md "Cards: data pools").
  '/cmp/sim/pool/list': ['5000'],
  '/cmp/sim/pool/detail': ['5000'],
  '/cmp/sim/pool/cards': ['5000'],
  '/cmp/sim/pool/blockHistory': ['5000'],
  '/cmp/sim/pool/change/list': ['5000'],
  '/cmp/sim/pool/change/failLog': ['5000'],
  // The write-off cycle covers every enterprise: its result is the platform's (docs/decisions.md "Write-off").
  '/cmp/writeoff/cycle/detail': ['3000', '4000', '5000'],
};

const isRead = (r: RouteDef) => /(list|detail)$/i.test(r.id) || alsoRead.has(r.path);
const mayCall = (r: RouteDef, roleId: string) =>
  r.permission === 'signedIn' || builtInRoles[roleId]!.permissions.includes(r.permission);
const channelReads = apiGroups.flatMap((g) => g.routes).filter((r) => isRead(r) && viewers.some((v) => mayCall(r, v.roleId)));
const cases = channelReads
  .filter((r) => !notCovered[r.path])
  .flatMap((r) => viewers.filter((v) => mayCall(r, v.roleId)).map((v) => ({ route: r, viewer: v })));

const put = (Item: Record<string, unknown>) =>
  stackDb().send(new PutCommand({ TableName: inject('stack').env.TABLE_NAME, Item }));

/** The platform publishes a plan to three enterprises only; Acme offers a retail plan on it to S2001. */
async function seedLeakBait() {
  const admin = await login('admin');
  await put({ pk: 'PLATFORM#ZONE', sk: 'ZONE#ZTL01', elementId: 'ZTL01', elementName: 'Leak zone', status: 2 });
  await put({
    pk: 'PLATFORM#COMMSERV',
    sk: 'CS#9TL01',
    commservId: '9TL01',
    name: 'Leak service',
    type: 'data',
    priority: 5,
    status: 2,
    domains: [],
  });
  const apn = await call<{ apnId: string }>(
    '/cmp/base/apn/save',
    {
      name: `TL APN ${run}`,
      operator: 'CMCC',
      operatorApnCode: 'cmiot.leak',
      startIp: '10.9.0.1',
      endIp: '10.9.0.254',
      publicDns: '8.8.8.8',
      backupDns: '8.8.4.4',
      privateDns: '10.9.0.2',
    },
    { token: admin },
  );
  expect(apn.status, JSON.stringify(apn.body)).toBe(201);
  const plan = await call<{ goodsReleaseId: string }>(
    '/cmp/base/goods/basic/save',
    basicPlanInput({
      code: LEAK_CODE,
      name: `Leak plan ${run}`,
      apnConfigs: [{ apnId: apn.body.data!.apnId, zones: [{ elementId: 'ZTL01', commservIds: ['9TL01'] }] }],
    }),
    { token: admin },
  );
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const goodsReleaseId = plan.body.data!.goodsReleaseId;
  const pub = await call(
    '/cmp/base/goods/basic/publish',
    { goodsReleaseId, publishScope: 'selected', publishTo: ['C1001', 'C1002', 'C1003'] },
    { token: admin },
  );
  expect(pub.status, JSON.stringify(pub.body)).toBe(200);
  const offer = await call(
    '/cmp/base/goods/retail/save',
    retailPlanInput({ retailName: LEAK_RETAIL, goodsReleaseId, proportion: 10 }),
    { token: await login('acme') },
  );
  expect(offer.status, JSON.stringify(offer.body)).toBe(201);
  return goodsReleaseId;
}

/** A label, a pool with a change, a batch and an import of Acme, so every detail route has an id to read. */
async function seedOwnRecords() {
  const [acme, admin] = [await login('acme'), await login('admin')];
  const ok = (res: ApiResult, status: number) => expect(res.status, JSON.stringify(res.body)).toBe(status);
  // ICCIDs no card has: the batch and the pool change fail for them and change no card.
  const nobody = (n: number) => `8986${Date.now().toString().slice(-9)}${String(n).padStart(7, '0')}`;
  ok(await call('/cmp/sim/label/save', { name: `TL ${run}`, color: 'teal' }, { token: acme }), 201);
  // A data-push task of Acme's (its server need not exist: nothing connects here), unless it has one.
  const pushes = await call<{ items: unknown[] }>('/cmp/core/dataPush/list', {}, { token: acme });
  if (!pushes.body.data?.items.length) {
    const task = { name: `TL ${run}`, host: '127.0.0.1', port: 22, account: 'tl', password: 'tl-secret', path: '/tl' };
    ok(await call('/cmp/core/dataPush/add', { ...task, fileType: 'csv', contents: ['cards'], hour: 6 }, { token: acme }), 201);
  }
  // A one-off fee and a card purchase the platform records for Acme (created by a platform account).
  const order = { channelCustId: 'C1001', itemName: `TL ${run}`, quantity: 10, unitPrice: 300 };
  const fee = await call<{ orderId: string }>('/cmp/order/create', { ...order, orderType: 'oneoff' }, { token: admin });
  ok(fee, 200);
  // An invoice Acme requests over that fee once paid, issued by a platform account (whose name it must not carry).
  ok(await call('/cmp/order/payState', { orderId: fee.body.data!.orderId, payState: 2 }, { token: admin }), 200);
  const invoice = await call<{ invoiceId: string }>(
    '/cmp/invoice/request',
    { title: `TL ${run}`, type: 'normal', orderIds: [fee.body.data!.orderId] },
    { token: acme },
  );
  ok(invoice, 200);
  const issueDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  ok(
    await call(
      '/cmp/invoice/issue',
      { invoiceId: invoice.body.data!.invoiceId, invoiceNumber: '04400777', issueDay },
      { token: admin },
    ),
    200,
  );
  ok(await call('/cmp/order/create', { ...order, orderType: 'card', operator: 'CMCC' }, { token: admin }), 200);
  // A withdrawal of Acme that the platform examined (funded through the ledger: recharges are another area's).
  const ledger = createLedgerRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);
  const at = new Date().toISOString();
  await openFunds(ledger, 'C1001', at);
  await ledger.transfer(rechargeTransfer('C1001', `tl-${run}`, 10_000, { actor: 'test', at }));
  const open = await call<{ openWithdrawalId: string | null }>('/cmp/withdraw/summary', {}, { token: acme });
  const previous = open.body.data!.openWithdrawalId;
  if (previous) await call('/cmp/withdraw/audit', { withdrawalId: previous, decision: 'reject', reason: 'TL' }, { token: admin });
  const payee = { bankName: 'TL bank', bankAccount: '6222 0000', accountName: 'Acme' };
  const withdrawal = await call<{ withdrawalId: string }>('/cmp/withdraw/apply', { amount: 100, ...payee }, { token: acme });
  ok(withdrawal, 200);
  ok(
    await call(
      '/cmp/withdraw/audit',
      { withdrawalId: withdrawal.body.data!.withdrawalId, decision: 'examine' },
      { token: admin },
    ),
    200,
  );
  // A recharge Acme files and the platform approves (its auditor is a platform account).
  const recharge = await call<{ rechargeId: string }>(
    '/cmp/recharge/add',
    { amount: 1000, payMethod: 0, paidAt: new Date(Date.now() - 60_000).toISOString(), remark: `TL ${run}` },
    { token: acme },
  );
  ok(recharge, 201);
  ok(await call('/cmp/recharge/audit', { rechargeId: recharge.body.data!.rechargeId, action: 'approve' }, { token: admin }), 200);
  const pool = await call<{ poolId: string }>(
    '/cmp/sim/pool/add',
    { name: `TL ${run}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: 'ZCN000001' },
    { token: acme },
  );
  ok(pool, 201);
  const change = await call(
    '/cmp/sim/pool/change',
    { poolId: pool.body.data!.poolId, action: 'add', iccids: [nobody(1)] },
    { token: acme },
  );
  expect(change.status, JSON.stringify(change.body)).toBeLessThan(300);
  // A card of Acme's in the pool, so the pool usage per customer, plan and zone has a group to read.
  const [pooled] = await claimCards(
    (await cardsOf('CUST#C1001', 64)).filter((c) => {
      const card = c as { operator?: string; modeType?: string; poolId?: string; custId?: string | null };
      return card.operator === 'CMCC' && card.modeType === '01' && !card.poolId && !card.custId;
    }),
    1,
  );
  const joined = await call(
    '/cmp/sim/pool/change',
    { poolId: pool.body.data!.poolId, action: 'add', iccids: [pooled!.iccid] },
    { token: acme },
  );
  expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);
  ok(await call('/cmp/sim/batch/changeState', { iccids: [nobody(2)], targetState: 65 }, { token: acme }), 202);
  // A card of Acme's separated from its device (bound, then seen in another one in an operator session
  // file): the separation lists and the analysis have an item to read.
  const [separated] = await claimCards(
    (await cardsOf('CUST#C1001', 64)).filter((c) => (c as { modeType?: string }).modeType !== '00'),
    1,
  );
  const [imeiA, imeiB] = [imeiOf('86123400000901'), imeiOf('86123400000902')];
  ok(
    await call('/cmp/risk/separation/bind', { mode: 'imei', cards: [{ iccid: separated!.iccid, imei: imeiA }] }, { token: acme }),
    200,
  );
  const seenAt = Date.now() + 60_000;
  await stackS3().send(
    new PutObjectCommand({
      Bucket: inject('stack').env.IMPORTS_BUCKET,
      Key: `sessions/tenant-leak-${run}.csv`,
      Body: formatSessions([
        { start: new Date(seenAt).toISOString(), iccid: separated!.iccid, imei: imeiA, province: '31', city: '3101' },
        { start: new Date(seenAt + 1000).toISOString(), iccid: separated!.iccid, imei: imeiB, province: '31', city: '3101' },
      ]),
    }),
  );
  for (let i = 0; i < 100; i++) {
    const events = await call<{ items: { iccid: string }[] }>('/cmp/risk/separation/events', { pageSize: 100 }, { token: acme });
    if (events.body.data?.items.some((e) => e.iccid === separated!.iccid)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // A separation renewal of Acme's (the unknown card fails in it, nothing changes).
  ok(await call('/cmp/risk/renewCardSeparation/submit', { iccids: [nobody(4)] }, { token: acme }), 202);
  // A hardware item out to Acme against its sales order (stock, the list and the stock-out operation to read).
  const stockFile = Buffer.from(`sn,name,networkType\nTL-${run}-1,leak,2`).toString('base64');
  const imported = await call<{ batchId: string }>(
    '/cmp/base/goods/stockImport',
    { kind: 'hardware', fileName: 'tl.csv', content: stockFile },
    { token: admin },
  );
  ok(imported, 202);
  await waitWhileProcessing('stock import', '/cmp/sim/stock/operation/detail', imported.body.data!, { token: admin });
  const stockOrder = await call<{ salesOrderNumber: string }>(
    '/cmp/saleOrder/save',
    { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 1, remark: 'tl stock' },
    { token: admin },
  );
  ok(stockOrder, 201);
  const out = await call<{ batchId: string }>(
    '/cmp/sim/stock/out',
    { salesOrderNumber: stockOrder.body.data!.salesOrderNumber, sns: [`TL-${run}-1`] },
    { token: admin },
  );
  ok(out, 202);
  await waitWhileProcessing('stock-out', '/cmp/sim/stock/operation/detail', out.body.data!, { token: admin });
  const csv = Buffer.from(
    ['iccid,msisdn,imsi,operator,imei,goodsReleaseId,state', `${nobody(3)},14400000001,46000,CMCC,,G001,63`].join('\r\n'),
  );
  const upload = await uploadAndStart(admin, csv, { channelCustId: 'C1001', fileName: 'tl.csv' });
  ok(upload.link, 200);
  ok(upload.started!, 202);
  // A prepaid term of Acme beginning in that Unicom cycle, so its prepaid-card funds and cost have a group and a month.
  const [prepaid] = await claimCards(
    ((await cardsOf('CUST#C1001', 64)) as (CardRow & Record<string, unknown>)[]).filter(
      (c) => c.operator === 'CUCC' && c.goodsReleaseId === 'G002' && !c.custId && !c.poolId,
    ),
    1,
  );
  expect(prepaid, 'an active prepaid Unicom card of Acme').toBeDefined();
  await stackDb().send(
    new UpdateCommand({
      TableName: inject('stack').env.TABLE_NAME,
      Key: cardEntity.key({ channelCustId: 'C1001', iccid: prepaid!.iccid }),
      UpdateExpression: 'SET activatedAt = :at REMOVE stateLog, planLog',
      ExpressionAttributeValues: { ':at': '2026-10-05T02:00:00.000Z' },
    }),
  );
  // Its activation entry follows (the card list's activation days read it), as an activation writes it.
  await stackDb().send(
    new PutCommand({
      TableName: inject('stack').env.TABLE_NAME,
      Item: cardActivationItem({ ...prepaid!, listShards: undefined }, '2026-10-05T02:00:00.000Z'),
    }),
  );
  // Acme's bills of a Unicom cycle, published: its own, its secondary customers' and its profit sharing.
  const cycle = { channelCustId: 'C1001', cycle: '2026-10', calendar: 'unicom' };
  const started = await call('/cmp/bill/run', cycle, { token: admin });
  expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
  let billIds: string[] = [];
  for (let i = 0; i < 200 && !billIds.length; i++) {
    const r = await call<{ status: string; billIds: string[] }>('/cmp/bill/runDetail', cycle, { token: admin });
    if (r.body.data?.status === 'succeeded') billIds = r.body.data.billIds;
    else await new Promise((done) => setTimeout(done, 250));
  }
  expect(billIds.length).toBeGreaterThan(0);
  for (const billId of billIds)
    expect([200, 409]).toContain((await call('/cmp/bill/publish', { billId }, { token: admin })).status);
  // A sales order of Acme for Acme East, handled and replied to by the platform: every viewer has one to read.
  const saleOrder = await call<{ salesOrderNumber: string }>(
    '/cmp/saleOrder/save',
    { channelCustId: 'C1001', custId: 'S2001', retailId: 'R001', orderType: 1, goodsReleaseId: 'G001', quantity: 2 },
    { token: admin },
  );
  ok(saleOrder, 201);
  const ref = { channelCustId: 'C1001', salesOrderNumber: saleOrder.body.data!.salesOrderNumber };
  ok(await call('/cmp/saleOrder/reply', { ...ref, result: 'modified', remark: 'TL' }, { token: admin }), 200);
  // A credit order and a grant of Acme (recorded by a platform account).
  const year = new Date().getUTCFullYear();
  const credit = { channelCustId: 'C1001', amount: 5_000, paymentTime: `${year}-01-02T00:00:00Z`, unit: 'year', validity: 1 };
  ok(await call('/cmp/credit/create', { ...credit, validFrom: `${year}-01-01` }, { token: admin }), 201);
  ok(await call('/cmp/capital/grant', { channelCustId: 'C1001', amount: 100, remark: `TL ${run}` }, { token: admin }), 200);
  // A contract of Acme with an access point and a payment (recorded by a platform account).
  const contract = {
    channelCustId: 'C1001',
    contractNumber: `TL-${run}`,
    name: `TL ${run}`,
    paymentKind: 'prepaidContract',
    payMode: 'prepaid',
    amount: 10_000,
    signedOn: `${year}-01-01`,
    validFrom: `${year}-01-01`,
    validTo: `${year}-12-31`,
  };
  ok(await call('/cmp/contract/create', contract, { token: admin }), 201);
  const ap = { name: `TL ${run}`, operator: 'CMCC', apnId: 'APN0001', startIp: '10.64.9.1', endIp: '10.64.9.9', cardLimit: 5 };
  ok(await call('/cmp/contract/accessPoint/add', { contractNumber: contract.contractNumber, ...ap }, { token: admin }), 201);
  const payment = { contractNumber: contract.contractNumber, amount: 100, paidOn: `${year}-01-02` };
  ok(await call('/cmp/contract/payment/create', payment, { token: admin }), 200);
  // Automation rules of Acme (added by the platform, so its login name is bait too) and of Acme East.
  const rule = {
    name: `TL rule ${run}`,
    triggerKind: 'dailyUsage',
    unit: 'MB',
    threshold: 50,
    targetKind: 'enterprise',
    actions: [{ type: 2 }],
    emails: 'noc@acme.example',
  };
  ok(await call('/cmp/autorule/add', { ...rule, channelCustId: 'C1001' }, { token: admin }), 201);
  ok(await call('/cmp/autorule/add', rule, { token: await login('acme-east') }), 201);
  // An alarm of Acme through the real path: a rule on a label of one card, the card deactivated.
  const [card] = await claimCards(
    (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC' && !c.custId),
    1,
  );
  const label = await call<{ labelId: string }>(
    '/cmp/sim/label/save',
    { name: `TL alarm ${run}`, color: 'teal' },
    { token: acme },
  );
  ok(label, 201);
  const labelId = label.body.data!.labelId;
  ok(await call('/cmp/sim/label/attach', { labelId, iccids: [card!.iccid] }, { token: acme }), 200);
  const alarmRule = { name: `TL alarm ${run}`, triggerKind: 'stateChange', states: [65], targetKind: 'label', targetId: labelId };
  const added = await call<{ ruleId: string }>(
    '/cmp/autorule/add',
    { ...alarmRule, actions: [{ type: 2 }], emails: 'noc@acme.example' },
    { token: acme },
  );
  ok(added, 201);
  ok(await call('/cmp/sim/card/changeState', { iccid: card!.iccid, targetState: 65 }, { token: acme }), 200);
  for (let i = 0; i < 80; i++) {
    const alarms = await call<{ items: unknown[] }>(
      '/cmp/autorule/alarm/list',
      { ruleId: added.body.data!.ruleId },
      { token: acme },
    );
    if (alarms.body.data?.items.length) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // Content and rights (issue #17 item 4): the catalogue synced by the platform, a rights order of Acme's for a vehicle.
  ok(await call('/cmp/content/sync/run', {}, { token: admin }), 201);
  const products = await call<{ items: { productId: string; periods: number[] }[] }>(
    '/cmp/content/product/list',
    {},
    { token: acme },
  );
  const product = products.body.data!.items[0]!;
  const vin = `LTLA${Date.now().toString().slice(-13)}`;
  const months = product.periods[0]!;
  ok(
    await call(
      '/cmp/content/order/add',
      { productId: product.productId, targetKind: 'vin', target: vin, months },
      { token: acme },
    ),
    201,
  );
}

describe('no list or detail answer carries another tenant’s ids or platform staff names', () => {
  const tokens: Record<string, string> = {};
  let goodsReleaseId: string;

  beforeAll(async () => {
    for (const v of viewers) tokens[v.loginName] = await login(v.loginName);
    goodsReleaseId = await seedLeakBait();
    await seedOwnRecords();
  }, 60_000);

  /** The body of a read as `v`: fixed, or built from an item of the list answer (the role's, else the enterprise's). */
  async function bodyOf(path: string, v: Viewer): Promise<{ body: Item; borrowed: boolean }> {
    const spec = bodies[path];
    if (!isFromList(spec)) return { body: spec ?? {}, borrowed: false };
    const pick = (res: ApiResult) => {
      const items = res.status === 200 ? itemsOf(res.body.data) : [];
      return (spec.prefer && items.find(spec.prefer)) ?? items[0];
    };
    const own = pick(await call(spec.list, spec.listBody ?? {}, { token: tokens[v.loginName] }));
    const item = own ?? pick(await call(spec.list, spec.listBody ?? {}, { token: tokens.acme }));
    expect(item, `${spec.list} gives no item to read ${path} as ${v.loginName}`).toBeDefined();
    return { body: spec.body(item!), borrowed: !own };
  }

  it('covers every list and detail route a channel role can reach, or names why not', () => {
    const unknown = channelReads.filter((r) => !bodies[r.path] && !/list$/i.test(r.id) && !alsoRead.has(r.path));
    expect(
      unknown.map((r) => r.path),
      'detail routes without a request body: add one to `bodies` or `notCovered`',
    ).toEqual([]);
    expect(cases.length).toBeGreaterThan(80);
  });

  it('keeps the publication targets for the platform', async () => {
    const res = await call<Item>('/cmp/base/goods/basic/detail', { goodsReleaseId }, { token: await login('admin') });
    expect(res.body.data).toMatchObject({ publishScope: 'selected', publishTo: ['C1001', 'C1002', 'C1003'], createdBy: 'admin' });
  });

  it('shows the plan’s creator to the enterprise as the platform, without its targets', async () => {
    const res = await call<Item>('/cmp/base/goods/basic/detail', { goodsReleaseId }, { token: tokens.acme });
    expect(res.status).toBe(200);
    expect(res.body.data!.createdBy).toBe('platform');
    expect(res.body.data).not.toHaveProperty('publishTo');
    expect(res.body.data).not.toHaveProperty('publishScope');
  });

  it.each(cases.map((c) => [`${c.route.path} as ${c.viewer.loginName}`, c] as const))('%s', async (_, c) => {
    const { body, borrowed } = await bodyOf(c.route.path, c.viewer);
    const res = await call(c.route.path, body, { method: c.route.method, token: tokens[c.viewer.loginName] });
    const why = JSON.stringify(res.body).slice(0, 300);
    if (refused[c.route.path]?.includes(c.viewer.roleId)) expect(res.status, why).toBeGreaterThanOrEqual(400);
    // An id of the enterprise's that this role's own list does not show: reading it may be refused.
    else if (borrowed) expect([200, 403, 404], why).toContain(res.status);
    else expect(res.status, why).toBe(200);
    expect(leaksIn(res.body, c.viewer)).toEqual([]);
  });
});
