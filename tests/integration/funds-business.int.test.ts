/**
 * The business-level property test of funds against the local stack (issue #14, "Tests that must
 * exist"): for each seed a new enterprise, and 300 random operations from the pure test's generator
 * (functions/src/funds/funds-business-fixtures.ts) — recharges filed, approved, rejected, refunded;
 * grants; withdrawals asked, examined, rejected, paid by the run; credit orders recorded and
 * cancelled; bills published and written off; earlier requests sent again with their Idempotency-Key —
 * sent through the HTTP API in concurrent groups of 1–4. After every group, from what is stored:
 * each balance equals the sum of its transfers (the ledger's balance check), no account is past its
 * limit, and the figures equal what the business records add up to (reviewed recharges less refunds,
 * withdrawals paid and write-offs from pre-deposits; reservations of requests in process; grants less
 * what paid bills; the credit line of the orders valid today; bills owed less written off) — so no
 * request, retried or not, had a second effect.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { creditLineOf } from '../../functions/src/credit/credit-model.ts';
import { createCreditRepository } from '../../functions/src/credit/credit.repository.ts';
import { type FundsOp, brokenInvariant, fundsOpArb } from '../../functions/src/funds/funds-business-fixtures.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { REVIEWED } from '../../functions/src/recharge/recharge-model.ts';
import { createRechargeRepository } from '../../functions/src/recharge/recharge.repository.ts';
import { createWithdrawalRepository } from '../../functions/src/withdrawal/withdrawal.repository.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

const SEEDS = Number(process.env.FUNDS_SEEDS ?? 20);
const STEPS = 300;
const run = Date.now().toString(36).slice(-6).toUpperCase();
const table = () => inject('stack').env.TABLE_NAME!;
const repos = () => ({
  ledger: createLedgerRepository(stackDb(), table),
  bills: createBillRepository(stackDb(), table),
  credits: createCreditRepository(stackDb(), table),
  recharges: createRechargeRepository(stackDb(), undefined, table),
  withdrawals: createWithdrawalRepository(stackDb(), table),
});
const PASSWORD = 'Prop@2026funds';
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
let admin = '';

interface Request {
  path: string;
  body: Record<string, unknown>;
  who: 'admin' | 'enterprise';
  key: string;
  what: FundsOp['t'];
}
interface Leg {
  source: 'grant' | 'preDeposit' | 'credit';
  amount: number;
}

/** An enterprise of its own, with an administrator who signs in (withdrawals are asked by the enterprise). */
async function newEnterprise(seed: number): Promise<{ c: string; token: string }> {
  const made = await call<{ channelCustId: string }>(
    '/cmp/core/account/customer/save',
    {
      code: `FB${run}-${seed}`,
      name: `Funds property ${run} ${seed}`,
      status: 0,
      paymentModel: 'prepaidCredit',
      businessLicence: `LIC-FB${seed}`,
      taxNumber: `91310000FB${seed}`,
      adminContact: { name: 'Li Lei', phone: '021-5555-0000', email: 'li@example.com' },
    },
    { token: admin },
  );
  expect(made.status).toBe(201);
  const c = made.body.data!.channelCustId;
  const loginName = `fb-${run}-${seed}`.toLowerCase();
  const account = await call(
    '/cmp/core/account/save',
    { loginName, displayName: 'Funds property', roleId: '3000', channelCustId: c, password: PASSWORD },
    { token: admin },
  );
  expect(account.status).toBe(201);
  return { c, token: await login(loginName, PASSWORD) };
}

/** What one seed's enterprise has done, as its answers told (ids the server drew) and its bills. */
class Tracked {
  readonly recharges: string[] = [];
  readonly withdrawals: string[] = [];
  readonly bills: string[] = [];
  readonly credits = new Map<string, 'active' | 'cancelled'>();
  readonly grants = new Map<string, number>();
  readonly writeOffs = new Map<string, Leg[]>();
  readonly sent: Request[] = [];
  statuses = new Map<string, number>();
  private n = 0;

  constructor(readonly c: string) {}
  key() {
    this.n += 1;
    return `fb-${run}-${this.c}-${this.n}`;
  }
}

