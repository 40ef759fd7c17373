/**
 * Usage ingestion in the benchmarks (issue #19 items 1 and 4).
 *
 * - `attachAlarmShare`: while a usage file is ingested for the cost benchmark, the DynamoDB units
 *   spent on alarms (the firing's claim, state and alarm copies, their deliveries) apart from the
 *   rest, and the alarms fired: a card-day of usage and an alarm are two lines of the usage profile
 *   (docs/scale.md), not one — the demo rules fire for most cards on any day, which no real
 *   enterprise's rules do.
 * - `usageDayBench`: the scale benchmark's day of usage — one operator file of the given cards through
 *   the S3 event and the ingest worker, with the hot-key meter's report and the units per card-day.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { shanghaiDay } from '@cmp/functions/shared/time/calendar';
import type { LocalStack } from '../../infra/src/local/stack.ts';
import type { attachMeter } from './ddb-meter.ts';
import { type KeyMeter, keyReport, spreadReport } from './key-meter.ts';

type Json = Record<string, unknown>;

/** A value as the document client or the wire has it (`{ S: '…' }` once marshalled). */
const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof (v as { S?: unknown }).S === 'string') return (v as { S: string }).S;
  return undefined;
};

/** Partition keys of alarm items: firings and their state, the alarm and its platform copy, deliveries, the full rule a firing reads. */
export const ALARM_KEY = /#RULEFIRE#|#RULESTATE#|#ALARMLOG(#\d+)?$|^PLATFORM#ALARMLOG(#\d+)?$|#ALARM#|#NOTIFYDLQ$|#RULE$/;

