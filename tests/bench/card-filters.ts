/**
 * The card list's first page for every filter it offers (issue #19 item 6), part of the scale
 * benchmark (`npm run bench -- --scale N`, `--filter-requests N`): calls, items read and p50/p95 per
 * filter, through the gateway, against the list enterprise's cards (spread over its shards or not).
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { enterpriseCardPartitions } from '@cmp/functions/shared/data/entities/card.entity';
import { shanghaiDay } from '@cmp/functions/shared/time/calendar';
import type { attachMeter } from './ddb-meter.ts';
import { filterTargets } from './filter-targets.ts';
import { p50p95, postApi, timedRequests } from './timed-requests.ts';

/** The list the filters narrow: an enterprise's cards as one of its accounts sees them. */
export interface FilterList {
  channelCustId: string;
  login: string;
  state: number;
  pageSize: number;
}

/** The card list's answer, as far as the benchmark reads it. */
type ListAnswer = { success: boolean; data?: { items?: unknown[] }; msg?: string };

/** One real card of the list's enterprise with every attribute a filter names (harness work, not timed). */
async function sampleCard(list: FilterList, db: DocumentClient, table: string, shards: number): Promise<Record<string, unknown>> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'byCustomerState',
      KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
      ExpressionAttributeValues: { ':p': enterpriseCardPartitions(list.channelCustId, shards)[0], ':s': `S#${list.state}#` },
      Limit: 50,
    }),
  );
  const card = (Items ?? []).find((c) => c.custId && c.imsi && c.imei && c.activatedAt) ?? Items?.[0];
  if (!card) throw new Error('no card to take filter values from');
  // An ICCID range holding at least these cards of one state (every state's cards in it count too).
  const iccids = (Items ?? []).map((c) => String(c.iccid)).sort();
  return { ...card, rangeFrom: iccids[0], rangeTo: iccids[iccids.length - 1], rangeCards: iccids.length };
}

/** The card list's first page for every filter it offers and common combinations: calls, items read, p50/p95. */
export async function filterBench(
  list: FilterList,
  url: string,
  token: string,
  db: DocumentClient,
  table: string,
  requests: number,
  meter: ReturnType<typeof attachMeter>,
  shards: number,
  idle: () => Promise<void>,
): Promise<string[]> {
  const c = await sampleCard(list, db, table, shards);
  const t = await filterTargets(list, (path, body) => postApi<ListAnswer>(url, token, path, body), db, table, shards, idle);
  const iccid = String(c.iccid);
  const msisdn = String(c.msisdn);
  // The filter's days are Shanghai days (an instant after 16:00 UTC is the next day there).
  const day = c.activatedAt ? shanghaiDay(new Date(String(c.activatedAt))) : '';
  const near = (id: string, d: number) => (BigInt(id) + BigInt(d)).toString().padStart(id.length, '0');
  const filters: [string, Record<string, unknown>][] = [
    ['state', { state: list.state }],
    ['secondary customer', { custId: c.custId }],
    ['secondary customer + state', { custId: c.custId, state: list.state }],
    ['operator', { operator: c.operator }],
    ['state + operator', { state: list.state, operator: c.operator }],
    ['plan', { goodsReleaseId: c.goodsReleaseId }],
    ['network type', { networkType: c.networkType }],
    ['ICCID exact', { iccid }],
    ['ICCID range (1,000)', { iccidFrom: iccid, iccidTo: near(iccid, 1_000) }],
    [`ICCID range (≥ ${c.rangeCards} cards)`, { iccidFrom: c.rangeFrom, iccidTo: c.rangeTo }],
    ['ICCID range + state', { iccidFrom: c.rangeFrom, iccidTo: c.rangeTo, state: list.state }],
    ['MSISDN exact', { msisdn }],
    ['MSISDN range (1,000)', { msisdnFrom: msisdn, msisdnTo: near(msisdn, 1_000) }],
    ['IMSI exact', { imsi: c.imsi }],
    ['IMEI exact', { imei: c.imei }],
    ['activation day', { activatedFrom: day, activatedTo: day }],
    ['activation days (a month)', { activatedFrom: `${day.slice(0, 8)}01`, activatedTo: `${day.slice(0, 8)}28` }],
    ['activation day + state', { activatedFrom: day, activatedTo: day, state: list.state }],
    ['state + plan + operator', { state: list.state, goodsReleaseId: c.goodsReleaseId, operator: c.operator }],
    [`label (${t.labelCards} cards)`, { labelId: t.labelId }],
    ['label + operator', { labelId: t.labelId, operator: c.operator }],
    [`pool (${t.poolCards} cards)`, { poolId: t.poolId }],
    ['pool + state', { poolId: t.poolId, state: list.state }],
  ];
  const lines = [
    `(b2) Card list filters, first page (pageSize ${list.pageSize}) of ${list.login}, ${requests} requests each through the gateway, its card index over ${shards} partition${shards > 1 ? 's' : ''}  [target p95 ≤ 50 ms with ≤ 3 DynamoDB calls at 1,000,000 cards; a spread index reads each shard: ≤ ${shards + 2} calls]:`,
  ];
  for (const [name, filter] of filters) {
    const body = { ...filter, pageSize: list.pageSize };
    const run = await timedRequests(meter, 2, requests, () => postApi<ListAnswer>(url, token, '/cmp/sim/card/list', body));
    const rows = run.results.at(-1)?.body.data?.items?.length ?? 0;
    const failed = run.results.find((res) => !res.body.success);
    const bad = failed ? `${failed.status} ${failed.body.msg ?? ''}` : '';
    const l = run.latency;
    const perCall = run.callsPerRequest;
    const over = l.p95 > 50 || perCall > Math.max(3, shards + 2) ? '  ← over the target' : '';
    lines.push(
      `    ${name}: ${p50p95(l)}; DynamoDB calls ${perCall.toFixed(1)} (with the sign-in's BatchGet), items read ${run.itemsPerRequest.toFixed(0)}; ${rows} rows${bad ? `; FAILED ${bad}` : ''}${over}`,
    );
  }
  return lines;
}
