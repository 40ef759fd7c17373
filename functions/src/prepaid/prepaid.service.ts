/**
 * Prepaid-card funds and prepaid cost as the API serves them (issue #14, items 6 and 7), read from
 * the roll-ups a bill's publication writes (bill/bill-prepaid.ts) — never from cards or bills.
 *
 * - Funds (business area): an enterprise's own prepaid terms (its own bills, paid to the platform) by
 *   plan, zone, cycle and contract type; a group's month-by-month recognition and its cards.
 * - Cost (report area): months with prepaid received, recognised and unconsumed — the platform's
 *   totals (enterprises' own bills) or one enterprise's; an enterprise its own; a secondary customer
 *   its own (its retail bills). A month's detail: per enterprise for the platform, else per plan group
 *   of one payer.
 */
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import {
  type ContractType,
  type GroupKey,
  type StoredGroup,
  groupInMonth,
  groupToDate,
  scheduleOf,
  termMonths,
} from './prepaid-model.ts';
import type { PrepaidRepository } from './prepaid.repository.ts';

export interface PrepaidServiceDeps {
  prepaid: PrepaidRepository;
  names: Pick<CustomerNames, 'enterprises' | 'secondary'>;
  clock: () => Date;
}

export interface GroupBody {
  channelCustId?: string;
  goodsReleaseId: string;
  elementId: string;
  cycle: string;
  contractType: ContractType;
}

type Payer = { channelCustId: string; custId: string | null };

