import { randomUUID } from 'node:crypto';
/**
 * Write-offs as the API serves them (issue #14, item 5; rules in write-off-model.ts): the list, a
 * write-off by hand, the operations log; the monthly cycle's methods come from write-off-cycle.ts.
 * A write-off is ONE transaction (write-off-apply.ts). The enterprise writes off its own bills; the
 * platform any.
 */
import type { DomainEvent } from '@cmp/events';
import { parseBillId } from '../bill/bill-model.ts';
import { type BillOperation, operationIds, ruleReasons } from '../bill/bill-owed.ts';
import { fundsError, openFunds, readFunds } from '../funds/funds-ledger.ts';
import { writeOffLegs, writeOffRefusal } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { BillStatus } from '../shared/data/entities/bill.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { BILL_RETRIES, operationView, payable, writeOffApplier } from './write-off-apply.ts';
import { CYCLE_CHUNK_ENTERPRISES, createWriteOffCycle } from './write-off-cycle.ts';
import { remainingOf, writableStatuses, yuan } from './write-off-model.ts';
import type { Bill, BillSummary, WriteOffRepository } from './write-off.repository.ts';

export { CYCLE_CHUNK_ENTERPRISES };

export interface WriteOffServiceDeps {
  repo: WriteOffRepository;
  ledger: LedgerRepository;
  /** Starts the cycle's state machine for a month's run; the execution name makes a replayed start a no-op. */
  startCycle(input: { month: string; run: number }, executionName: string): Promise<void>;
  clock: () => Date;
  /** Publishes domain events after a commit (default: the bus, shared/aws/events.ts `publishSafely`). */
  publish?: (events: readonly DomainEvent[]) => Promise<{ failed: number }>;
}

/** The list tabs: to be written off (2), written off (3, 4), overdue (5), or every owing bill. */
export const writeOffTabs = ['toWriteOff', 'writtenOff', 'overdue', 'all'] as const;
export type WriteOffTab = (typeof writeOffTabs)[number];
const tabStatuses: Record<WriteOffTab, BillStatus[]> = {
  toWriteOff: [2],
  writtenOff: [3, 4],
  overdue: [5],
  all: [2, 3, 4, 5],
};