/** The partition keys a call touches: its key or item, its transaction's, its batch's, its query's key values. */
export function partitionKeysOf(input: Json): string[] {
  const out: (string | undefined)[] = [];
  const of = (k: unknown) => out.push(text((k as Json | undefined)?.pk));
  of(input.Key);
  of(input.Item);
  for (const t of (input.TransactItems ?? []) as Json[])
    for (const step of Object.values(t) as Json[]) {
      of(step.Key);
      of(step.Item);
    }
  for (const req of Object.values((input.RequestItems ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(req))
      for (const r of req as Json[]) {
        of((r.PutRequest as Json | undefined)?.Item);
        of((r.DeleteRequest as Json | undefined)?.Key);
      }
    else for (const k of ((req as Json).Keys ?? []) as Json[]) of(k);
  }
  if (input.KeyConditionExpression)
    for (const v of Object.values((input.ExpressionAttributeValues ?? {}) as Json)) out.push(text(v));
  return out.filter((k): k is string => k !== undefined);
}

/** Whether a call works on alarm items (a key it touches is one). */
export function isAlarmCall(input: Json): boolean {
  const pks = partitionKeysOf(input);
  return pks.length > 0 && pks.some((pk) => ALARM_KEY.test(pk));
}

/** Whether a (successful) call is an alarm's firing: the transaction that claims a (rule, scope, period). */
export const isFiring = (operation: string, input: Json): boolean =>
  operation.startsWith('TransactWrite') &&
  ((input.TransactItems ?? []) as Json[]).some((t) =>
    /#RULEFIRE#/.test(text(((t.Put as Json | undefined)?.Item as Json)?.pk) ?? ''),
  );

export interface AlarmShare {
  readUnits: number;
  writeUnits: number;
  alarms: number;
  /** Firing transactions refused because the (rule, scope, period) had fired. */
  refused: number;
}

/**
 * Counts, while on, the units of alarm calls and the alarms fired. Attach after the capacity meter
 * (attachMeter asks every call for its consumed capacity; this reads it).
 */
export function attachAlarmShare(client: DocumentClient) {
  let on = false;
  let share: AlarmShare = { readUnits: 0, writeUnits: 0, alarms: 0, refused: 0 };
  client.intercept(async (operation, input, next) => {
    let o: Json;
    try {
      o = await next(input);
    } catch (error) {
      // A claim taken already: DynamoDB Local reports no units for it, AWS charges its write units.
      if (on && isFiring(operation, input)) share.refused += 1;
      throw error;
    }
    if (!on || !isAlarmCall(input)) return o;
    const cc = o.ConsumedCapacity as { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
    const units = (Array.isArray(cc) ? cc : cc ? [cc] : []).reduce((t, c) => t + (c.CapacityUnits ?? 0), 0);
    if (/^(Get|BatchGet|Query|Scan|TransactGet)/.test(operation)) share.readUnits += units;
    else share.writeUnits += units;
    if (isFiring(operation, input)) share.alarms += 1;
    return o;
  });
  return {
    start() {
      share = { readUnits: 0, writeUnits: 0, alarms: 0, refused: 0 };
      on = true;
    },
    stop(): AlarmShare {
      on = false;
      return share;
    },
  };
}

/**
 * Lambda time as AWS bills it: while on, the duration of each bus delivery (one Lambda invocation
 * each: `rule <name>` work of the local bus), summed, instead of the wall time of the whole.
 */
export function timeInvocations(background: LocalStack['background']) {
  let on = false;
  let taken = { ms: 0, invocations: 0 };
  const run = background.run.bind(background);
  background.run = (what, work) =>
    run(what, async () => {
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        if (on && what.startsWith('rule ')) {
          taken.ms += performance.now() - t0;
          taken.invocations += 1;
        }
      }
    });
  return {
    start() {
      taken = { ms: 0, invocations: 0 };
      on = true;
    },
    stop() {
      on = false;
      return taken;
    },
  };
}

/** A day's usage file of the given cards, as an operator delivers it. */
export const usageFile = (iccids: readonly string[], day: string, bytes: (i: number) => number): string =>
  `day,iccid,bytes\n${iccids.map((iccid, i) => `${day},${iccid},${bytes(i)}`).join('\n')}\n`;

/** The pace a day of usage is judged at: a day's files for 10,000,000 cards ingested within an hour. */
export const USAGE_PACE = { cardsPerSecond: 10_000_000 / 3_600, note: 'a day of usage ingested in an hour' };

/**
 * The scale benchmark's day of usage (issue #19 item 1): one file of `iccids` through the S3 event and
 * the ingest worker, timed, its units per card-day, and the hottest keys against the partition limits
 * at USAGE_PACE. With `addRule`, it is added next and the operator's correction of the day ingested: a
 * rule firing for every card of the file, the alarms' keys at the same pace.
 */
export async function usageDayBench(
  stack: LocalStack,
  meter: ReturnType<typeof attachMeter>,
  hotKeys: KeyMeter,
  iccids: readonly string[],
  addRule?: () => Promise<unknown>,
): Promise<string[]> {
  if (!iccids.length) return ['(e) Usage day: no cards to ingest usage for'];
  const day = shanghaiDay(new Date());
  const n = iccids.length;
  const ingest = async (label: string, extra: number) => {
    await stack.background.idle();
    hotKeys.take();
    meter.reset();
    const t0 = performance.now();
    await stack.clients.s3.send(
      new PutObjectCommand({
        Bucket: stack.buckets.imports,
        Key: `cdr/bench/scale-${Date.now()}-${extra}.csv`,
        Body: usageFile(iccids, day, (i) => 1_048_576 + i + extra),
      }),
    );
    await stack.background.idle();
    const seconds = (performance.now() - t0) / 1000;
    const m = meter.reset();
    const keys = hotKeys.take();
    const pace = { cards: n, targetCardsPerSecond: USAGE_PACE.cardsPerSecond, targetNote: USAGE_PACE.note };
    const byCall = Object.entries(m.capacityByCall)
      .map(([k, v]) => `${k} ${(v / n).toFixed(3)}`)
      .join(', ');
    return [
      `${label}: one file of ${n.toLocaleString('en-US')} card-days through the S3 event, the ingest worker and the rule evaluator in ${seconds.toFixed(1)} s (${Math.round(n / seconds)} card-days/s); write units ${(m.writeCapacity / n).toFixed(2)} and read units ${(m.readCapacity / n).toFixed(2)} per card-day; units per card-day by call: ${byCall}`,
      ...keyReport(label, keys, pace),
      // The alarm lists and a rule's claims are spread (docs/decisions.md "Alarm key shards"): each key's shards together.
      ...spreadReport(keys, pace),
    ];
  };
  const lines = await ingest('(e) Usage day [target ≤ 6 write units per card-day]', 0);
  if (addRule) {
    await addRule();
    lines.push(...(await ingest("(e2) The day's correction, with a daily-usage rule firing for every card", 7)));
  }
  return lines;
}
