/**
 * Credit orders as the API serves them (issue #14, item 4): the platform records, changes and cancels
 * an enterprise's credit orders; the credit line is the sum of its orders valid today, set as the
 * credit limit of the enterprise's `credit` ledger account in the same transaction as the order and
 * its change log entry (before and after, with the line before and after). Lowering the line below
 * the credit already used is refused (49805). An enterprise reads its own orders and their log.
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { fundsError, openFunds } from '../funds/funds-ledger.ts';
import { fundsAccount } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { CreditUnit } from '../shared/data/entities/credit.entity.ts';
import { nextVersion } from '../shared/data/versioned.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import {
  type CreditOrder,
  type CreditRange,
  creditLineOf,
  isDay,
  rangeBounds,
  rangeOf,
  shownState,
  termsOf,
  validToOf,
} from './credit-model.ts';
import type { CreditChange, CreditRepository } from './credit.repository.ts';

export interface CreditServiceDeps {
  credits: CreditRepository;
  ledger: LedgerRepository;
  customers: { get(channelCustId: string, custId: null): Promise<Record<string, unknown> | undefined> };
  names: { enterprises(channelCustIds: readonly string[], lang: Lang): Promise<Map<string, string>> };
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

export interface CreditTermsInput {
  amount: number;
  paymentTime: string;
  unit: CreditUnit;
  validity: number;
  validFrom: string;
  remark?: string;
}

/** An order's terms from what was typed (its last day computed, a blank remark none). */
const termsFrom = (body: CreditTermsInput) => ({
  amount: body.amount,
  paymentTime: body.paymentTime,
  unit: body.unit,
  validity: body.validity,
  validFrom: body.validFrom,
  validTo: validToOf(body.validFrom, body.unit, body.validity),
  remark: body.remark?.trim() || null,
});

