import { CycleBeingBilled, type LateUsage } from '../bill/late-usage.ts';
import { type EventPublisher, publishSafely } from '../shared/aws/events.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { dayAttr } from '../shared/time/calendar.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { CDR_PREFIX, parseCdr } from './cdr-file.ts';
import { type UsageCardFields, cardMonthKey, cardUsages, monthsNeeded, usageRecordedEvents } from './usage-events.ts';
import { type CardOwner, type TopCard, mergeTop, monthTotal, scopesOf, usageRollups } from './usage-rollup.ts';
import type { UsageRepository } from './usage.repository.ts';

export interface IngestResult {
  key: string;
  /** `deferred`: it touches a cycle being billed; the daily sweep ingests it once the run ended. */
  status: 'ingested' | 'skipped' | 'deferred';
  rows: number;
  rejected: { line: number; reason: string }[];
}

/**
 * Ingests operator usage files. Order matters for safety: a file touching a cycle being billed waits
 * (nothing written; the daily sweep ingests it once the run ended); roll-up deltas and the file marker
 * are committed together first, then what changed in billed cycles is recorded as late usage (the
 * next bill run bills the difference), then the per-card day values are SET (idempotent), then the
 * file is marked done. A retry after a crash finds the marker and only repeats the idempotent part.
 */
export function createUsageIngestService(d: {
  usage: UsageRepository;
  clock: () => Date;
  concurrency?: number;
  /** Late usage of billed cycles (bill/late-usage.ts); absent: none is recorded. */
  late?: LateUsage;
  /** Where the file's `card-usage-recorded` events go (the bus of EVENT_BUS_NAME by default). */
  events?: EventPublisher;
}) {
  const concurrency = d.concurrency ?? 16;
  const ownerCache = new Map<string, CardOwner>();

  async function ownersOf(iccids: string[]): Promise<Map<string, CardOwner>> {
    const missing = iccids.filter((i) => !ownerCache.has(i));
    if (missing.length) for (const [k, v] of await d.usage.owners(missing)) ownerCache.set(k, v);
    return ownerCache;
  }

  async function ingest(key: string): Promise<IngestResult> {
    const status = await d.usage.fileStatus(key);
    if (status === 'done') return { key, status: 'skipped', rows: 0, rejected: [] };
    const { rows, rejected } = parseCdr(await d.usage.readFile(key));
    const owners = await ownersOf([...new Set(rows.map((r) => r.iccid))]);

    const cardMonths = new Map<string, { owner: CardOwner; month: string; days: Record<string, number> }>();
    rows.forEach((r, i) => {
      const owner = owners.get(r.iccid);
      if (!owner) return void rejected.push({ line: i + 2, reason: 'unknown iccid' });
      const month = r.day.slice(0, 7);
      const entry = cardMonths.get(`${r.iccid}|${month}`) ?? { owner, month, days: {} };
      entry.days[dayAttr(r.day)] = r.bytes;
      cardMonths.set(`${r.iccid}|${month}`, entry);
    });
    const entries = [...cardMonths.values()];
    // The card fields (plan, operator, rule targets) are read once per file, for the report roll-ups and the events.
    let fields: Promise<Map<string, UsageCardFields>> | undefined;
    const cardFields = () => {
      fields ??= d.usage.cardFields(entries.map((e) => e.owner));
      return fields;
    };
    const before = await d.usage.batchGet(
      entries.map((e) =>
        cardUsageMonthEntity.key({ channelCustId: e.owner.channelCustId, iccid: e.owner.iccid, month: e.month }),
      ),
    );
    const old = new Map(before.map((i) => [`${i.pk}|${String(i.sk).slice(6)}`, i]));
    const previous = (e: (typeof entries)[number]) =>
      old.get(
        `${cardUsageMonthEntity.key({ channelCustId: e.owner.channelCustId, iccid: e.owner.iccid, month: e.month }).pk}|${e.month}`,
      ) ?? {};
    const changes = entries.map((e) => {
      const prev = previous(e);
      const day = (attr: string) => `${e.month}-${attr.slice(1)}`;
      return {
        channelCustId: e.owner.channelCustId,
        iccid: e.owner.iccid,
        days: Object.fromEntries(Object.entries(e.days).map(([attr, bytes]) => [day(attr), bytes])),
        before: Object.fromEntries(Object.keys(e.days).map((attr) => [day(attr), Number(prev[attr] ?? 0)])),
      };
    });
    // A cycle being billed holds the file back before anything is written.
    try {
      await d.late?.check(changes);
    } catch (error) {
      if (error instanceof CycleBeingBilled) return { key, status: 'deferred', rows: 0, rejected: [] };
      throw error;
    }

    if (status !== 'rolledUp') {
      const cards = await cardFields();
      const deltas = entries.flatMap((e) => {
        const prev = previous(e);
        const owner = { ...e.owner, poolId: cards.get(e.owner.iccid)?.poolId ?? null };
        return Object.entries(e.days).map(([attr, bytes]) => ({
          owner,
          day: `${e.month}-${attr.slice(1)}`,
          delta: bytes - Number(prev[attr] ?? 0),
        }));
      });
      // The scope roll-ups and the usage report's months (issue #17: per customer, billing cycle, plan and operator).
      const { months, years, reportMonths } = usageRollups(deltas, cards);
      await d.usage.applyRollups(key, months, years, rows.length, d.clock().toISOString(), reportMonths);
    }

    await d.late?.record(changes);
    const totals = await mapLimit(entries, concurrency, async (e) => {
      const item = await d.usage.setCardDays(e.owner, e.month, e.days);
      return { e, item, total: monthTotal(item) };
    });
    const tops = new Map<string, { scope: string; month: string; cards: TopCard[] }>();
    for (const { e, total } of totals) {
      for (const { scope } of scopesOf(e.owner)) {
        const t = tops.get(`${scope}|${e.month}`) ?? { scope, month: e.month, cards: [] };
        t.cards = mergeTop(t.cards, [{ iccid: e.owner.iccid, msisdn: e.owner.msisdn, usedBytes: total }]);
        tops.set(`${scope}|${e.month}`, t);
      }
    }
    await mapLimit([...tops.values()], concurrency, (t) =>
      d.usage.setTop(t.scope, t.month, (current) => mergeTop(current, t.cards)),
    );
    // Before the file is marked done, so a crash in between publishes again on the retry (at least once).
    await publishSafely(async () => {
      const written = entries.map((e) => ({
        owner: e.owner,
        month: e.month,
        days: Object.fromEntries(Object.entries(e.days).map(([attr, bytes]) => [`${e.month}-${attr.slice(1)}`, bytes])),
      }));
      const cards = await cardFields();
      const items = new Map(totals.map(({ e, item }) => [cardMonthKey(e.owner.iccid, e.month), item]));
      const more = monthsNeeded(written, (iccid) => cards.get(iccid)?.operator ?? 'CMCC');
      for (const [k, v] of await d.usage.cardMonths(more)) items.set(k, v);
      return usageRecordedEvents(key, d.clock().toISOString(), cardUsages(written, cards, items));
    }, d.events);
    await d.usage.markDone(key);
    return { key, status: 'ingested', rows: rows.length, rejected };
  }

  return {
    ingest,
    /** Ingests every CDR file not yet done, oldest name first (the daily safety net). */
    async sweep(): Promise<IngestResult[]> {
      const files = (await d.usage.listCdrFiles(CDR_PREFIX)).sort();
      const results: IngestResult[] = [];
      for (const key of files) results.push(await ingest(key));
      return results;
    },
  };
}
