/**
 * The hot-key meter of the scale benchmark (issue #19, item 1): reads and writes per partition key
 * value, in the table and in every index, counted from the DynamoDB calls a document client makes,
 * with each key's peak per second. DynamoDB Local never throttles, so a design that funnels one
 * enterprise's writes into one key looks fine locally; this makes it visible, next to DynamoDB's
 * per-partition limits (1,000 write units and 3,000 read units a second).
 *
 * What is counted, per item: a write is one unit on the item's table key and one on each index
 * key the item has (a Put's attributes, an Update's SET of an index key, or the index keys last seen
 * for that item — an Update of an indexed item rewrites its index entry, projection ALL), a floor
 * (an item over 1 KB costs more); a read counts read units on the key it was read under: the items'
 * sizes in 4 KB steps per call (a Query's items together), halved when eventually consistent.
 */
import { tableIndexes } from '@cmp/functions/shared/data/entity';

type Json = Record<string, unknown>;
type Touch = { space: string; pk: string; reads: number; writes: number };

/** The partition key attribute of the table and of each index (`table` is the base table). */
const spaces: { name: string; pk: string }[] = [
  { name: 'table', pk: 'pk' },
  ...Object.entries(tableIndexes).map(([name, k]) => ({ name, pk: k.pk as string })),
];
const indexSpaces = spaces.slice(1);

/** A value as the document client or the wire has it (`{ S: '…' }` once marshalled). */
const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof (v as { S?: unknown }).S === 'string') return (v as { S: string }).S;
  return undefined;
};

