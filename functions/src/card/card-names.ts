/**
 * The plan and secondary-customer names of card-list rows (`planName`, `customerName`). Kept per
 * container for CARD_NAMES_CACHE_MS, like the enterprise's shard count (card-shards.ts): a page whose
 * plans and customers were named in the last minute costs no call for them, so a page read through
 * entries (ICCID, MSISDN or activation range, IMSI, IMEI, MSISDN) is the entries' Query and the cards'
 * BatchGet only. A rename shows on the card list within the minute; the names absent from the table
 * are kept too (a card names a plan or a customer that existed when it was written).
 */
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { containerCache } from '../shared/container-cache.ts';
import { type TableKey, batchGetAll } from '../shared/data/batch-get.ts';
import { secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { CardRow } from './card-row.ts';

export const CARD_NAMES_CACHE_MS = 60_000;
/** The most names a container keeps (past it, the expired go, then all). */
export const CARD_NAMES_CACHE_MAX = 20_000;

const cache = containerCache<{ name: string | null; nameZh: string | null }>(CARD_NAMES_CACHE_MS, CARD_NAMES_CACHE_MAX);

/** The cache's key of the item holding a name: its table key. */
const nameKey = (k: { pk?: unknown; sk?: unknown }) => `${String(k.pk)}\n${String(k.sk)}`;

export function createCardNames(db: DocumentClient = documentClient(), table = () => config('tableName'), now = Date.now) {
  /** Fills planName and customerName of rows: at most one BatchGet (plans and secondary customers together) for names not kept. */
  return async function withNames(rows: CardRow[], lang: Lang | undefined): Promise<CardRow[]> {
    const at = now();
    const planKey = (id: string) => basicPlanEntity.key({ goodsReleaseId: id });
    const custKey = (r: CardRow) => secondaryEntity.key({ channelCustId: r.channelCustId, custId: r.custId! });
    const wanted = new Map<string, TableKey>();
    for (const r of rows)
      for (const key of [planKey(r.goodsReleaseId), ...(r.custId ? [custKey(r)] : [])]) {
        if (!cache.get(nameKey(key), at)) wanted.set(nameKey(key), key);
      }
    if (wanted.size) {
      const found = await batchGetAll(db, table(), [...wanted.values()], {
        ProjectionExpression: 'pk, sk, #n, nameZh',
        ExpressionAttributeNames: { '#n': 'name' },
      });
      const byKey = new Map(found.map((item) => [nameKey(item), item]));
      for (const k of wanted.keys()) {
        const item = byKey.get(k);
        const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
        cache.set(k, { name: text(item?.name), nameZh: text(item?.nameZh) }, at);
      }
    }
    const nameOf = (key: TableKey) => {
      const named = cache.get(nameKey(key), at);
      return (lang === 'zh-CN' && named?.nameZh) || named?.name || null;
    };
    return rows.map((r) => ({
      ...r,
      planName: nameOf(planKey(r.goodsReleaseId)),
      customerName: r.custId ? nameOf(custKey(r)) : null,
    }));
  };
}
