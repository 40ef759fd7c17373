import type { Principal } from '../shared/auth/principal.ts';
import { scopeOf } from '../shared/auth/principal.ts';
import { scopeKey } from '../shared/data/keys.ts';
import { addMonths, daysInMonth, monthAttr, shanghaiDay, shanghaiMonth } from '../shared/time/calendar.ts';
import type { TopCard } from '../usage/usage-rollup.ts';
import type { HomeRepository } from './home.repository.ts';

export const lifecycleStates = [60, 61, 62, 63, 64, 65, 66, 67, 68] as const;
export const operators = ['CMCC', 'CUCC', 'CTCC'] as const;
const num = (v: unknown) => Number(v ?? 0);

/** The home overview of spec §7 (`/cmp/edge/homepage/...`, `/cmp/edge/es/report/...`), scoped by the caller. */
export function createHomeService(d: { home: HomeRepository; clock: () => Date }) {
  const scope = (p: Principal) => scopeKey(scopeOf(p));
  const thisMonth = () => shanghaiMonth(d.clock());

  return {
    async cycle(p: Principal) {
      const s = await d.home.cardStats(scope(p));
      return { total: num(s.total), byState: lifecycleStates.map((state) => ({ state, count: num(s[`s${state}`]) })) };
    },
    async link(p: Principal) {
      const s = await d.home.cardStats(scope(p));
      return { byOperator: operators.map((operator) => ({ operator, count: num(s[`op${operator}`]) })) };
    },
    /** This month so far, the whole previous month, and the previous month up to the same day (a fair comparison). */
    async cycleMonth(p: Principal) {
      const now = d.clock();
      const month = shanghaiMonth(now);
      const [cur, prev] = await d.home.months(scope(p), [month, addMonths(month, -1)]);
      const dayOfMonth = Number(shanghaiDay(now).slice(8));
      const previousMonthToDateBytes = Object.entries(prev ?? {}).reduce(
        (sum, [k, v]) => (/^d\d\d$/.test(k) && Number(k.slice(1)) <= dayOfMonth ? sum + num(v) : sum),
        0,
      );
      return { month, usedBytes: num(cur?.total), previousMonthBytes: num(prev?.total), previousMonthToDateBytes };
    },
    async usedInfo(p: Principal) {
      const month = thisMonth();
      const [stats, [cur]] = await Promise.all([d.home.cardStats(scope(p)), d.home.months(scope(p), [month])]);
      return { month, activeCards: num(stats.s64), quotaBytes: num(stats.quotaActive), usedBytes: num(cur?.total) };
    },
    async topCards(p: Principal) {
      const month = thisMonth();
      const [cur] = await d.home.months(scope(p), [month]);
      return { month, items: ((cur?.topCards as TopCard[]) ?? []).slice(0, 5) };
    },
    async topCustomers(p: Principal) {
      const month = thisMonth();
      const s = scopeOf(p);
      if (s.kind === 'secondary') {
        const [cur] = await d.home.months(scope(p), [month]);
        return { month, items: [{ custId: s.custId, name: p.customerName ?? s.custId, usedBytes: num(cur?.total) }] };
      }
      const [cur] = await d.home.months(scope(p), [month]);
      const ranked = Object.entries(cur ?? {})
        .filter(([k]) => k.startsWith('c_'))
        .map(([k, v]) => ({ custId: k.slice(2), usedBytes: num(v) }))
        .sort((a, b) => b.usedBytes - a.usedBytes)
        .slice(0, 5);
      const names = await d.home.customerNames(
        s.kind === 'enterprise' ? s.channelCustId : null,
        ranked.map((r) => r.custId),
      );
      return { month, items: ranked.map((r) => ({ ...r, name: names.get(r.custId) ?? r.custId })) };
    },
    async monthFlow(p: Principal) {
      const month = thisMonth();
      const months = Array.from({ length: 12 }, (_, i) => addMonths(month, i - 11));
      const years = [...new Set(months.map((m) => m.slice(0, 4)))];
      const items = await d.home.years(scope(p), years);
      const byYear = new Map(years.map((y, i) => [y, items[i] ?? {}]));
      return { items: months.map((m) => ({ month: m, bytes: num(byYear.get(m.slice(0, 4))?.[monthAttr(m)]) })) };
    },
    async dayFlow(p: Principal, month = thisMonth()) {
      const [item] = await d.home.months(scope(p), [month]);
      const days = Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
      return { month, items: days.map((day) => ({ day, bytes: num(item?.[`d${day.slice(8)}`]) })) };
    },
  };
}