export function createPrepaidService(d: PrepaidServiceDeps) {
  /** Plan and zone names of groups (one BatchGet of their plans). */
  async function planNames(groups: readonly Pick<StoredGroup, 'goodsReleaseId' | 'elementId'>[]) {
    const plans = await d.prepaid.plans(groups.map((g) => g.goodsReleaseId));
    return (g: Pick<StoredGroup, 'goodsReleaseId' | 'elementId'>) => {
      const plan = plans.get(g.goodsReleaseId);
      return {
        planName: plan?.name ?? null,
        zoneName: plan?.zones?.find((z) => z.elementId === g.elementId)?.elementName ?? null,
      };
    };
  }

  const groupKey = (g: StoredGroup): GroupKey => ({
    channelCustId: g.channelCustId,
    custId: g.custId,
    cycle: g.cycle,
    goodsReleaseId: g.goodsReleaseId,
    elementId: g.elementId,
    contractType: g.contractType,
  });

  /** The payer a report request reads: the platform's chosen enterprise, the caller's enterprise, or the secondary customer itself. */
  function payerOf(p: Principal, body: { channelCustId?: string }): Payer {
    const scope = scopeOf(p);
    if (scope.kind === 'platform') return { channelCustId: body.channelCustId!, custId: null };
    requestedTenant(p, { channelCustId: body.channelCustId });
    return scope.kind === 'secondary'
      ? { channelCustId: scope.channelCustId, custId: scope.custId }
      : { channelCustId: scope.channelCustId, custId: null };
  }

  async function readGroup(p: Principal, body: GroupBody): Promise<StoredGroup> {
    const { channelCustId } = requestedTenant(p, { channelCustId: body.channelCustId });
    const group = await d.prepaid.group({
      channelCustId,
      custId: null,
      cycle: body.cycle,
      goodsReleaseId: body.goodsReleaseId,
      elementId: body.elementId,
      contractType: body.contractType,
    });
    if (!group) throw new AppError('PREPAID_GROUP_NOT_FOUND', {}, 'goodsReleaseId');
    return group;
  }

  return {
    /** A page of the enterprise's prepaid-card funds groups, newest cycle first, with today's figures. */
    async funds(p: Principal, body: { channelCustId?: string; cursor?: string; pageSize?: number }) {
      const { channelCustId } = requestedTenant(p, { channelCustId: body.channelCustId });
      const page = await d.prepaid.groups(
        { channelCustId, custId: null },
        { cursor: body.cursor, pageSize: body.pageSize ?? 20 },
      );
      const named = await planNames(page.items);
      const month = shanghaiMonth(d.clock());
      return {
        items: page.items.map((g) => ({
          ...groupKey(g),
          ...named(g),
          months: g.months,
          cards: g.cards,
          lastMonth: termMonths(g.cycle, g.months).at(-1)!,
          ...groupToDate(g, month),
        })),
        cursor: page.cursor,
      };
    },

    /** A group's header and its month-by-month recognition schedule. */
    async group(p: Principal, body: GroupBody, lang: Lang) {
      const g = await readGroup(p, body);
      const [named, customers] = await Promise.all([planNames([g]), d.names.enterprises([g.channelCustId], lang)]);
      const schedule = scheduleOf(g);
      return {
        ...groupKey(g),
        ...named(g),
        customerName: customers.get(g.channelCustId) ?? null,
        months: g.months,
        cards: g.cards,
        lastMonth: schedule.at(-1)?.month ?? g.cycle,
        ...groupToDate(g, shanghaiMonth(d.clock())),
        schedule,
      };
    },

    /** A page of a group's cards (by ICCID): each term's first and last day and its fee. */
    async cards(p: Principal, body: GroupBody & { cursor?: string; pageSize?: number }) {
      const g = await readGroup(p, body);
      const page = await d.prepaid.cards(groupKey(g), { cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return {
        items: page.items.map((c) => ({
          iccid: c.iccid,
          termStart: c.termStart,
          termEnd: c.termEnd,
          fee: c.fee,
          billId: c.billId,
        })),
        cursor: page.cursor,
      };
    },

    /** Months of prepaid cost, newest first: the platform's totals or one enterprise's; the caller's own otherwise. */
    async costList(p: Principal, body: { channelCustId?: string; cursor?: string; pageSize?: number }) {
      const payer = isPlatformRole(p) && !body.channelCustId ? undefined : payerOf(p, body);
      const scope = payer ? scopeKeys.customer(payer.channelCustId, payer.custId) : scopeKeys.platform;
      const page = await d.prepaid.costs(scope, { cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return {
        items: page.items.map((r) => ({
          recordId: r.month,
          received: r.received ?? 0,
          recognised: r.recognised ?? 0,
          unconsumed: r.unconsumed ?? 0,
        })),
        cursor: page.cursor,
      };
    },

    /**
     * A month: for the platform without a customer, its totals and a row per enterprise; otherwise
     * one payer's figures and a row per plan group active that month.
     */
    async costDetail(p: Principal, body: { recordId: string; channelCustId?: string }, lang: Lang) {
      const month = body.recordId;
      const figures = (r?: { received?: number; recognised?: number; unconsumed?: number }) => ({
        received: r?.received ?? 0,
        recognised: r?.recognised ?? 0,
        unconsumed: r?.unconsumed ?? 0,
      });
      if (isPlatformRole(p) && !body.channelCustId) {
        const [record, rows] = await Promise.all([d.prepaid.cost(scopeKeys.platform, month), d.prepaid.costCustomers(month)]);
        if (!record && !rows.length) throw new AppError('PREPAID_RECORD_NOT_FOUND', {}, 'recordId');
        const names = await d.names.enterprises(
          rows.map((r) => r.channelCustId),
          lang,
        );
        return {
          recordId: month,
          view: 'customers' as const,
          channelCustId: null,
          customerName: null,
          ...figures(record),
          customers: rows.map((r) => ({
            channelCustId: r.channelCustId,
            customerName: names.get(r.channelCustId) ?? null,
            ...figures(r),
          })),
          plans: [],
        };
      }
      const payer = payerOf(p, body);
      const [record, groups] = await Promise.all([
        d.prepaid.cost(scopeKeys.customer(payer.channelCustId, payer.custId), month),
        d.prepaid.groupsUntil(payer, month),
      ]);
      const active = groups.flatMap((g) => {
        const inMonth = groupInMonth(g, month);
        return inMonth ? [{ g, inMonth }] : [];
      });
      if (!record && !active.length) throw new AppError('PREPAID_RECORD_NOT_FOUND', {}, 'recordId');
      const [named, customerName] = await Promise.all([
        planNames(active.map((a) => a.g)),
        payer.custId
          ? d.names.secondary(payer.channelCustId, [payer.custId], lang).then((r) => r[0]?.name ?? null)
          : d.names.enterprises([payer.channelCustId], lang).then((m) => m.get(payer.channelCustId) ?? null),
      ]);
      return {
        recordId: month,
        view: 'plans' as const,
        channelCustId: payer.channelCustId,
        customerName,
        ...figures(record),
        customers: [],
        plans: active
          .sort((a, b) => b.g.cycle.localeCompare(a.g.cycle))
          .map(({ g, inMonth }) => ({
            ...groupKey(g),
            ...named(g),
            months: g.months,
            cards: g.cards,
            fee: g.fee,
            received: inMonth.received,
            recognised: inMonth.recognised,
            unconsumed: inMonth.unconsumed,
          })),
      };
    },
  };
}

export type PrepaidService = ReturnType<typeof createPrepaidService>;