export function createWriteOffService(d: WriteOffServiceDeps) {
  const now = () => d.clock().toISOString();
  const apply = writeOffApplier(d);

  /** The bill the caller may write off or read here: the platform any published one, an enterprise its own. */
  async function ownBill(p: Principal, billId: string): Promise<Bill> {
    const ref = parseBillId(billId);
    const bill = ref ? await d.repo.getBill(ref.channelCustId, billId) : undefined;
    const scope = scopeOf(p);
    const visible =
      bill &&
      bill.publishStatus === 1 &&
      (scope.kind === 'platform' ||
        (scope.kind === 'enterprise' && bill.channelCustId === scope.channelCustId && bill.custId === null));
    if (!visible) throw new AppError('NOT_FOUND', {}, 'billId');
    return bill;
  }

  return {
    ...createWriteOffCycle(d, apply),

    /**
     * The write-off list: owing bills (published with status 2–5) of the caller's scope, by tab; each
     * with what it owes, has written off and still owes, and its enterprise's payable funds
     * (pre-deposits not reserved plus grants) — the write-off dialog's prefill is what those cover.
     */
    async list(
      p: Principal,
      body: { tab?: WriteOffTab; channelCustId?: string; cycle?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: body.channelCustId });
      const scope = scopeOf(p);
      if (scope.kind === 'secondary') throw new AppError('FORBIDDEN');
      const statuses = tabStatuses[body.tab ?? 'all'];
      const values: Record<string, unknown> = { ':pub': 1 };
      statuses.forEach((s, i) => {
        values[`:s${i}`] = s;
      });
      const conditions = [
        'publishStatus = :pub',
        'attribute_exists(writtenOff)',
        `#status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
      ];
      if (scope.kind === 'platform' && body.channelCustId) {
        conditions.push('channelCustId = :c');
        values[':c'] = body.channelCustId;
      }
      const partition = scope.kind === 'platform' ? scopeKeys.platform : scopeKeys.enterprise(scope.channelCustId);
      const page = await d.repo.listBills(partition, {
        cycle: body.cycle,
        filter: { expression: conditions.join(' AND '), values, names: { '#status': 'status' } },
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      const enterprises = [...new Set(page.items.map((b) => b.channelCustId))];
      const [funds, names] = await Promise.all([
        Promise.all(enterprises.map((c) => readFunds(d.ledger, c))),
        d.repo.names({ enterprises, secondaries: [], plans: [], retails: [] }, lang),
      ]);
      const fundsOf = new Map(funds.map((f) => [f.channelCustId, f]));
      return {
        items: page.items.map((b) => {
          const f = fundsOf.get(b.channelCustId)!;
          const remaining = remainingOf(b);
          return {
            billId: b.billId,
            channelCustId: b.channelCustId,
            enterpriseName: names.customers.get(b.channelCustId) ?? null,
            cycle: b.cycle,
            calendar: b.calendar,
            status: b.status,
            dueDate: b.dueDate ?? null,
            publishedAt: b.publishedAt ?? null,
            owed: b.totals.total,
            writtenOff: b.writtenOff ?? 0,
            remaining,
            grant: f.grant,
            preDeposit: f.withdrawable,
            payable: payable(f),
            suggested: writableStatuses.includes(b.status) ? Math.min(remaining, payable(f)) : 0,
          };
        }),
        cursor: page.cursor,
      };
    },

    /**
     * Writes off `amount` fen of a bill by hand, from grants then pre-deposits (spec §5 rules). The
     * operation id is the client's (`opId`, else its Idempotency-Key): the same id again answers the
     * first write-off; without either every request is its own operation.
     */
    async writeOff(p: Principal, body: { billId: string; amount: number; reason?: string; opId?: string }, clientKey?: string) {
      const bill0 = await ownBill(p, body.billId);
      const operationId = operationIds.manual(bill0.billId, body.opId ?? clientKey ?? randomUUID());
      const done = await d.repo.getOperation(bill0.channelCustId, operationId);
      if (done) return { ...operationView(done), replayed: true };
      if (body.amount <= 0) throw new AppError('WRITE_OFF_ZERO', {}, 'amount');
      await openFunds(d.ledger, bill0.channelCustId, now());
      for (let attempt = 1; ; attempt++) {
        const bill = attempt === 1 ? bill0 : (await d.repo.getBill(bill0.channelCustId, bill0.billId))!;
        if (!writableStatuses.includes(bill.status)) throw new AppError('WRITE_OFF_NOT_OWED', {}, 'billId');
        const funds = await readFunds(d.ledger, bill.channelCustId);
        const remaining = remainingOf(bill);
        const refused = writeOffRefusal(body.amount, remaining, funds);
        if (refused === 'zero') throw new AppError('WRITE_OFF_ZERO', {}, 'amount');
        if (refused === 'aboveOwed') throw new AppError('WRITE_OFF_ABOVE_OWED', { owed: yuan(remaining) }, 'amount');
        const aboveFunds = () => new AppError('WRITE_OFF_ABOVE_FUNDS', { available: yuan(payable(funds)) }, 'amount');
        if (refused === 'aboveFunds') throw aboveFunds();
        const at = now();
        const legs = writeOffLegs(funds, bill.billId, operationId, body.amount, { actor: p.loginName, at });
        if (!legs) throw aboveFunds();
        const { op, outcome } = apply(bill, body.amount, legs, {
          operationId,
          by: p.loginName,
          at,
          reason: body.reason?.trim() || ruleReasons.manual,
        });
        const o = await outcome;
        if (o.code === 'ok' && !o.replayed) return { ...operationView(op), replayed: false };
        const first = await d.repo.getOperation(bill.channelCustId, operationId);
        if (first) return { ...operationView(first), replayed: true };
        if (o.code === 'insufficientFunds' && attempt >= BILL_RETRIES) throw aboveFunds();
        if (o.code === 'overLimit' && attempt >= BILL_RETRIES)
          throw new AppError('WRITE_OFF_ABOVE_OWED', { owed: yuan(remaining) }, 'amount');
        if (o.code === 'precondition' && attempt >= BILL_RETRIES) throw new AppError('WRITE_OFF_BILL_CHANGED');
        if (!['precondition', 'insufficientFunds', 'overLimit'].includes(o.code)) throw fundsError(o);
        // The bill or the funds moved since they were read: read again, check again.
      }
    },

    /** The bill operations log (publish, write-off, overdue mark): the platform's, or the enterprise's own. */
    async operations(
      p: Principal,
      body: { channelCustId?: string; billId?: string; type?: BillOperation['type']; cursor?: string; pageSize?: number },
    ) {
      if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: body.channelCustId });
      const scope = scopeOf(p);
      if (scope.kind === 'secondary') throw new AppError('FORBIDDEN');
      const conditions: string[] = [];
      const values: Record<string, unknown> = {};
      const names: Record<string, string> = {};
      if (scope.kind === 'platform' && body.channelCustId) {
        conditions.push('channelCustId = :c');
        values[':c'] = body.channelCustId;
      }
      if (body.billId) {
        conditions.push('billId = :b');
        values[':b'] = body.billId;
      }
      if (body.type) {
        conditions.push('#type = :t');
        values[':t'] = body.type;
        names['#type'] = 'type';
      }
      const page = await d.repo.listOperations(
        scope.kind === 'platform' ? scopeKeys.platform : scopeKeys.enterprise(scope.channelCustId),
        {
          filter: conditions.length
            ? { expression: conditions.join(' AND '), values, ...(Object.keys(names).length ? { names } : {}) }
            : undefined,
          cursor: body.cursor,
          pageSize: body.pageSize ?? 20,
        },
      );
      return { items: page.items.map(operationView), cursor: page.cursor };
    },
  };
}

export type WriteOffService = ReturnType<typeof createWriteOffService>;
export type { BillSummary };
