import { config } from '../platform/config.ts';
import { QueryCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { apiLogEntity, apiLogPartitions } from '../shared/data/entities/api-log.entity.ts';
import { type Condition, entityQuery, entityStore } from '../shared/data/entity-operations.ts';
import { tableIndexes } from '../shared/data/entity.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { allOf, attributeIs } from '../shared/data/list-filter.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { type ShardRead, mergeShardReads } from '../shared/data/sharded-query.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { OpenCallEntry } from '../shared/http/middleware/open-api-log.ts';
import type { StatusClass } from './api-log-model.ts';

/** How long an entry is kept: DynamoDB removes it (TTL) this long after the call. */
export const API_LOG_TTL_DAYS = 90;

/** One open-API call as the gateway saw it (written by the API log middleware). */
export type ApiCall = OpenCallEntry;

export interface ApiLogQuery {
  /** An enterprise's log; absent: every tenant's (the platform's view, read from the index). */
  channelCustId?: string;
  /** Inclusive ISO bounds, already checked (api-log-window.ts). */
  from: string;
  to: string;
  appKey?: string;
  routeId?: string;
  statusClass?: StatusClass;
  /** An address, or the start of one (`203.0.113.`). */
  sourceIp?: string;
  cursor?: string;
  pageSize: number;
}

/** Queries one page may send before it comes back short with a cursor (empty days cost one each). */
const MAX_READS = 40;

const statusBounds: Record<StatusClass, [number, number]> = { '2xx': [200, 299], '4xx': [400, 499], '5xx': [500, 599] };

/** Where the next page starts: a UTC day and, within it, the sort key it stops before. */
interface Position {
  d: string;
  b?: string;
}

const encode = (p: Position): string => Buffer.from(JSON.stringify(p)).toString('base64url');

function decode(cursor: string, days: readonly string[]): Position {
  try {
    const p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
    if (typeof p.d === 'string' && days.includes(p.d) && (p.b === undefined || typeof p.b === 'string')) return p;
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
}

/** The UTC days from `to` back to `from` (inclusive), newest first. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const first = from.slice(0, 10);
  for (let d = new Date(`${to.slice(0, 10)}T00:00:00Z`); d.toISOString().slice(0, 10) >= first; d.setUTCDate(d.getUTCDate() - 1))
    out.push(d.toISOString().slice(0, 10));
  return out;
}

/** The filter clauses of a query (applied by DynamoDB after reading). */
export function apiLogFilter(q: Pick<ApiLogQuery, 'appKey' | 'routeId' | 'statusClass' | 'sourceIp'>): Condition | undefined {
  const bounds = q.statusClass && statusBounds[q.statusClass];
  return allOf([
    q.appKey && attributeIs('appKey', q.appKey),
    q.routeId && attributeIs('routeId', q.routeId),
    bounds && {
      expression: '#status BETWEEN :statusLow AND :statusHigh',
      names: { '#status': 'status' },
      values: { ':statusLow': bounds[0], ':statusHigh': bounds[1] },
    },
    q.sourceIp && { expression: 'begins_with(sourceIp, :ip)', values: { ':ip': q.sourceIp } },
  ]);
}

/**
 * The open-API log (issue #15 item 7): one PutItem per call under the caller's enterprise, the UTC
 * day and one of API_LOG_SHARDS shards (a hash of the request id), mirrored by the index into one of
 * API_LOG_SHARDS platform partitions of the day. A list is newest first, day after day: each day's
 * shards (the enterprise's, or the platform's) are read together and merged by time.
 */
export function createApiLogRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);

  /** The queries of one day: every shard of the enterprise's partition, or of the platform's index partition. */
  const dayQueries = (q: ApiLogQuery, day: string, upper: string, filter: Condition | undefined) => {
    const sk = { between: [q.from, upper] as const };
    const common = { sk, backwards: true, ...(filter ? { filter } : {}) };
    if (q.channelCustId)
      return apiLogPartitions.enterpriseDay(q.channelCustId, day).map((pk) => ({
        keyName: 'sk',
        input: entityQuery(table(), apiLogEntity, { pk, ...common }),
      }));
    return apiLogPartitions.platformDay(day).map((pk) => ({
      keyName: tableIndexes[apiLogEntity.indexes.platform.index].sk,
      input: entityQuery(table(), apiLogEntity, { index: 'platform', pk, ...common }),
    }));
  };

  return {
    /** Writes one call's entry (TTL API_LOG_TTL_DAYS). */
    async record(call: ApiCall): Promise<void> {
      const expiresAt = Math.floor(Date.parse(call.at) / 1000) + API_LOG_TTL_DAYS * 86_400;
      const { errorCode, ...rest } = call;
      await store.put(apiLogEntity, {
        ...rest,
        ...(errorCode !== undefined ? { errorCode } : {}),
        expiresAt,
        tenant: tenantKey(call.channelCustId),
      });
    },

    /** One page of calls in [from, to], newest first; may come back short (filters) with a cursor. */
    async list(q: ApiLogQuery): Promise<Page<ApiCall>> {
      const days = daysBetween(q.from, q.to);
      const filter = apiLogFilter(q);
      let pos: Position | null = q.cursor ? decode(q.cursor, days) : days.length ? { d: days[0]! } : null;
      const items: ApiCall[] = [];
      let reads = 0;
      while (pos && items.length < q.pageSize && reads < MAX_READS) {
        const room = q.pageSize - items.length;
        // Inclusive bound; the entry the cursor stopped at is dropped below.
        const upper = pos.b ?? `${q.to}\uffff`;
        const queries = dayQueries(q, pos.d, upper, filter);
        reads += queries.length;
        const keyName = queries[0]!.keyName;
        const answers = await Promise.all(
          queries.map(async ({ input }): Promise<ShardRead> => {
            const res = await db.send(new QueryCommand({ ...input, Limit: room + 1 }));
            // The entry the cursor stopped at (inclusive bound) was on the previous page.
            const items = (res.Items ?? []).filter((i) => i[keyName] !== pos!.b);
            return { items, ...(res.LastEvaluatedKey ? { last: res.LastEvaluatedKey } : {}) };
          }),
        );
        // The shared k-way merge of sharded partitions: complete down to the highest point a shard stopped at.
        const merged = mergeShardReads(answers, room, keyName, false);
        items.push(...merged.items.map((i) => toCall(apiLogEntity.parse(i))));
        if (merged.stop) pos = { d: pos.d, b: String(merged.stop[keyName]) };
        else {
          const next = days[days.indexOf(pos.d) + 1];
          pos = next ? { d: next } : null;
        }
      }
      return { items, cursor: pos ? encode(pos) : null };
    },
  };
}

const toCall = (i: ApiCall & { expiresAt?: number }): ApiCall => {
  const { expiresAt: _e, ...call } = i;
  return call;
};

export type ApiLogRepository = ReturnType<typeof createApiLogRepository>;
