import type { Transfer } from '../ledger/ledger-model.ts';
/**
 * The financial reports' reads (issue #14, item 7): the roll-ups the ledger writes
 * (shared/data/entities/finreport.entity.ts) and an enterprise's transfers of a period from its
 * accounts' histories. The platform's days of a month (or months of a year) are one Query of one
 * partition; an enterprise's are read by key; one day or month of every enterprise is a sort-key prefix.
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { finReportDayEntity, finReportMonthEntity, rangeOfPeriod } from '../shared/data/entities/finreport.entity.ts';
import { ledgerHistoryEntity } from '../shared/data/entities/ledger.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { daysInMonth } from '../shared/time/calendar.ts';
import type { ReportType } from './finreport-model.ts';

export type Rollup = InferItem<typeof finReportDayEntity>;

/** Transfers read per account for one period at most (a detail page lists them; the figures come from the roll-ups). */
export const TRANSFERS_PER_ACCOUNT = 1000;

const entityOf = (type: ReportType) => (type === 'day' ? finReportDayEntity : finReportMonthEntity);

/** The periods of a range: the days of a month (`YYYY-MM`) or the months of a year (`YYYY`). */
export const periodsOf = (type: ReportType, range: string): string[] =>
  type === 'day'
    ? Array.from({ length: daysInMonth(range) }, (_, i) => `${range}-${String(i + 1).padStart(2, '0')}`)
    : Array.from({ length: 12 }, (_, i) => `${range}-${String(i + 1).padStart(2, '0')}`);

export function createFinReportRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /** The roll-ups of a range (a month's days, a year's months): every enterprise's, or one enterprise's. */
    async range(type: ReportType, range: string, channelCustId: string | null): Promise<Rollup[]> {
      const e = entityOf(type);
      if (channelCustId) {
        const keyList = periodsOf(type, range).map((period) => e.key({ range, period, channelCustId }));
        return (await batchGetAll(db, table(), keyList)).map((i) => e.parse(i));
      }
      return store.all(e, within(e, { range }));
    },
    /** Every enterprise's roll-up of one day or month. */
    period: (type: ReportType, period: string): Promise<Rollup[]> =>
      store.all(entityOf(type), within(entityOf(type), { range: rangeOfPeriod(period), period })),
    /** One enterprise's roll-up of one day or month. */
    one: (type: ReportType, period: string, channelCustId: string) =>
      store.get(entityOf(type), { range: rangeOfPeriod(period), period, channelCustId }),
    /** An account's transfers between two instants (`from` inclusive, `to` exclusive), oldest first. */
    transfersBetween(channelCustId: string, accountId: string, from: string, to: string): Promise<Transfer[]> {
      const { pk } = within(ledgerHistoryEntity, { channelCustId, accountId });
      return store.all(ledgerHistoryEntity, { pk, sk: { between: [from, to] } }, TRANSFERS_PER_ACCOUNT);
    },
  };
}

export type FinReportRepository = ReturnType<typeof createFinReportRepository>;
