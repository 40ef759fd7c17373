/**
 * The reports as the API serves them (issue #17, item 1): for a year of Shanghai months, the card
 * counts at each month's end, the card flows, activations, usage by plan and by communication service
 * and zone, and the business report. The platform's figures are its month shards summed at read (or
 * one enterprise's, or one secondary customer's); an enterprise reads its own or its secondary
 * customer's; a secondary customer only its own. Every figure comes from roll-ups: a row reads a few
 * items, never a card.
 */
import type { CustomerRecord } from '../customer/customer-record.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { addMonths, shanghaiMonth } from '../shared/time/calendar.ts';
import {
  activeRows,
  businessRows,
  cardFlowRows,
  cardReportRows,
  commUsageRows,
  countsAtMonthEnds,
  monthsAfter,
  monthsOf,
  plansUsed,
  totalsOf,
  usageRows,
  validYear,
} from './report-model.ts';
import type { ReportRepository, ReportScope } from './report.repository.ts';

export interface ReportDeps {
  reports: ReportRepository;
  customers: { get(channelCustId: string, custId: string | null): Promise<CustomerRecord | undefined> };
  clock: () => Date;
}

export interface ReportQuery {
  year?: string;
  channelCustId?: string;
  custId?: string;
}

export function createReportService(d: ReportDeps) {
  /** The scope a request reads; a named customer must exist. */
  async function scopeOf(p: Principal, body: ReportQuery): Promise<ReportScope> {
    if (isPlatformRole(p) && !body.channelCustId) {
      if (body.custId) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'channelCustId');
      return { channelCustId: null, custId: null };
    }
    const t = requestedTenant(p, body);
    if (isPlatformRole(p) && !(await d.customers.get(t.channelCustId, null)))
      throw new AppError('REPORT_CUSTOMER', {}, 'channelCustId');
    if (t.custId && p.roleType !== 5000 && !(await d.customers.get(t.channelCustId, t.custId)))
      throw new AppError('REPORT_CUSTOMER', {}, 'custId');
    return { channelCustId: t.channelCustId, custId: t.custId };
  }

  /** The year's begun months and the scope. */
  async function window(p: Principal, body: ReportQuery) {
    const current = shanghaiMonth(d.clock());
    const year = body.year ?? current.slice(0, 4);
    if (!validYear(year)) throw new AppError('REPORT_YEAR', {}, 'year');
    if (year > current.slice(0, 4)) throw new AppError('REPORT_FUTURE', {}, 'year');
    const scope = await scopeOf(p, body);
    // Usage is by billing cycle: from the 26th a Unicom cycle named after next month has begun.
    return { year, current, months: monthsOf(year, current), cycleMonths: monthsOf(year, addMonths(current, 1)), scope };
  }

  /** Counts at each month's end: today's counters and every month's changes from the year's first through today. */
  async function counts(months: string[], current: string, scope: ReportScope) {
    const first = months[0]!;
    const span = [first, ...monthsAfter(first, current)];
    const [now, deltas] = await Promise.all([d.reports.counters(scope), d.reports.cardMonths(span, scope)]);
    return { counts: countsAtMonthEnds(now, deltas, months, current), deltas };
  }

  const head = (w: { year: string; scope: ReportScope }) => ({
    year: w.year,
    channelCustId: w.scope.channelCustId,
    custId: w.scope.custId,
    cursor: null,
  });

  return {
    async cardReport(p: Principal, body: ReportQuery) {
      const w = await window(p, body);
      const { counts: c } = await counts(w.months, w.current, w.scope);
      return { ...head(w), items: cardReportRows(c) };
    },

    async cardFlow(p: Principal, body: ReportQuery) {
      const w = await window(p, body);
      const items = cardFlowRows(w.months, await d.reports.cardMonths(w.months, w.scope));
      const fields = [
        'added',
        'removed',
        'activated',
        'deactivated',
        'cancelled',
        'forcedShutdown',
        'allocated',
        'deallocated',
      ] as const;
      return { ...head(w), items, totals: totalsOf(items, fields) };
    },

    async active(p: Principal, body: ReportQuery) {
      const w = await window(p, body);
      const { counts: c, deltas } = await counts(w.months, w.current, w.scope);
      const items = activeRows(c, deltas);
      return { ...head(w), items, totals: totalsOf(items, ['activated']) };
    },

    async usage(p: Principal, body: ReportQuery & { goodsReleaseId?: string }) {
      const w = await window(p, body);
      const usage = await d.reports.usageMonths(w.cycleMonths, w.scope);
      const ids = [...usage.values()].flatMap((u) =>
        Object.keys(u)
          .filter((k) => k.startsWith('p_'))
          .map((k) => k.slice(2)),
      );
      const plans = await d.reports.plans(ids);
      const names = new Map([...plans].map(([id, p]) => [id, p.name]));
      const items = usageRows(w.cycleMonths, usage, names, body.goodsReleaseId);
      return { ...head(w), items, totals: totalsOf(items, ['bytes']), plans: plansUsed(usage, names) };
    },

    async communicationUsage(p: Principal, body: ReportQuery & { goodsReleaseId?: string }) {
      const w = await window(p, body);
      const usage = await d.reports.usageMonths(w.cycleMonths, w.scope);
      const ids = [...usage.values()].flatMap((u) =>
        Object.keys(u)
          .filter((k) => k.startsWith('p_'))
          .map((k) => k.slice(2)),
      );
      const plans = await d.reports.plans(ids);
      const named = new Map([...plans.values()].flatMap((p) => [...p.zoneNames].map(([id, n]) => [`zone|${id}`, n] as const)));
      const names = await d.reports.reachNames(
        [...plans.values()].flatMap((p) => p.commservIds),
        [...plans.values()].flatMap((p) => p.zones).filter((z) => !named.has(`zone|${z}`)),
      );
      for (const [k, v] of named) names.set(k, v);
      const planNames = new Map([...plans].map(([id, p]) => [id, p.name]));
      return {
        ...head(w),
        items: commUsageRows(w.cycleMonths, usage, plans, names, body.goodsReleaseId),
        plans: plansUsed(usage, planNames),
      };
    },

    async business(p: Principal, body: ReportQuery) {
      const w = await window(p, body);
      // Card months and usage months in one read (the platform's shards hold both).
      const span = [w.months[0]!, ...monthsAfter(w.months[0]!, w.current)];
      const [now, months, billed] = await Promise.all([
        d.reports.counters(w.scope),
        d.reports.bothMonths(span, w.months, w.scope),
        w.scope.custId ? Promise.resolve(null) : d.reports.billed(w.year, w.scope.channelCustId),
      ]);
      const c = countsAtMonthEnds(now, months.cards, w.months, w.current);
      const items = businessRows(c, months.cards, months.usage, billed);
      return { ...head(w), items, totals: totalsOf(items, ['activated', 'usageBytes', 'billedFen', 'bills']) };
    },
  };
}
