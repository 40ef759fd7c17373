/**
 * Contracts as the API serves them (issue #14, item 6): the platform creates, changes and terminates
 * an enterprise's contracts (numbers unique platform-wide), records payments received under them
 * (one ledger transfer settlement → contract, in the transaction of the payment record) and keeps
 * the network access points each provides. Every change is logged with before and after. An
 * enterprise reads its own; another enterprise's number answers 404 as if it did not exist.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Apn } from '../apn/apn.repository.ts';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { isDay } from '../credit/credit-model.ts';
import { fundsError, openFunds } from '../funds/funds-ledger.ts';
import { contractPaymentTransfer } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { Condition } from '../shared/data/entity-operations.ts';
import { nextVersion } from '../shared/data/versioned.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { createAccessPointService } from './access-point.service.ts';
import {
  type Contract,
  type ContractPaymentKind,
  type ContractStatus,
  type PayMode,
  contractStatus,
  contractTermsOf,
  paymentRefusal,
  remainingOf,
  statusCondition,
  termsProblem,
} from './contract-model.ts';
import type { ContractChange, ContractPayment, ContractRepository } from './contract.repository.ts';

export interface ContractServiceDeps {
  contracts: ContractRepository;
  ledger: LedgerRepository;
  names: { enterprises(ids: readonly string[], lang: Lang): Promise<Map<string, string>> };
  apns: { get(apnId: string): Promise<Apn | undefined> };
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

export interface ContractTermsInput {
  name: string;
  paymentKind: ContractPaymentKind;
  payMode: PayMode;
  amount: number;
  signedOn: string;
  validFrom: string;
  validTo: string;
  remark?: string;
}

type Scoped = { contractNumber: string; channelCustId?: string };
const yuan = (fen: number) => (fen / 100).toFixed(2);

export function createContractService(d: ContractServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);
  const today = () => shanghaiDay(d.clock());

  /** A contract as answered: its status today, what is paid and remains, its enterprise's name. */
  const view = (c: Contract, day: string, names: Map<string, string>) => ({
    ...c,
    paid: c.paid ?? 0,
    remaining: remainingOf(c),
    status: contractStatus(c, day),
    customerName: names.get(c.channelCustId) ?? null,
  });

  /**
   * The contract a request names: a platform caller's by the enterprise it names or the number's
   * owner; a channel caller's only in its own enterprise (another's number: 404, not 403, so a
   * pasted link tells nothing).
   */
  async function scoped(p: Principal, body: Scoped): Promise<Contract> {
    const channelCustId =
      isPlatformRole(p) && !body.channelCustId
        ? await d.contracts.ownerOf(body.contractNumber)
        : requestedTenant(p, body).channelCustId;
    const c = channelCustId ? await d.contracts.get(channelCustId, body.contractNumber) : undefined;
    if (!c) throw new AppError('NOT_FOUND', {}, 'contractNumber');
    return c;
  }

  async function active(p: Principal, body: Scoped & { version?: number }): Promise<Contract> {
    const c = await scoped(p, body);
    if (c.state === 'terminated') throw new AppError('CONTRACT_TERMINATED');
    if (body.version !== undefined && body.version !== c.version) throw new AppError('CONTRACT_CHANGED');
    return c;
  }

  function checkTerms(body: ContractTermsInput) {
    const problem = termsProblem(body);
    if (problem) throw new AppError(problem.key, {}, problem.field);
  }

  const changeOf = (
    p: Principal,
    after: Contract,
    before: Contract | null,
    action: ContractChange['action'],
    reason: string | null,
    extra: Record<string, unknown> = {},
  ): ContractChange => ({
    changeId: newId(),
    contractNumber: after.contractNumber,
    channelCustId: after.channelCustId,
    action,
    before: before ? contractTermsOf(before) : null,
    after: { ...contractTermsOf(after), ...extra },
    reason,
    by: p.loginName,
    at: after.updatedAt,
  });

  /**
   * Writes a changed contract (an edit, or a termination with its reason) with its copy and log
   * entry, on condition that it is still at the version read.
   */
  async function commit(p: Principal, before: Contract, set: Partial<Contract>, reason: string | null, client: Client) {
    const now = d.clock();
    const action = set.state === 'terminated' ? 'terminate' : 'update';
    const after = nextVersion(
      before,
      { ...set, ...(action === 'terminate' ? { terminatedAt: now.toISOString() } : {}) },
      p.loginName,
      now,
    );
    await d.contracts.write(after, changeOf(p, after, before, action, reason), before.version);
    await audit(p, 'contractChange', client, `contract.${action} ${after.channelCustId} ${after.contractNumber}`);
    return { ...after, status: contractStatus(after, today()), remaining: remainingOf(after) };
  }

  return {
    /** The platform: every contract (or one enterprise's); an enterprise its own. By number; filters by kind, mode, status, number. */
    async list(
      p: Principal,
      body: {
        channelCustId?: string;
        paymentKind?: ContractPaymentKind;
        payMode?: PayMode;
        status?: ContractStatus;
        contractNumber?: string;
        cursor?: string;
        pageSize?: number;
      },
      lang: Lang,
    ) {
      const channelCustId = isPlatformRole(p) && !body.channelCustId ? null : requestedTenant(p, body).channelCustId;
      const day = today();
      const parts: Condition[] = [];
      if (body.paymentKind) parts.push({ expression: 'paymentKind = :kind', values: { ':kind': body.paymentKind } });
      if (body.payMode) parts.push({ expression: 'payMode = :mode', values: { ':mode': body.payMode } });
      if (body.status) parts.push(statusCondition(body.status, day));
      const search = body.contractNumber?.trim();
      if (search) parts.push({ expression: 'contains(contractNumber, :q)', values: { ':q': search } });
      const filter = parts.length
        ? {
            expression: parts.map((c) => `(${c.expression})`).join(' AND '),
            names: Object.assign({}, ...parts.map((c) => c.names ?? {})),
            values: Object.assign({}, ...parts.map((c) => c.values ?? {})),
          }
        : undefined;
      const page = await d.contracts.page(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      const names = await d.names.enterprises(
        page.items.map((c) => c.channelCustId),
        lang,
      );
      return { items: page.items.map((c) => view(c, day, names)), cursor: page.cursor };
    },

    /** One contract with its payments (newest first) — the access-point page's header and the detail panel. */
    async detail(p: Principal, body: Scoped, lang: Lang) {
      const c = await scoped(p, body);
      const [names, payments] = await Promise.all([
        d.names.enterprises([c.channelCustId], lang),
        d.contracts.payments(c.channelCustId, c.contractNumber),
      ]);
      return {
        contract: view(c, today(), names),
        payments: payments.sort((a, b) => (a.at < b.at ? 1 : -1)),
      };
    },

    /** A contract's changes, newest first. */
    async changeLog(p: Principal, body: Scoped & { cursor?: string; pageSize?: number }) {
      const c = await scoped(p, body);
      return d.contracts.changes(c.channelCustId, c.contractNumber, { cursor: body.cursor, pageSize: body.pageSize ?? 20 });
    },

    async create(p: Principal, body: ContractTermsInput & { channelCustId: string; contractNumber: string }, client: Client) {
      checkTerms(body);
      if (!(await d.names.enterprises([body.channelCustId], 'en-US')).has(body.channelCustId))
        throw new AppError('NOT_FOUND', {}, 'channelCustId');
      const at = d.clock().toISOString();
      const c: Contract = {
        contractNumber: body.contractNumber,
        channelCustId: body.channelCustId,
        name: body.name.trim(),
        paymentKind: body.paymentKind,
        payMode: body.payMode,
        amount: body.amount,
        signedOn: body.signedOn,
        validFrom: body.validFrom,
        validTo: body.validTo,
        state: 'active',
        remark: body.remark?.trim() || null,
        paid: 0,
        createdAt: at,
        createdBy: p.loginName,
        updatedAt: at,
        updatedBy: p.loginName,
        version: 1,
      };
      await d.contracts.write(c, changeOf(p, c, null, 'create', null), null);
      await audit(p, 'contractChange', client, `contract.create ${c.channelCustId} ${c.contractNumber} ${c.amount}`);
      return { ...c, status: contractStatus(c, today()), remaining: remainingOf(c) };
    },

    /** Changes a contract's terms, on condition that it is still at `version`; its value never below what was paid. */
    async update(
      p: Principal,
      body: ContractTermsInput & { channelCustId?: string; contractNumber: string; version: number },
      client: Client,
    ) {
      checkTerms(body);
      const before = await active(p, body);
      if (body.amount < (before.paid ?? 0)) throw new AppError('CONTRACT_BELOW_PAID', { paid: yuan(before.paid ?? 0) }, 'amount');
      return commit(
        p,
        before,
        {
          name: body.name.trim(),
          paymentKind: body.paymentKind,
          payMode: body.payMode,
          amount: body.amount,
          signedOn: body.signedOn,
          validFrom: body.validFrom,
          validTo: body.validTo,
          remark: body.remark?.trim() || null,
        },
        null,
        client,
      );
    },

    /** Terminates a contract (with the reason), on condition that it is still at `version`. */
    async terminate(
      p: Principal,
      body: { channelCustId?: string; contractNumber: string; version: number; reason: string },
      client: Client,
    ) {
      const before = await active(p, body);
      const reason = body.reason.trim();
      if (!reason) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'reason');
      return commit(p, before, { state: 'terminated', terminatedReason: reason }, reason, client);
    },

    /**
     * Records a payment received under a contract: the payment, the contract's `paid` and the ledger
     * transfer settlement → contract in one transaction. The payment id is made from the operation
     * (`opId`, else the Idempotency-Key): the same operation again answers the first payment, one
     * transfer. Refused when the contract is terminated, the amount not above 0 or above what remains.
     */
    async pay(
      p: Principal,
      body: { channelCustId?: string; contractNumber: string; amount: number; paidOn: string; remark?: string; opId?: string },
      client: Client,
      clientKey?: string,
    ) {
      const c0 = await scoped(p, body);
      const op = body.opId ?? clientKey ?? randomUUID();
      const paymentId = `CP${createHash('sha256').update(`${c0.channelCustId}|${c0.contractNumber}|${op}`).digest('hex').slice(0, 20).toUpperCase()}`;
      const done = await d.contracts.getPayment(c0.channelCustId, c0.contractNumber, paymentId);
      if (done) return { ...done, replayed: true };
      if (!isDay(body.paidOn)) throw new AppError('CONTRACT_DAY', {}, 'paidOn');
      await openFunds(d.ledger, c0.channelCustId, d.clock().toISOString());
      for (let attempt = 1; ; attempt++) {
        const c = attempt === 1 ? c0 : (await d.contracts.get(c0.channelCustId, c0.contractNumber))!;
        const refusal = paymentRefusal(c, body.amount);
        if (refusal === 'terminated') throw new AppError('CONTRACT_TERMINATED');
        if (refusal === 'zero') throw new AppError('CONTRACT_PAYMENT_ZERO', {}, 'amount');
        if (refusal === 'aboveRemaining')
          throw new AppError('CONTRACT_PAYMENT_ABOVE_REMAINING', { remaining: yuan(remainingOf(c)) }, 'amount');
        const at = d.clock().toISOString();
        const transfer = contractPaymentTransfer(c.channelCustId, c.contractNumber, paymentId, body.amount, {
          actor: p.loginName,
          at,
        });
        const payment: ContractPayment = {
          paymentId,
          contractNumber: c.contractNumber,
          channelCustId: c.channelCustId,
          amount: body.amount,
          paidOn: body.paidOn,
          remark: body.remark?.trim() || null,
          transferId: transfer.transferId,
          paidAfter: (c.paid ?? 0) + body.amount,
          by: p.loginName,
          at,
        };
        const after: Contract = { ...c, paid: payment.paidAfter, updatedAt: at, updatedBy: p.loginName, version: c.version + 1 };
        const change = changeOf(p, after, c, 'payment', payment.remark, { payment: body.amount, paidOn: body.paidOn });
        const outcome = await d.ledger.transfer(transfer, d.contracts.paymentSteps(c, after, payment, change));
        if (outcome.code === 'ok') {
          if (outcome.replayed) {
            const first = await d.contracts.getPayment(c.channelCustId, c.contractNumber, paymentId);
            if (first) return { ...first, replayed: true };
          }
          await audit(
            p,
            'contractPayment',
            client,
            `contract.pay ${c.channelCustId} ${c.contractNumber} ${paymentId} ${body.amount}`,
          );
          return { ...payment, replayed: false };
        }
        if (outcome.code !== 'precondition') throw fundsError(outcome, 'amount');
        // Another payment or an edit came between the read and the write: read again (the payment may be this one's).
        const first = await d.contracts.getPayment(c.channelCustId, c.contractNumber, paymentId);
        if (first) return { ...first, replayed: true };
        if (attempt >= 5) throw new AppError('CONTRACT_CHANGED');
      }
    },
    // The contract's network access points (access-point.service.ts), on the same scope rules.
    ...createAccessPointService(d, { scoped, newId, audit }),
  };
}

export type ContractService = ReturnType<typeof createContractService>;
