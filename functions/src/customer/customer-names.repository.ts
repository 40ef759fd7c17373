import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { idAfter } from '../shared/data/keys.ts';
import type { Lang } from '../shared/i18n/lang.ts';

/** A secondary customer as a screen names it: its id and its display name (null when it no longer exists). */
export interface CustomerRef {
  custId: string;
  name: string | null;
}

/** The display name of a customer item in a language: the Chinese name for zh-CN when it has one. */
export const displayName = (item: Record<string, unknown>, lang: Lang): string | null =>
  (lang === 'zh-CN' && typeof item.nameZh === 'string' && item.nameZh) || (typeof item.name === 'string' && item.name) || null;

/**
 * Names of an enterprise's secondary customers, for answers that carry a `custId` a person reads:
 * one BatchGet of the customer items, whatever the number of ids. Every screen that shows a
 * customer gets its name from here, so none has to resolve ids on its own.
 */
export function createCustomerNames(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  return {
    /** Each id with its name, in the order given (duplicates once); an unknown id has a null name. */
    async secondary(channelCustId: string, custIds: readonly string[], lang: Lang): Promise<CustomerRef[]> {
      const ids = [...new Set(custIds)];
      if (!ids.length) return [];
      const found = await batchGetAll(
        db,
        table(),
        ids.map((custId) => secondaryEntity.key({ channelCustId, custId })),
        { ProjectionExpression: 'sk, #n, nameZh', ExpressionAttributeNames: { '#n': 'name' } },
      );
      const { skPrefix } = secondaryEntity.prefix({ channelCustId });
      const names = new Map(found.map((item) => [idAfter(skPrefix, String(item.sk)), displayName(item, lang)]));
      return ids.map((custId) => ({ custId, name: names.get(custId) ?? null }));
    },
    /** Enterprises' display names by id (one BatchGet); an unknown id is left out. */
    async enterprises(channelCustIds: readonly string[], lang: Lang): Promise<Map<string, string>> {
      const ids = [...new Set(channelCustIds)];
      if (!ids.length) return new Map();
      const found = await batchGetAll(
        db,
        table(),
        ids.map((channelCustId) => enterpriseEntity.key({ channelCustId })),
        { ProjectionExpression: 'channelCustId, #n, nameZh', ExpressionAttributeNames: { '#n': 'name' } },
      );
      const out = new Map<string, string>();
      for (const item of found) {
        const name = displayName(item, lang);
        if (name) out.set(String(item.channelCustId), name);
      }
      return out;
    },
  };
}

export type CustomerNames = ReturnType<typeof createCustomerNames>;