/** The index keys an UpdateExpression SETs (`#n = :v` pairs), by attribute name. */
function setKeys(input: Json): Map<string, string> {
  const out = new Map<string, string>();
  const expression = String(input.UpdateExpression ?? '');
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const m of expression.matchAll(/(#?[\w]+)\s*=\s*(:[\w]+)/g)) {
    const name = m[1]!.startsWith('#') ? names[m[1]!] : m[1];
    const value = text(values[m[2]!]);
    if (name && value !== undefined) out.set(name, value);
  }
  return out;
}

/** The partition key value a Query reads (its key condition's equality on the space's key). */
function queryKey(input: Json, pkAttr: string): string | undefined {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const m of String(input.KeyConditionExpression ?? '').matchAll(/(#?[\w]+)\s*=\s*(:[\w]+)/g)) {
    const name = m[1]!.startsWith('#') ? names[m[1]!] : m[1];
    if (name === pkAttr) return text(values[m[2]!]);
  }
  return undefined;
}

export interface KeyRow {
  space: string;
  pk: string;
  reads: number;
  writes: number;
  peakReadsPerSecond: number;
  peakWritesPerSecond: number;
}

interface KeyStat extends KeyRow {
  second: number;
  secondReads: number;
  secondWrites: number;
}

export function createKeyMeter(clock: () => number = () => performance.now()) {
  /** Index keys last seen per item (`pk|sk` → index name → key), for the updates and deletes that do not repeat them. */
  const known = new Map<string, Record<string, string>>();
  let stats = new Map<string, KeyStat>();

  const itemId = (k: Json) => `${text(k.pk)}|${text(k.sk)}`;
  const remember = (item: Json) => {
    const keys: Record<string, string> = {};
    for (const s of indexSpaces) {
      const v = text(item[s.pk]);
      if (v !== undefined) keys[s.name] = v;
    }
    if (Object.keys(keys).length) known.set(itemId(item), keys);
    return keys;
  };

  function count(t: Touch) {
    const id = `${t.space} ${t.pk}`;
    const second = Math.floor(clock() / 1000);
    let s = stats.get(id);
    if (!s) {
      s = {
        space: t.space,
        pk: t.pk,
        reads: 0,
        writes: 0,
        peakReadsPerSecond: 0,
        peakWritesPerSecond: 0,
        second,
        secondReads: 0,
        secondWrites: 0,
      };
      stats.set(id, s);
    }
    if (s.second !== second) {
      s.second = second;
      s.secondReads = 0;
      s.secondWrites = 0;
    }
    s.reads += t.reads;
    s.writes += t.writes;
    s.secondReads += t.reads;
    s.secondWrites += t.writes;
    s.peakReadsPerSecond = Math.max(s.peakReadsPerSecond, s.secondReads);
    s.peakWritesPerSecond = Math.max(s.peakWritesPerSecond, s.secondWrites);
  }

  /** One written item: its table key and each index key it has (or had, for a delete). */
  function written(kind: 'put' | 'update' | 'delete', body: Json) {
    const key = (kind === 'put' ? body.Item : body.Key) as Json | undefined;
    if (!key) return;
    const pk = text(key.pk);
    if (pk === undefined) return;
    count({ space: 'table', pk, reads: 0, writes: 1 });
    const before = known.get(itemId(key)) ?? {};
    let after: Record<string, string> = before;
    if (kind === 'put') after = remember(body.Item as Json);
    if (kind === 'update') {
      const set = setKeys(body);
      after = { ...before };
      for (const s of indexSpaces) if (set.has(s.pk)) after[s.name] = set.get(s.pk)!;
      if (Object.keys(after).length) known.set(itemId(key), after);
    }
    if (kind === 'delete') known.delete(itemId(key));
    for (const s of indexSpaces) {
      // A moved index entry is a delete under the old key and a put under the new one.
      if (before[s.name] && before[s.name] !== after[s.name]) count({ space: s.name, pk: before[s.name]!, reads: 0, writes: 1 });
      if (after[s.name]) count({ space: s.name, pk: after[s.name]!, reads: 0, writes: 1 });
    }
  }

  function read(space: string, pk: string | undefined, items: Json[], consistent: boolean) {
    if (pk === undefined || !items.length) return;
    const bytes = items.reduce((t, i) => t + JSON.stringify(i).length, 0);
    count({ space, pk, reads: Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5), writes: 0 });
    for (const i of items) if (i.pk !== undefined) remember(i);
  }

  return {
    /** Counts one successful call: its operation name, the input sent and the output received. */
    record(operation: string, input: Json, output: Json) {
      const op = operation.replace(/Items?$/, '');
      if (op === 'Put') written('put', input);
      else if (op === 'Update') written('update', input);
      else if (op === 'Delete') written('delete', input);
      else if (op === 'BatchWrite') {
        for (const list of Object.values((input.RequestItems ?? {}) as Record<string, Json[]>))
          for (const r of list) {
            if (r.PutRequest) written('put', r.PutRequest as Json);
            if (r.DeleteRequest) written('delete', r.DeleteRequest as Json);
          }
      } else if (op === 'TransactWrite') {
        for (const t of (input.TransactItems ?? []) as Json[]) {
          if (t.Put) written('put', t.Put as Json);
          if (t.Update) written('update', t.Update as Json);
          if (t.Delete) written('delete', t.Delete as Json);
        }
      } else if (op === 'Get') {
        if (output.Item) read('table', text((input.Key as Json | undefined)?.pk), [output.Item as Json], !!input.ConsistentRead);
      } else if (op === 'Query') {
        const space = spaces.find((s) => s.name === (input.IndexName ?? 'table')) ?? spaces[0]!;
        read(space.name, queryKey(input, space.pk), (output.Items ?? []) as Json[], !!input.ConsistentRead);
      } else if (op === 'BatchGet' || op === 'TransactGet') {
        const found =
          op === 'BatchGet'
            ? Object.values((output.Responses ?? {}) as Record<string, Json[]>).flat()
            : ((output.Responses ?? []) as { Item?: Json }[]).flatMap((r) => (r.Item ? [r.Item] : []));
        for (const item of found) read('table', text(item.pk), [item], op === 'TransactGet');
      }
    },
    /** The keys counted since the last `take`, hottest first (by peak writes, then peak reads), and a fresh count. */
    take(): KeyRow[] {
      const rows = [...stats.values()].map(({ second: _s, secondReads: _r, secondWrites: _w, ...row }) => row);
      stats = new Map();
      return rows.sort((a, b) => b.peakWritesPerSecond - a.peakWritesPerSecond || b.peakReadsPerSecond - a.peakReadsPerSecond);
    },
  };
}

export type KeyMeter = ReturnType<typeof createKeyMeter>;

/** DynamoDB's per-partition limits (a partition key value cannot go past one partition's). */
export const PARTITION_LIMITS = { writesPerSecond: 1_000, readsPerSecond: 3_000 } as const;

/**
 * A key's rate when the same workload runs for a 10,000,000-card enterprise at its target pace: the
 * key's units per card of the measured run times the cards a second the target asks for.
 */
export function extrapolatedRate(units: number, cardsMeasured: number, targetCardsPerSecond: number): number {
  return cardsMeasured > 0 ? (units / cardsMeasured) * targetCardsPerSecond : 0;
}

/** The enterprise a key belongs to (`CUST#<c>…`), if any. */
export const enterpriseOfKey = (pk: string): string | undefined => /^CUST#([^#]+)/.exec(pk)?.[1];

/** Lines for the report: the hottest keys of one workload, measured and extrapolated. */
export function keyReport(
  workload: string,
  rows: KeyRow[],
  o: {
    cards: number;
    targetCardsPerSecond: number;
    targetNote: string;
    top?: number;
    /**
     * The cards of the workload that a key's enterprise holds (a key `CUST#<c>…`): its units per card
     * are then per card of that enterprise, as if all 10,000,000 cards were its. Else `cards`.
     */
    cardsOfKey?: (pk: string) => number | undefined;
  },
): string[] {
  const top = o.top ?? 6;
  const byWrites = rows.filter((r) => r.writes > 0).slice(0, top);
  const byReads = [...rows]
    .filter((r) => r.reads > 0)
    .sort((a, b) => b.peakReadsPerSecond - a.peakReadsPerSecond)
    .slice(0, Math.ceil(top / 2));
  const pct = (v: number, limit: number) => `${((v / limit) * 100).toFixed(v / limit < 0.1 ? 1 : 0)}%`;
  const line = (r: KeyRow, kind: 'writes' | 'reads') => {
    const limit = kind === 'writes' ? PARTITION_LIMITS.writesPerSecond : PARTITION_LIMITS.readsPerSecond;
    const units = kind === 'writes' ? r.writes : r.reads;
    const peak = kind === 'writes' ? r.peakWritesPerSecond : r.peakReadsPerSecond;
    const cards = o.cardsOfKey?.(r.pk) || o.cards;
    const at10m = extrapolatedRate(units, cards, o.targetCardsPerSecond);
    return `    ${kind === 'writes' ? 'W' : 'R'} ${r.space} ${r.pk}: ${units.toLocaleString('en-US')} ${kind} (${(units / Math.max(1, cards)).toFixed(3)} per card${cards !== o.cards ? ' of its enterprise' : ''}), peak ${peak.toLocaleString('en-US')}/s here (${pct(peak, limit)} of ${limit.toLocaleString('en-US')}); at 10,000,000 cards ${o.targetNote}: ${Math.round(at10m).toLocaleString('en-US')}/s = ${pct(at10m, limit)} of the limit${at10m > limit / 2 ? '  ← over half: spread it' : ''}`;
  };
  return [
    `  Hot keys of ${workload} (${rows.length.toLocaleString('en-US')} keys touched; writes in items, a floor; reads in read units):`,
    ...byWrites.map((r) => line(r, 'writes')),
    ...byReads.map((r) => line(r, 'reads')),
  ];
}

/**
 * A key of an index spread over shards (the card index `CUST#<c>#CARDS#<n>`, a secondary customer's
 * `CUST#<c>#SUB#<s>#CARDS#<n>`): the unsharded key and the shard.
 */
export function spreadKeyOf(pk: string): { key: string; shard: number } | undefined {
  const m = /^(CUST#[^#]+(?:#SUB#[^#]+)?#CARDS)#(\d+)$/.exec(pk) ?? ALARM_SPREAD_KEY.exec(pk);
  return m ? { key: m[1]!, shard: Number(m[2]) } : undefined;
}

/** The alarm lists `CUST#<c>#ALARMLOG#<n>`, `PLATFORM#ALARMLOG#<n>` and a rule's claims and states `CUST#<c>#RULEFIRE#<rule>#<n>`. */
const ALARM_SPREAD_KEY = /^((?:CUST#[^#]+|PLATFORM)#ALARMLOG|CUST#[^#]+#RULE(?:FIRE|STATE)#[^#]+)#(\d+)$/;

/**
 * Lines for the report: each spread key's shards together, with the hottest shard's rate at 10,000,000
 * cards (what a partition takes) next to the whole key's (what one key would have taken).
 */
export function spreadReport(
  rows: KeyRow[],
  o: { cards?: number; targetCardsPerSecond: number; targetNote: string; cardsOfKey?: (pk: string) => number | undefined },
): string[] {
  const groups = new Map<string, KeyRow[]>();
  for (const r of rows) {
    const spread = spreadKeyOf(r.pk);
    if (!spread) continue;
    const id = `${r.space} ${spread.key}`;
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }
  const out: string[] = [];
  const pct = (v: number, limit: number) => `${((v / limit) * 100).toFixed(v / limit < 0.1 ? 1 : 0)}%`;
  for (const [id, shards] of groups) {
    const owned = o.cardsOfKey?.(shards[0]!.pk);
    const cards = owned || o.cards || 0;
    const perCard = owned ? 'per card of its enterprise' : 'per card';
    for (const kind of ['writes', 'reads'] as const) {
      const units = shards.map((s) => s[kind]);
      const total = units.reduce((a, b) => a + b, 0);
      if (!total) continue;
      const limit = kind === 'writes' ? PARTITION_LIMITS.writesPerSecond : PARTITION_LIMITS.readsPerSecond;
      const hottest = Math.max(...units);
      const rate = extrapolatedRate(hottest, cards, o.targetCardsPerSecond);
      const whole = extrapolatedRate(total, cards, o.targetCardsPerSecond);
      out.push(
        `    spread ${id} over ${shards.length} shards, ${kind}: ${(total / Math.max(1, cards)).toFixed(3)} ${perCard}, the hottest shard ${(hottest / Math.max(1, cards)).toFixed(3)}; at 10,000,000 cards ${o.targetNote}: ${Math.round(rate).toLocaleString('en-US')}/s per shard = ${pct(rate, limit)} of the limit${rate > limit / 2 ? '  ← over half: more shards' : ''} (one key would take ${Math.round(whole).toLocaleString('en-US')}/s = ${pct(whole, limit)})`,
      );
    }
  }
  return out;
}
