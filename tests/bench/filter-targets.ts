/**
 * The label and the data pool the card-list filter benchmark narrows to (harness work, not timed):
 * made through the product's own routes on the list enterprise's cards after the load — a label on
 * up to 1,000 of its cards in the list's state, a pool of up to 1,000 cards its rules accept (CMCC,
 * the pool's operating mode and area), added by a pool change (a chunked job, waited for).
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { enterpriseCardPartitions } from '@cmp/functions/shared/data/entities/card.entity';

/** The catalogue's mainland China zone (the seeded plans cover it). */
const MAINLAND = 'ZCN000001';
/** Most ICCIDs one label attach or one pool change takes (label-rules.ts, pool-rules.ts). */
const PER_REQUEST = 1_000;

type Post = (
  path: string,
  body: unknown,
) => Promise<{ status: number; body: { success: boolean; data?: unknown; msg?: string } }>;

async function cardsInState(db: DocumentClient, table: string, channelCustId: string, state: number, shards: number) {
  const out: Record<string, unknown>[] = [];
  for (const pk of enterpriseCardPartitions(channelCustId, shards)) {
    const { Items } = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'byCustomerState',
        KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
        ExpressionAttributeValues: { ':p': pk, ':s': `S#${state}#` },
        Limit: 5_000,
      }),
    );
    out.push(...(Items ?? []));
  }
  return out;
}

export async function filterTargets(
  list: { channelCustId: string; state: number },
  post: Post,
  db: DocumentClient,
  table: string,
  shards: number,
  idle: () => Promise<void>,
): Promise<{ labelId: string; labelCards: number; poolId: string; poolCards: number }> {
  const must = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await post(path, body);
    if (!res.body.success) throw new Error(`${path} answered ${res.status} ${res.body.msg ?? ''}`);
    return res.body.data as T;
  };
  const cards = await cardsInState(db, table, list.channelCustId, list.state, shards);
  const labelled = cards.slice(0, PER_REQUEST).map((c) => String(c.iccid));
  const { labelId } = await must<{ labelId: string }>('/cmp/sim/label/save', {
    name: 'Bench filter label',
    color: 'blue',
    description: 'Card-list filter benchmark',
  });
  await must('/cmp/sim/label/attach', { labelId, iccids: labelled });

  const { poolId } = await must<{ poolId: string }>('/cmp/sim/pool/add', {
    name: 'Bench filter pool',
    poolType: 'shared',
    operator: 'CMCC',
    modeType: '01',
    elementId: MAINLAND,
  });
  const poolable = cards
    .filter((c) => c.operator === 'CMCC' && c.modeType === '01' && !c.poolId)
    .slice(0, PER_REQUEST)
    .map((c) => String(c.iccid));
  await must('/cmp/sim/pool/change', { poolId, action: 'add', iccids: poolable });
  await idle();
  const pool = await must<{ cardCount?: number; cards?: number }>('/cmp/sim/pool/detail', { poolId });
  return { labelId, labelCards: labelled.length, poolId, poolCards: Number(pool.cardCount ?? pool.cards ?? 0) };
}