/** The request an operation stands for now (`undefined`: nothing to act on yet). */
async function requestFor(t: Tracked, op: FundsOp): Promise<Request | undefined> {
  const nth = <T>(list: T[], p: number) => (list.length ? list[p % list.length] : undefined);
  const r = (what: FundsOp['t'], path: string, body: Record<string, unknown>, who: Request['who'] = 'admin'): Request => ({
    path,
    body,
    who,
    key: t.key(),
    what,
  });
  const lastWithdrawal = t.withdrawals.at(-1);
  switch (op.t) {
    case 'file':
      return r('file', '/cmp/recharge/add', {
        channelCustId: t.c,
        amount: op.amount,
        payMethod: 0,
        paidAt: new Date(Date.now() - 60_000).toISOString(),
      });
    case 'approve':
    case 'reject': {
      const id = nth(t.recharges, op.pick);
      return id
        ? r(op.t, '/cmp/recharge/audit', {
            rechargeId: id,
            action: op.t,
            ...(op.t === 'reject' ? { reason: 'No money arrived' } : {}),
          })
        : undefined;
    }
    case 'refund': {
      const id = nth(t.recharges, op.pick);
      return id && op.amount > 0
        ? r('refund', '/cmp/recharge/refund', { rechargeId: id, amount: op.amount, reason: 'Paid twice' })
        : undefined;
    }
    case 'grant':
      return r('grant', '/cmp/capital/grant', { channelCustId: t.c, amount: op.amount, remark: 'Launch offer' });
    case 'withdraw':
      return op.amount > 0
        ? r(
            'withdraw',
            '/cmp/withdraw/apply',
            { amount: op.amount, bankName: 'ICBC', bankAccount: '6222 0000 1111', accountName: 'Funds property' },
            'enterprise',
          )
        : undefined;
    case 'examine':
    case 'withdrawReject':
      return lastWithdrawal
        ? r(op.t, '/cmp/withdraw/audit', {
            withdrawalId: lastWithdrawal,
            decision: op.t === 'examine' ? 'examine' : 'reject',
            ...(op.t === 'withdrawReject' ? { reason: 'Invoice missing' } : {}),
          })
        : undefined;
    case 'pay':
      return r('pay', '/cmp/withdraw/run', {});
    case 'credit': {
      const active = [...t.credits].filter(([, s]) => s === 'active').map(([id]) => id);
      if (op.limit % 3 === 0 && active.length)
        return r('credit', '/cmp/credit/cancel', {
          channelCustId: t.c,
          creditId: active[op.limit % active.length],
          reason: 'Contract ended',
        });
      return op.limit > 0
        ? r('credit', '/cmp/credit/create', {
            channelCustId: t.c,
            amount: op.limit,
            paymentTime: `${today}T09:00:00+08:00`,
            unit: 'month',
            validity: 1,
            validFrom: today,
          })
        : undefined;
    }
    case 'publish': {
      // A bill as a bill run leaves it, in a cycle of its own (one a month from 2001), then published.
      const i = t.bills.length;
      const cycle = `${2001 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      const bill = unpublishedBill(t.c, cycle, op.amount);
      await repos().bills.putBill(bill);
      t.bills.push(bill.billId);
      return r('publish', '/cmp/bill/publish', { billId: bill.billId });
    }
    case 'writeOff': {
      const id = nth(t.bills, op.pick);
      return id ? r('writeOff', '/cmp/writeoff/writeOff', { billId: id, amount: op.amount, reason: 'Property test' }) : undefined;
    }
    case 'repeat':
      return t.sent.at(-op.back);
  }
}

/** Sends a request (a repeat keeps its key and body: the route layer answers it again, no second effect). */
async function send(t: Tracked, req: Request, tokens: { admin: string; enterprise: string }) {
  const res = await call<Record<string, unknown>>(req.path, req.body, {
    token: tokens[req.who],
    headers: { 'Idempotency-Key': req.key },
  });
  const k = `${req.what}:${res.status}`;
  t.statuses.set(k, (t.statuses.get(k) ?? 0) + 1);
  if (res.status >= 500 && res.status !== 503)
    throw new Error(`${req.path} ${JSON.stringify(req.body)}: ${res.status} ${res.body.msg}`);
  if (res.status >= 300) return;
  const d = res.body.data!;
  if (req.what === 'file' && !t.recharges.includes(String(d.rechargeId))) t.recharges.push(String(d.rechargeId));
  if (req.what === 'withdraw' && !t.withdrawals.includes(String(d.withdrawalId))) t.withdrawals.push(String(d.withdrawalId));
  if (req.what === 'grant') t.grants.set(String(d.grantId), Number(d.amount));
  if (req.what === 'credit') t.credits.set(String(d.creditId), d.state === 'cancelled' ? 'cancelled' : 'active');
  if (req.what === 'writeOff') t.writeOffs.set(String(d.operationId), d.legs as Leg[]);
}

/** The figures the stored records add up to, and the invariants on the stored ledger. */
async function check(t: Tracked): Promise<string | undefined> {
  const r = repos();
  const [recharges, withdrawals, bills, orders, accounts, balances] = await Promise.all([
    Promise.all(t.recharges.map((id) => r.recharges.get(t.c, id))),
    Promise.all(t.withdrawals.map((id) => r.withdrawals.get(t.c, id))),
    Promise.all(t.bills.map((id) => r.bills.getBill(t.c, id))),
    r.credits.orders(t.c),
    r.ledger.accounts(t.c),
    r.ledger.checkBalances({ channelCustId: t.c }),
  ]);
  if (balances.differences.length) return `balances differ from their transfers: ${JSON.stringify(balances.differences)}`;
  const legs = [...t.writeOffs.values()].flat();
  const fromLegs = (source: Leg['source']) => legs.filter((l) => l.source === source).reduce((s, l) => s + l.amount, 0);
  const sum = <T>(xs: (T | undefined)[], f: (x: T) => number) => xs.reduce((s, x) => s + (x ? f(x) : 0), 0);
  const reviewed = sum(recharges, (x) => (x.state === REVIEWED ? x.amount : 0));
  const refunded = sum(recharges, (x) => x.refundedAmount);
  const paid = sum(withdrawals, (w) => (w.state === 'withdrawn' ? w.amount : 0));
  const reserved = sum(withdrawals, (w) => (['submitted', 'examined', 'applying'].includes(w.state) ? w.amount : 0));
  const published = bills.filter((b) => b?.publishStatus === 1);
  return brokenInvariant(t.c, accounts, {
    preDeposit: reviewed - refunded - paid - fromLegs('preDeposit'),
    reserved,
    grant: [...t.grants.values()].reduce((s, a) => s + a, 0) - fromLegs('grant'),
    creditLine: creditLineOf(orders, today),
    creditUsed: fromLegs('credit'),
    toWriteOff:
      sum(published, (b) => (b.status === 2 || b.status === 3 || b.status === 4 || b.status === 5 ? b.totals.total : 0)) -
      sum(published, (b) => b.writtenOff ?? 0),
  });
}

describe(`funds through the API on DynamoDB Local: ${SEEDS} seeds × ${STEPS} operations in concurrent groups of 1–4`, () => {
  beforeAll(async () => {
    admin = await login('admin');
  });

  it.each(Array.from({ length: SEEDS }, (_, i) => i + 1))('seed %i: the figures add up after every group', async (seed) => {
    const { c, token } = await newEnterprise(seed);
    const tokens = { admin, enterprise: token };
    const t = new Tracked(c);
    const [ops] = fc.sample(fc.array(fundsOpArb, { minLength: STEPS, maxLength: STEPS }), { numRuns: 1, seed });
    const [sizes] = fc.sample(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: STEPS, maxLength: STEPS }), {
      numRuns: 1,
      seed: seed + 1000,
    });
    for (let i = 0, g = 0; i < ops!.length; g++) {
      const group = ops!.slice(i, i + sizes![g]!);
      i += group.length;
      const requests: Request[] = [];
      for (const op of group) {
        const req = await requestFor(t, op);
        if (req) requests.push(req);
      }
      for (const req of requests) if (!t.sent.includes(req)) t.sent.push(req);
      await Promise.all(requests.map((req) => send(t, req, tokens)));
      const broken = await check(t);
      if (broken) throw new Error(`seed ${seed}, group ${g} (${requests.map((q) => q.what).join(', ')}): ${broken}`);
    }
    // The run reached money in and out, refusals and retries.
    const seen = [...t.statuses.keys()];
    expect(seen).toEqual(expect.arrayContaining(['file:201', 'approve:200', 'writeOff:200', 'publish:200']));
    expect(seen.some((k) => /^(refund|withdraw|writeOff):4\d\d$/.test(k))).toBe(true);
  });
});