export function createCreditService(d: CreditServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);

  /** An order as answered: its state as of today, its range and its enterprise's name. */
  const view = (o: CreditOrder, day: string, name: string | null) => ({
    ...o,
    state: shownState(o, day),
    range: rangeOf(o.amount),
    enterpriseName: name,
  });

  /** Enterprises' names by id (one BatchGet). */
  const names = (ids: string[], lang: Lang): Promise<Map<string, string>> => d.names.enterprises(ids, lang);

  function checkDays(body: Pick<CreditTermsInput, 'validFrom' | 'paymentTime'>) {
    if (!isDay(body.validFrom)) throw new AppError('CREDIT_DAY', {}, 'validFrom');
    if (Number.isNaN(Date.parse(body.paymentTime))) throw new AppError('CREDIT_DAY', {}, 'paymentTime');
  }

  /**
   * Writes `after` (and its log entry) with the enterprise's new credit line in one transaction. The
   * line is computed from the orders with `after` in place of its old version, and written on
   * condition that the stored line is still the one read before the orders: two changes of different
   * orders at once cannot both compute from a set missing the other's (the later one reads again).
   */
  async function commit(
    p: Principal,
    after: CreditOrder,
    before: CreditOrder | null,
    action: CreditChange['action'],
    reason: string | null,
  ) {
    const at = after.updatedAt;
    const day = shanghaiDay(new Date(at));
    const accountId = fundsAccount(after.channelCustId, 'credit');
    await openFunds(d.ledger, after.channelCustId, at);
    for (let attempt = 1; ; attempt++) {
      const stored = (await d.ledger.getAccount(accountId))?.creditLimit ?? 0;
      const orders = (await d.credits.orders(after.channelCustId)).filter((o) => o.creditId !== after.creditId);
      const lineBefore = creditLineOf(before ? [...orders, before] : orders, day);
      const lineAfter = creditLineOf([...orders, after], day);
      const change: CreditChange = {
        changeId: newId(),
        creditId: after.creditId,
        channelCustId: after.channelCustId,
        action,
        before: before ? termsOf(before) : null,
        after: termsOf(after),
        lineBefore,
        lineAfter,
        reason,
        by: p.loginName,
        at,
      };
      const outcome = await d.ledger.setCreditLimit(
        accountId,
        lineAfter,
        d.credits.writeSteps(after, change, before?.version ?? null, { day, line: lineAfter }),
        stored,
      );
      if (outcome.code === 'limitChanged' && attempt < 10) {
        // Another change of this enterprise's line came first: read again after a short random pause.
        await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
        continue;
      }
      if (outcome.code === 'precondition') throw new AppError('CREDIT_CHANGED');
      if (outcome.code !== 'ok') throw fundsError(outcome, 'amount');
      return { lineBefore, lineAfter };
    }
  }

  async function activeOrder(channelCustId: string, creditId: string) {
    const o = await d.credits.get(channelCustId, creditId);
    if (!o) throw new AppError('NOT_FOUND', {}, 'creditId');
    if (o.state !== 'active') throw new AppError('CREDIT_NOT_ACTIVE');
    return o;
  }

  return {
    /** The platform: every order (or one enterprise's); an enterprise its own. Newest first; `range` filters by amount. */
    async list(
      p: Principal,
      body: { channelCustId?: string; range?: CreditRange; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const channelCustId = isPlatformRole(p) && !body.channelCustId ? null : requestedTenant(p, body).channelCustId;
      const bounds = body.range && rangeBounds(body.range);
      const filter = bounds
        ? {
            expression: bounds.to === null ? 'amount >= :from' : 'amount >= :from AND amount < :to',
            values: { ':from': bounds.from, ...(bounds.to === null ? {} : { ':to': bounds.to }) },
          }
        : undefined;
      const page = await d.credits.page(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      const day = shanghaiDay(d.clock());
      const named = await names(
        page.items.map((o) => o.channelCustId),
        lang,
      );
      return { items: page.items.map((o) => view(o, day, named.get(o.channelCustId) ?? null)), cursor: page.cursor };
    },

    /** An order's changes, newest first (the order itself too, so the page can head the log with it). */
    async changeLog(
      p: Principal,
      body: { creditId: string; channelCustId?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const channelCustId =
        isPlatformRole(p) && !body.channelCustId
          ? await d.credits.ownerOf(body.creditId)
          : requestedTenant(p, body).channelCustId;
      const order = channelCustId ? await d.credits.get(channelCustId, body.creditId) : undefined;
      if (!order) throw new AppError('NOT_FOUND', {}, 'creditId');
      const page = await d.credits.changes(order.channelCustId, order.creditId, {
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      const named = await names([order.channelCustId], lang);
      return {
        order: view(order, shanghaiDay(d.clock()), named.get(order.channelCustId) ?? null),
        items: page.items,
        cursor: page.cursor,
      };
    },

    async create(p: Principal, body: CreditTermsInput & { channelCustId: string }, client: Client) {
      checkDays(body);
      if (!(await d.customers.get(body.channelCustId, null))) throw new AppError('NOT_FOUND', {}, 'channelCustId');
      const at = d.clock().toISOString();
      const order: CreditOrder = {
        creditId: newCreditId(d.clock(), newId),
        channelCustId: body.channelCustId,
        ...termsFrom(body),
        state: 'active',
        createdAt: at,
        createdBy: p.loginName,
        updatedAt: at,
        updatedBy: p.loginName,
        version: 1,
      };
      const line = await commit(p, order, null, 'create', null);
      await audit(p, 'creditChange', client, `credit.create ${order.channelCustId} ${order.creditId} ${order.amount}`);
      return { ...order, ...line };
    },

    async update(
      p: Principal,
      body: CreditTermsInput & { channelCustId: string; creditId: string; reason: string },
      client: Client,
    ) {
      checkDays(body);
      const before = await activeOrder(body.channelCustId, body.creditId);
      const after = nextVersion(before, termsFrom(body), p.loginName, d.clock());
      const line = await commit(p, after, before, 'update', body.reason.trim());
      await audit(
        p,
        'creditChange',
        client,
        `credit.update ${after.channelCustId} ${after.creditId} ${before.amount}→${after.amount}`,
      );
      return { ...after, ...line };
    },

    async cancel(p: Principal, body: { channelCustId: string; creditId: string; reason: string }, client: Client) {
      const before = await activeOrder(body.channelCustId, body.creditId);
      const after = nextVersion(before, { state: 'cancelled' }, p.loginName, d.clock());
      const line = await commit(p, after, before, 'cancel', body.reason.trim());
      await audit(p, 'creditChange', client, `credit.cancel ${after.channelCustId} ${after.creditId}`);
      return { ...after, ...line };
    },
  };
}

/** Ids sort by creation time: `CR<yyyyMMddHHmmss><6 hex>` (Shanghai time is not needed: only the order matters). */
export const newCreditId = (now: Date, id: () => string) =>
  `CR${now.toISOString().replace(/\D/g, '').slice(0, 14)}${id().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

export type CreditService = ReturnType<typeof createCreditService>;
