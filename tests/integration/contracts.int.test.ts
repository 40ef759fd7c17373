/**
 * Contracts, their payments and access points (issue #14, item 6) against the local stack: every
 * rule and its message in both languages, numbers unique across enterprises, a change conditioned on
 * `version`, the change log, a payment as one ledger transfer (a retry is the same transfer; a payment
 * above what remains writes nothing), access points on the APN catalogue, and each tenant's view (an
 * enterprise reads only its own; another's number answers 404; a secondary customer has no contracts).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fundsAccount } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

interface Contract {
  contractNumber: string;
  channelCustId: string;
  name: string;
  amount: number;
  paid: number;
  remaining: number;
  status: string;
  state: string;
  version: number;
  customerName?: string | null;
}
interface Payment {
  paymentId: string;
  amount: number;
  transferId: string;
  paidAfter: number;
  replayed?: boolean;
}
interface AccessPoint {
  accessPointId: string;
  name: string;
  apnName: string;
  state: string;
  version: number;
  cardLimit: number;
}
interface Change {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  reason: string | null;
  by: string;
}

type Login = 'admin' | 'operator' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';
const t = {} as Record<Login, string>;
const run = Date.now().toString(36).slice(-6).toUpperCase();
const num = (n: string) => `IT-${run}-${n}`;
const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const terms = {
  name: 'Fleet connectivity',
  paymentKind: 'prepaidContract',
  payMode: 'prepaid',
  amount: 1_000_000,
  signedOn: `${year}-01-02`,
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
  remark: 'Signed with procurement',
};
const point = {
  name: 'Depot gateway',
  operator: 'CMCC',
  apnId: 'APN0001',
  startIp: '10.64.20.1',
  endIp: '10.64.20.254',
  cardLimit: 500,
};

const post = <T>(path: string, body: unknown, as: Login, lang: 'en-US' | 'zh-CN' = 'en-US', headers?: Record<string, string>) =>
  call<T>(path, body, { token: t[as], lang, headers });
const ok = async <T>(path: string, body: unknown, as: Login = 'admin', status = 200) => {
  const r = await post<T>(path, body, as);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.data as T;
};
const refused = (r: ApiResult, status: number, errorCode?: number, field?: string) => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  if (errorCode) expect(r.body.errorCode).toBe(errorCode);
  if (field) expect(r.body.field).toBe(field);
};
const create = (channelCustId: string, contractNumber: string, more: Record<string, unknown> = {}) =>
  ok<Contract>('/cmp/contract/create', { channelCustId, contractNumber, ...terms, ...more }, 'admin', 201);
const detail = (contractNumber: string, as: Login = 'admin') =>
  ok<{ contract: Contract; payments: Payment[] }>('/cmp/contract/detail', { contractNumber }, as);
const log = async (contractNumber: string, as: Login = 'admin') =>
  (await ok<{ items: Change[] }>('/cmp/contract/changeLog', { contractNumber, pageSize: 50 }, as)).items;
const ledger = () => createLedgerRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);
const contractBalance = async (channelCustId: string) => {
  const a = await ledger().getAccount(fundsAccount(channelCustId, 'contract'));
  return a ? a.creditsPosted - a.debitsPosted : 0;
};

beforeAll(async () => {
  for (const name of ['admin', 'operator', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[name] = await login(name);
});

describe('contracts', () => {
  let acme: Contract;

  it('the platform creates a contract: in force, nothing paid, logged, named by its customer', async () => {
    acme = await create('C1001', num('A1'));
    expect(acme).toMatchObject({ status: 'inForce', state: 'active', paid: 0, remaining: 1_000_000, version: 1 });
    const { contract } = await detail(acme.contractNumber);
    expect(contract).toMatchObject({ customerName: 'Acme IoT Ltd.', remaining: 1_000_000 });
    expect(await log(acme.contractNumber)).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        by: 'admin',
        after: expect.objectContaining({ amount: 1_000_000 }),
      }),
    ]);
  });

  it('numbers are unique across enterprises: nothing of the second is written', async () => {
    const again = await post(
      '/cmp/contract/create',
      { channelCustId: 'C1002', contractNumber: acme.contractNumber, ...terms },
      'admin',
    );
    refused(again, 409, 49881, 'contractNumber');
    const zh = await post(
      '/cmp/contract/create',
      { channelCustId: 'C1001', contractNumber: acme.contractNumber, ...terms },
      'admin',
      'zh-CN',
    );
    expect(zh.body.msg).toBe('合同编号已存在');
    const globexList = await ok<{ items: Contract[] }>('/cmp/contract/list', {
      channelCustId: 'C1002',
      contractNumber: acme.contractNumber,
    });
    expect(globexList.items).toEqual([]);
  });

  it('refuses bad terms with their messages in both languages', async () => {
    const base = { channelCustId: 'C1001', ...terms };
    refused(
      await post('/cmp/contract/create', { ...base, contractNumber: num('B1'), validTo: `${year - 1}-12-31` }, 'admin'),
      422,
      49885,
      'validTo',
    );
    const zh = await post(
      '/cmp/contract/create',
      { ...base, contractNumber: num('B1'), validTo: `${year - 1}-12-31` },
      'admin',
      'zh-CN',
    );
    expect(zh.body.msg).toBe('有效期结束日不能早于开始日');
    refused(
      await post('/cmp/contract/create', { ...base, contractNumber: num('B2'), signedOn: `${year}-02-30` }, 'admin'),
      422,
      49884,
      'signedOn',
    );
    refused(
      await post('/cmp/contract/create', { ...base, contractNumber: num('B3'), name: '   ' }, 'admin'),
      422,
      undefined,
      'name',
    );
    refused(
      await post('/cmp/contract/create', { ...base, contractNumber: num('B4'), remark: 'x'.repeat(501) }, 'admin'),
      422,
      undefined,
      'remark',
    );
    refused(
      await post('/cmp/contract/create', { ...base, contractNumber: 'bad number!' }, 'admin'),
      422,
      undefined,
      'contractNumber',
    );
    refused(
      await post('/cmp/contract/create', { ...base, contractNumber: num('B5'), paymentKind: 'barter' }, 'admin'),
      422,
      undefined,
      'paymentKind',
    );
    refused(await post('/cmp/contract/create', { ...base, contractNumber: num('B6'), channelCustId: 'C9999' }, 'admin'), 404);
    const list = await ok<{ items: Contract[] }>('/cmp/contract/list', { contractNumber: `IT-${run}-B` });
    expect(list.items).toEqual([]);
  });

  it('a change is conditioned on the version read and logged with before and after', async () => {
    const changed = await ok<Contract>('/cmp/contract/update', {
      contractNumber: acme.contractNumber,
      ...terms,
      amount: 1_200_000,
      version: 1,
    });
    expect(changed).toMatchObject({ amount: 1_200_000, version: 2 });
    const stale = await post('/cmp/contract/update', { contractNumber: acme.contractNumber, ...terms, version: 1 }, 'admin');
    refused(stale, 409, 49882);
    const [last] = await log(acme.contractNumber);
    expect(last).toMatchObject({ action: 'update', before: { amount: 1_000_000 }, after: { amount: 1_200_000 } });
    acme = (await detail(acme.contractNumber)).contract;
  });

  it('a payment is one ledger transfer settlement → contract with the record; a retry is the same transfer', async () => {
    const balance = await contractBalance('C1001');
    const opId = `it-${randomUUID()}`;
    const body = {
      contractNumber: acme.contractNumber,
      amount: 300_000,
      paidOn: `${year}-03-01`,
      remark: 'First instalment',
      opId,
    };
    const first = await ok<Payment>('/cmp/contract/payment/create', body);
    expect(first).toMatchObject({
      amount: 300_000,
      paidAfter: 300_000,
      replayed: false,
      transferId: `contractPayment:${first.paymentId}`,
    });
    // The same operation again, with a new Idempotency-Key: the first payment, no second effect.
    const again = await post<Payment>('/cmp/contract/payment/create', body, 'admin', 'en-US', {
      'Idempotency-Key': randomUUID(),
    });
    expect(again.body.data).toMatchObject({ paymentId: first.paymentId, replayed: true });
    expect(await contractBalance('C1001')).toBe(balance + 300_000);
    const transfer = await ledger().getTransfer(first.transferId);
    expect(transfer).toMatchObject({
      debitAccountId: 'C1001/settlement',
      creditAccountId: 'C1001/contract',
      amount: 300_000,
      settles: { kind: 'contract', id: acme.contractNumber },
    });
    const { contract, payments } = await detail(acme.contractNumber);
    expect(contract).toMatchObject({ paid: 300_000, remaining: 900_000 });
    expect(payments.map((p) => p.paymentId)).toEqual([first.paymentId]);
    expect((await log(acme.contractNumber))[0]).toMatchObject({ action: 'payment', reason: 'First instalment' });
    const funds = await ok<{ contract: number }>('/cmp/capital/detail', { channelCustId: 'C1001' });
    expect(funds.contract).toBe(balance + 300_000);
  });

  it('a payment above what remains, of 0, or under a terminated contract is refused and writes nothing', async () => {
    const balance = await contractBalance('C1001');
    const above = await post(
      '/cmp/contract/payment/create',
      { contractNumber: acme.contractNumber, amount: 900_001, paidOn: `${year}-03-02` },
      'admin',
    );
    refused(above, 422, 49887, 'amount');
    expect(above.body.msg).toContain('9000.00');
    const zh = await post(
      '/cmp/contract/payment/create',
      { contractNumber: acme.contractNumber, amount: 900_001, paidOn: `${year}-03-02` },
      'admin',
      'zh-CN',
    );
    expect(zh.body.msg).toBe('收款金额不能超过合同剩余金额 9000.00 元');
    refused(
      await post(
        '/cmp/contract/payment/create',
        { contractNumber: acme.contractNumber, amount: 0, paidOn: `${year}-03-02` },
        'admin',
      ),
      422,
      49888,
      'amount',
    );
    refused(
      await post(
        '/cmp/contract/payment/create',
        { contractNumber: acme.contractNumber, amount: 10, paidOn: 'yesterday!' },
        'admin',
      ),
      422,
      undefined,
      'paidOn',
    );
    expect(await contractBalance('C1001')).toBe(balance);
    const { contract, payments } = await detail(acme.contractNumber);
    expect([contract.paid, payments.length]).toEqual([300_000, 1]);
    // The value cannot go below what was paid.
    const below = await post(
      '/cmp/contract/update',
      { contractNumber: acme.contractNumber, ...terms, amount: 299_999, version: contract.version },
      'admin',
    );
    refused(below, 422, 49886, 'amount');
  });

  it('termination needs a reason, is logged, and ends changes and payments', async () => {
    const c = await create('C1001', num('T1'));
    refused(
      await post('/cmp/contract/terminate', { contractNumber: c.contractNumber, version: 1, reason: '' }, 'admin'),
      422,
      undefined,
      'reason',
    );
    const done = await ok<Contract>('/cmp/contract/terminate', {
      contractNumber: c.contractNumber,
      version: 1,
      reason: 'Customer left',
    });
    expect(done).toMatchObject({ status: 'terminated', version: 2 });
    expect((await log(c.contractNumber))[0]).toMatchObject({
      action: 'terminate',
      reason: 'Customer left',
      after: { state: 'terminated' },
    });
    refused(await post('/cmp/contract/update', { contractNumber: c.contractNumber, ...terms, version: 2 }, 'admin'), 409, 49883);
    refused(
      await post(
        '/cmp/contract/payment/create',
        { contractNumber: c.contractNumber, amount: 10, paidOn: `${year}-03-02` },
        'admin',
      ),
      409,
      49883,
    );
    const zh = await post(
      '/cmp/contract/terminate',
      { contractNumber: c.contractNumber, version: 2, reason: 'x' },
      'admin',
      'zh-CN',
    );
    expect(zh.body.msg).toBe('该合同已终止，不能再修改');
  });

  it('lists filter by customer, payment kind, pay mode, derived status and number', async () => {
    const expired = await create('C1002', num('E1'), {
      paymentKind: 'postpaid',
      payMode: 'postpaid',
      validFrom: `${year - 2}-01-01`,
      validTo: `${year - 1}-12-31`,
    });
    const later = await create('C1002', num('N1'), {
      paymentKind: 'prepaidDeposit',
      payMode: 'prepaidCredit',
      validFrom: `${year + 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    });
    const numbers = async (body: Record<string, unknown>) =>
      (await ok<{ items: Contract[] }>('/cmp/contract/list', { contractNumber: `IT-${run}`, pageSize: 50, ...body })).items.map(
        (c) => c.contractNumber,
      );
    expect(await numbers({ status: 'expired' })).toEqual([expired.contractNumber]);
    expect(await numbers({ status: 'notStarted' })).toEqual([later.contractNumber]);
    expect(await numbers({ status: 'terminated' })).toEqual([num('T1')]);
    expect(await numbers({ status: 'inForce' })).toEqual([acme.contractNumber]);
    expect(await numbers({ paymentKind: 'postpaid' })).toEqual([expired.contractNumber]);
    expect(await numbers({ payMode: 'prepaidCredit' })).toEqual([later.contractNumber]);
    expect(await numbers({ channelCustId: 'C1002' })).toEqual([expired.contractNumber, later.contractNumber]);
    const all = await ok<{ items: Contract[] }>('/cmp/contract/list', { contractNumber: `IT-${run}`, pageSize: 50 });
    expect(all.items.find((c) => c.contractNumber === expired.contractNumber)).toMatchObject({
      status: 'expired',
      customerName: 'Globex Logistics',
    });
  });

  it('each tenant sees its own: enterprise read-only, another enterprise 404, a secondary customer 403', async () => {
    const mine = await ok<{ items: Contract[] }>('/cmp/contract/list', { pageSize: 100 }, 'acme');
    expect(mine.items.every((c) => c.channelCustId === 'C1001')).toBe(true);
    expect(mine.items.map((c) => c.contractNumber)).toContain(acme.contractNumber);
    await ok('/cmp/contract/detail', { contractNumber: acme.contractNumber }, 'acme-staff');
    // Globex's number pasted by Acme: as if it did not exist.
    refused(await post('/cmp/contract/detail', { contractNumber: num('E1') }, 'acme'), 404);
    refused(await post('/cmp/contract/accessPoint/list', { contractNumber: num('E1') }, 'acme'), 404);
    refused(await post('/cmp/contract/detail', { contractNumber: acme.contractNumber }, 'globex'), 404);
    refused(await post('/cmp/contract/detail', { contractNumber: num('E1'), channelCustId: 'C1002' }, 'acme'), 403);
    refused(await post('/cmp/contract/list', {}, 'acme-east'), 403);
    // Read-only for an enterprise.
    refused(await post('/cmp/contract/create', { channelCustId: 'C1001', contractNumber: num('X1'), ...terms }, 'acme'), 403);
    refused(
      await post(
        '/cmp/contract/payment/create',
        { contractNumber: acme.contractNumber, amount: 1, paidOn: `${year}-03-02` },
        'acme',
      ),
      403,
    );
    refused(await post('/cmp/contract/accessPoint/add', { contractNumber: acme.contractNumber, ...point }, 'acme'), 403);
    // The operator (2000) may edit like the administrator.
    await ok(
      '/cmp/contract/payment/create',
      { contractNumber: acme.contractNumber, amount: 1, paidOn: `${year}-03-03` },
      'operator',
    );
  });
});

describe('access points', () => {
  let number: string;
  let ap: AccessPoint;

  beforeAll(async () => {
    number = (await create('C1001', num('P1'))).contractNumber;
  });

  it('the platform adds one on an APN of the catalogue; the enterprise reads it', async () => {
    ap = await ok<AccessPoint>('/cmp/contract/accessPoint/add', { contractNumber: number, ...point }, 'admin', 201);
    expect(ap).toMatchObject({ state: 'enabled', apnName: 'CMCC IoT public', cardLimit: 500, version: 1 });
    const { items } = await ok<{ items: AccessPoint[] }>('/cmp/contract/accessPoint/list', { contractNumber: number }, 'acme');
    expect(items.map((a) => a.accessPointId)).toEqual([ap.accessPointId]);
  });

  it('refuses bad network terms with their messages in both languages', async () => {
    const add = (more: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
      post('/cmp/contract/accessPoint/add', { contractNumber: number, ...point, ...more }, 'admin', lang);
    const format = await add({ startIp: '10.64.20' });
    refused(format, 422, 44240, 'startIp');
    expect(format.body.msg).toBe('IP format wrong');
    expect((await add({ endIp: '300.1.1.1' }, 'zh-CN')).body.msg).toBe('IP 格式错误');
    refused(await add({ endIp: '10.64.20.1' }), 422, 44241, 'endIp');
    refused(await add({ operator: 'CUCC' }), 422, 49890, 'apnId');
    const outside = await add({ startIp: '10.63.0.1' });
    refused(outside, 422, 49891, 'startIp');
    expect(outside.body.msg).toContain('10.64.0.1 – 10.64.255.254');
    refused(await add({ apnId: 'APN9999' }), 404, 44242, 'apnId');
    refused(await add({ cardLimit: -1 }), 422, undefined, 'cardLimit');
    refused(await add({ cardLimit: 1.5 }), 422, undefined, 'cardLimit');
    const { items } = await ok<{ items: AccessPoint[] }>('/cmp/contract/accessPoint/list', { contractNumber: number });
    expect(items).toHaveLength(1);
  });

  it('edits, disables and deletes on the version read', async () => {
    const edited = await ok<AccessPoint>('/cmp/contract/accessPoint/update', {
      contractNumber: number,
      accessPointId: ap.accessPointId,
      version: 1,
      ...point,
      cardLimit: 800,
    });
    expect(edited).toMatchObject({ cardLimit: 800, version: 2 });
    refused(
      await post(
        '/cmp/contract/accessPoint/state',
        { contractNumber: number, accessPointId: ap.accessPointId, version: 1, state: 'disabled' },
        'admin',
      ),
      409,
      49892,
    );
    const off = await ok<AccessPoint>('/cmp/contract/accessPoint/state', {
      contractNumber: number,
      accessPointId: ap.accessPointId,
      version: 2,
      state: 'disabled',
    });
    expect(off).toMatchObject({ state: 'disabled', version: 3 });
    await ok('/cmp/contract/accessPoint/delete', { contractNumber: number, accessPointId: ap.accessPointId, version: 3 });
    const { items } = await ok<{ items: AccessPoint[] }>('/cmp/contract/accessPoint/list', { contractNumber: number });
    expect(items).toEqual([]);
    refused(
      await post(
        '/cmp/contract/accessPoint/delete',
        { contractNumber: number, accessPointId: ap.accessPointId, version: 3 },
        'admin',
      ),
      404,
    );
  });
});
