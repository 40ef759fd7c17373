import { figuresOf } from '../finreport/finreport-model.ts';
/**
 * Reads of the reports (issue #17, item 1): the report roll-ups of a customer's months (one item per
 * month; the platform's month is its few shards), today's card counters, the
 * financial report's month roll-ups (bills published) and the names of plans, services and zones.
 */
import { createFinReportRepository } from '../finreport/finreport.repository.ts';
import { config } from '../platform/config.ts';
import { GetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { commservEntity, zoneEntity } from '../shared/data/entities/catalogue.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import {
  reportCardMonthEntity,
  reportPlatformMonthEntity,
  reportUsageMonthEntity,
} from '../shared/data/entities/report.entity.ts';
import { cardStatsEntity } from '../shared/data/entities/usage.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { PLATFORM_SHARDS, customerCounters, platformFigures } from '../shared/data/report-rollups.ts';
import { type Counters, type PlanReach, sumCounters } from './report-model.ts';

/** Whose figures a report shows: every enterprise (the platform, `channelCustId` null), an enterprise, or its secondary customer. */
export interface ReportScope {
  channelCustId: string | null;
  custId: string | null;
}

type MonthEntity = typeof reportCardMonthEntity | typeof reportUsageMonthEntity;

export function createReportRepository(db = documentClient(), table = () => config('tableName')) {
  const finreports = createFinReportRepository(db, table);

  /**
   * The platform's months: every shard of each month in one BatchGet (PLATFORM_SHARDS × the months
   * named, card and usage months together), summed per month into its card and its usage figures.
   */
  async function platformMonths(months: readonly string[]) {
    const cards = new Map<string, Counters[]>();
    const usage = new Map<string, Counters[]>();
    const unique = [...new Set(months)];
    const keyList = unique.flatMap((month) =>
      Array.from({ length: PLATFORM_SHARDS }, (_, shard) => reportPlatformMonthEntity.key({ month, shard })),
    );
    for (const i of keyList.length ? await batchGetAll(db, table(), keyList) : []) {
      const f = platformFigures(i);
      const month = String(i.month);
      if (Object.keys(f.cards).length) cards.set(month, [...(cards.get(month) ?? []), f.cards]);
      if (Object.keys(f.usage).length) usage.set(month, [...(usage.get(month) ?? []), f.usage]);
    }
    const summed = (m: Map<string, Counters[]>) => new Map([...m].map(([month, list]) => [month, sumCounters(list)]));
    return { cards: summed(cards), usage: summed(usage) };
  }

  /** An enterprise's or a secondary customer's roll-up of each month; months without one are absent. */
  async function perMonth(e: MonthEntity, months: readonly string[], scope: ReportScope): Promise<Map<string, Counters>> {
    const out = new Map<string, Counters>();
    if (!months.length) return out;
    const { channelCustId, custId } = scope;
    if (!channelCustId) return (await platformMonths(months))[e === reportCardMonthEntity ? 'cards' : 'usage'];
    // A secondary customer's card counters are attributes of its enterprise's card month.
    const inEnterprise = e === reportCardMonthEntity;
    const items = await batchGetAll(
      db,
      table(),
      months.map((month) => e.key({ month, channelCustId, custId: inEnterprise ? null : custId })),
    );
    for (const i of items) out.set(String(i.month), inEnterprise ? customerCounters(i, custId) : sumCounters([i]));
    return out;
  }

  return {
    cardMonths: (months: readonly string[], scope: ReportScope) => perMonth(reportCardMonthEntity, months, scope),
    usageMonths: (months: readonly string[], scope: ReportScope) => perMonth(reportUsageMonthEntity, months, scope),
    /** Card months and usage months together: for the platform, one read of the shards of both month lists. */
    async bothMonths(cardMonths: readonly string[], usageMonths: readonly string[], scope: ReportScope) {
      if (!scope.channelCustId) {
        const both = await platformMonths([...cardMonths, ...usageMonths]);
        const only = (m: Map<string, Counters>, months: readonly string[]) =>
          new Map([...m].filter(([month]) => months.includes(month)));
        return { cards: only(both.cards, cardMonths), usage: only(both.usage, usageMonths) };
      }
      const [cards, usage] = await Promise.all([
        perMonth(reportCardMonthEntity, cardMonths, scope),
        perMonth(reportUsageMonthEntity, usageMonths, scope),
      ]);
      return { cards, usage };
    },

    /** Today's card counters of the scope (the platform's own counter item). */
    async counters(scope: ReportScope): Promise<Counters> {
      const key = scope.channelCustId ? scopeKeys.customer(scope.channelCustId, scope.custId) : scopeKeys.platform;
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: cardStatsEntity.key({ scope: key }) }));
      return sumCounters(Item ? [Item] : []);
    },

    /** Bills published per month of `year` (fen and count): the financial report's month roll-ups, every enterprise's or one's. */
    async billed(year: string, channelCustId: string | null): Promise<Map<string, { fen: number; count: number }>> {
      const byMonth = new Map<string, Record<string, unknown>[]>();
      for (const r of await finreports.range('month', year, channelCustId)) {
        const list = byMonth.get(r.period) ?? [];
        list.push(r as unknown as Record<string, unknown>);
        byMonth.set(r.period, list);
      }
      return new Map(
        [...byMonth].map(([month, items]) => {
          const f = figuresOf(items);
          return [month, { fen: f.amounts.billed, count: f.counts.billed }];
        }),
      );
    },

    /** Plans by id: name, communication services and zones. */
    async plans(ids: readonly string[]): Promise<Map<string, PlanReach & { name: string; zoneNames: Map<string, string> }>> {
      const items = await batchGetAll(
        db,
        table(),
        [...new Set(ids)].map((goodsReleaseId) => basicPlanEntity.key({ goodsReleaseId })),
      );
      return new Map(
        items.map((i) => {
          // A plan's zones are stored with their names (`{ elementId, elementName }`).
          const zones = ((i.zones as ({ elementId: string; elementName?: string } | string)[] | undefined) ?? []).map((z) =>
            typeof z === 'string' ? { elementId: z } : z,
          );
          return [
            String(i.goodsReleaseId),
            {
              name: String(i.name ?? ''),
              commservIds: (i.commservIds as string[] | undefined) ?? [],
              zones: zones.map((z) => z.elementId),
              zoneNames: new Map(zones.filter((z) => z.elementName).map((z) => [z.elementId, String(z.elementName)])),
            },
          ];
        }),
      );
    },

    /** Names of communication services and zones, keyed `commserv|<id>` and `zone|<id>`. */
    async reachNames(commservIds: readonly string[], zoneIds: readonly string[]): Promise<Map<string, string>> {
      const items = await batchGetAll(db, table(), [
        ...[...new Set(commservIds)].map((commservId) => commservEntity.key({ commservId })),
        ...[...new Set(zoneIds)].map((elementId) => zoneEntity.key({ elementId })),
      ]);
      return new Map(
        items.map((i) =>
          i.commservId !== undefined && i.elementId === undefined
            ? [`commserv|${i.commservId}`, String(i.name)]
            : [`zone|${i.elementId}`, String(i.elementName)],
        ),
      );
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
