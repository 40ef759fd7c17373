/**
 * The financial day and month reports as the API serves them (issue #14, item 7): a list of the days
 * of a month or the months of a year with their figures and a totals row — the platform's summed at
 * read over every enterprise's roll-ups, or one enterprise's (its own for an enterprise) — and a
 * period's detail: per customer with names for the platform, the enterprise's own figures and its
 * transfers of the period for an enterprise (or for the platform naming one).
 */
import type { CustomerRecord } from '../customer/customer-record.ts';
import { fundsAccount } from '../funds/funds-model.ts';
import type { Transfer } from '../ledger/ledger-model.ts';
import { movementOf } from '../ledger/ledger-rollup.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import {
  type ReportColumn,
  type ReportFigures,
  type ReportType,
  columnOf,
  defaultRange,
  emptyFigures,
  figuresOf,
  fundsSign,
  hasMovement,
  periodSpan,
  sumFigures,
  validPeriod,
  validRange,
} from './finreport-model.ts';
import type { FinReportRepository } from './finreport.repository.ts';

export interface FinReportDeps {
  reports: FinReportRepository;
  customers: { get(channelCustId: string, custId: string | null): Promise<CustomerRecord | undefined> };
  clock: () => Date;
}

/** A row of the list: one day or month and its figures. */
export interface ReportRow extends ReportFigures {
  period: string;
}
/** A row of the platform's detail: one enterprise's figures of the period. */
export interface CustomerReportRow extends ReportFigures {
  channelCustId: string;
  name: string | null;
}
/** A transfer of the period as the detail lists it. */
export interface ReportTransfer {
  transferId: string;
  at: string;
  column: ReportColumn;
  amount: number;
  /** The change of the customer's funds: + in, − out, 0 for a bill owed. */
  fundsChange: number;
  reason: string;
  settles: Transfer['settles'];
  by: string;
}

/** The customer accounts whose histories hold every transfer of an enterprise that moves money. */
const customerAccounts = ['preDeposit', 'grant', 'credit', 'contract', 'toWriteOff'] as const;

const nameIn = (c: CustomerRecord | undefined, lang: Lang): string | null =>
  !c ? null : (lang === 'zh-CN' && typeof c.nameZh === 'string' && c.nameZh) || (typeof c.name === 'string' ? c.name : null);

export function createFinReportService(d: FinReportDeps) {
  /** The enterprise a request reads: an enterprise its own; the platform the one it names, or every one (null). */
  async function scopeOf(p: Principal, body: { channelCustId?: string }): Promise<string | null> {
    if (p.roleType === 5000) throw new AppError('FORBIDDEN');
    if (isPlatformRole(p) && !body.channelCustId) return null;
    const { channelCustId } = requestedTenant(p, { channelCustId: body.channelCustId });
    if (isPlatformRole(p) && !(await d.customers.get(channelCustId, null))) throw new AppError('NOT_FOUND', {}, 'channelCustId');
    return channelCustId;
  }

  const today = () => shanghaiDay(d.clock());

  return {
    /** The days of a month (`type` day) or months of a year (`type` month) that moved money, oldest first, with their totals. */
    async list(p: Principal, body: { type: ReportType; range?: string; channelCustId?: string }) {
      const range = body.range ?? defaultRange(body.type, d.clock());
      if (!validRange(body.type, range)) throw new AppError('FINREPORT_RANGE', {}, 'range');
      const channelCustId = await scopeOf(p, body);
      const byPeriod = new Map<string, Record<string, unknown>[]>();
      for (const r of await d.reports.range(body.type, range, channelCustId)) {
        const list = byPeriod.get(r.period) ?? [];
        list.push(r);
        byPeriod.set(r.period, list);
      }
      const items: ReportRow[] = [...byPeriod.entries()]
        .map(([period, rollups]) => ({ period, ...figuresOf(rollups) }))
        .filter(hasMovement)
        .sort((a, b) => a.period.localeCompare(b.period));
      return { type: body.type, range, channelCustId, items, totals: sumFigures(items), cursor: null };
    },

    /**
     * One day (`YYYY-MM-DD`) or month (`YYYY-MM`): the platform without a customer gets every
     * enterprise's figures with its name; an enterprise (or the platform naming one) its figures and
     * its transfers of the period, oldest first.
     */
    async detail(p: Principal, body: { type: ReportType; id: string; channelCustId?: string }, lang: Lang) {
      if (!validPeriod(body.type, body.id)) throw new AppError('FINREPORT_PERIOD', {}, 'id');
      if (body.id > today().slice(0, body.id.length)) throw new AppError('FINREPORT_FUTURE', {}, 'id');
      const channelCustId = await scopeOf(p, body);
      if (!channelCustId) {
        const rollups = await d.reports.period(body.type, body.id);
        const customers = await Promise.all(
          rollups.map(
            async (r): Promise<CustomerReportRow> => ({
              channelCustId: r.channelCustId,
              name: nameIn(await d.customers.get(r.channelCustId, null), lang),
              ...figuresOf([r]),
            }),
          ),
        );
        const rows = customers
          .filter(hasMovement)
          .sort((a, b) => (a.name ?? a.channelCustId).localeCompare(b.name ?? b.channelCustId));
        return {
          type: body.type,
          id: body.id,
          channelCustId: null,
          name: null,
          totals: sumFigures(rows),
          customers: rows,
          transfers: [],
        };
      }
      const rollup = await d.reports.one(body.type, body.id, channelCustId);
      const { from, to } = periodSpan(body.type, body.id);
      const seen = new Map<string, Transfer>();
      for (const kind of customerAccounts)
        for (const t of await d.reports.transfersBetween(channelCustId, fundsAccount(channelCustId, kind), from, to))
          if (movementOf(t)) seen.set(t.transferId, t);
      const transfers: ReportTransfer[] = [...seen.values()]
        .sort((a, b) => a.at.localeCompare(b.at) || a.transferId.localeCompare(b.transferId))
        .map((t) => {
          const movement = movementOf(t)!;
          return {
            transferId: t.transferId,
            at: t.at,
            column: columnOf(movement),
            amount: t.amount,
            fundsChange: fundsSign(movement) * t.amount,
            reason: t.reason,
            settles: t.settles,
            by: t.actor,
          };
        });
      const name = nameIn(await d.customers.get(channelCustId, null), lang);
      return {
        type: body.type,
        id: body.id,
        channelCustId,
        name,
        totals: rollup ? figuresOf([rollup]) : emptyFigures(),
        customers: [],
        transfers,
      };
    },
  };
}

export type FinReportService = ReturnType<typeof createFinReportService>;
