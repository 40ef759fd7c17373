import { randomUUID } from 'node:crypto';
import { config } from '../platform/config.ts';
import { GetCommand, QueryCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { commservEntity, zoneEntity } from '../shared/data/entities/catalogue.entity.ts';
import {
  basicPlanCodeEntity,
  basicPlanEntity,
  retailPlanEntity,
  retailRecordEntity,
} from '../shared/data/entities/plan.entity.ts';
import { type TransactItem, putUnique, transactOrFail } from '../shared/data/operations.ts';
import { ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import { AppError, type ErrorKey } from '../shared/http/error-catalogue.ts';
import type { BasicPlan, RetailPlan, RetailRecord } from './plan-model.ts';
import type { CatalogueView } from './plan-rules.ts';
import { type Filter, type PageOpts, queryPage } from './query-page.ts';

export type { Filter };

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

/** Basic plans, retail plans and the retail change log; catalogue look-ups for validation. */
export function createPlanRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const page = <T>(pk: string, skPrefix: string, filter: Filter | undefined, opts: PageOpts) =>
    queryPage<T>(db, table(), pk, skPrefix, filter, opts);

  async function get<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
    return Item ? (strip(Item) as T) : undefined;
  }

  const transact = (items: TransactItem[], onFail: ErrorKey) => transactOrFail(db, items, new AppError(onFail));

  const codeClaim = (code: string) => basicPlanCodeEntity.key({ code });
  const records = (channelCustId: string, retailId: string) => retailRecordEntity.prefix({ channelCustId, retailId });

  return {
    basicPage: (filter: Filter | undefined, opts: { cursor?: string; pageSize: number }) =>
      page<BasicPlan>(basicPlanEntity.prefix({}).pk, basicPlanEntity.prefix({}).skPrefix, filter, opts),
    basic: (goodsReleaseId: string) => get<BasicPlan>(basicPlanEntity.key({ goodsReleaseId })),
    async basics(ids: string[]): Promise<Map<string, BasicPlan>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const items = await batchGetAll(
        db,
        table(),
        unique.map((goodsReleaseId) => basicPlanEntity.key({ goodsReleaseId })),
      );
      return new Map(items.map((i) => [String(i.goodsReleaseId), strip(i) as unknown as BasicPlan]));
    },

    /** A new basic plan and the claim on its code, in one transaction. */
    async createBasic(plan: BasicPlan): Promise<void> {
      const taken = new AppError('PLAN_CODE_TAKEN');
      await putUnique(db, table(), {
        item: { ...basicPlanEntity.key(plan), ...plan },
        onExists: taken,
        claims: [{ key: codeClaim(plan.code), attributes: { goodsReleaseId: plan.goodsReleaseId }, onFail: taken }],
      });
    },

    /** Replaces a draft (still a draft when written); a changed code moves its claim. */
    async replaceDraft(plan: BasicPlan, previousCode: string): Promise<void> {
      const moves =
        plan.code === previousCode
          ? []
          : [
              { Delete: { TableName: table(), Key: codeClaim(previousCode) } },
              {
                Put: {
                  TableName: table(),
                  Item: { ...codeClaim(plan.code), goodsReleaseId: plan.goodsReleaseId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ];
      await transact(
        [
          ...moves,
          {
            Put: {
              TableName: table(),
              Item: { ...basicPlanEntity.key(plan), ...plan },
              ConditionExpression: '#s = :draft',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':draft': 'draft' },
            },
          },
        ],
        plan.code === previousCode ? 'PLAN_NOT_DRAFT' : 'PLAN_CODE_TAKEN',
      );
    },

    /** Sets attributes of a plan whose status is one of `from` (publish, switch). */
    async updateBasicStatus(goodsReleaseId: string, from: string[], set: Record<string, unknown>, onFail: ErrorKey) {
      const names: Record<string, string> = { '#s': 'status' };
      const values: Record<string, unknown> = {};
      const clauses = Object.entries(set).map(([k, v], i) => {
        names[`#f${i}`] = k;
        values[`:v${i}`] = v;
        return `#f${i} = :v${i}`;
      });
      from.forEach((s, i) => {
        values[`:from${i}`] = s;
      });
      await transact(
        [
          {
            Update: {
              TableName: table(),
              Key: basicPlanEntity.key({ goodsReleaseId }),
              UpdateExpression: `SET ${clauses.join(', ')}`,
              ConditionExpression: `#s IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
        ],
        onFail,
      );
    },

    /** Deletes a plan that was never published, and its code claim. */
    async deleteDraft(plan: BasicPlan): Promise<void> {
      await transact(
        [
          {
            Delete: {
              TableName: table(),
              Key: basicPlanEntity.key(plan),
              ConditionExpression: '#s = :draft AND attribute_not_exists(publishedAt)',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':draft': 'draft' },
            },
          },
          { Delete: { TableName: table(), Key: codeClaim(plan.code) } },
        ],
        'PLAN_IN_USE',
      );
    },

    /** Zones and communication services a plan names, from the catalogue (one BatchGet). */
    async catalogue(elementIds: string[], commservIds: string[]): Promise<CatalogueView> {
      const keyList = [...new Set(elementIds)]
        .map((elementId) => zoneEntity.key({ elementId }))
        .concat([...new Set(commservIds)].map((commservId) => commservEntity.key({ commservId })));
      const items = keyList.length ? await batchGetAll(db, table(), keyList) : [];
      const view: CatalogueView = { zones: new Map(), commservs: new Map() };
      for (const i of items) {
        if (i.pk === zoneEntity.key({ elementId: '' }).pk)
          view.zones.set(String(i.elementId), {
            elementName: String(i.elementName ?? i.elementId),
            status: i.status,
            commservIds: Array.isArray(i.commservIds) ? (i.commservIds as string[]) : undefined,
          });
        else view.commservs.set(String(i.commservId), { domains: Array.isArray(i.domains) ? (i.domains as string[]) : [] });
      }
      return view;
    },
    /** Which of these ids exist as items (APNs, enterprises, secondary customers). */
    async existing(keyList: { pk: string; sk: string }[]): Promise<Record<string, unknown>[]> {
      return keyList.length ? (await batchGetAll(db, table(), keyList)).map(strip) : [];
    },

    retailPage: (channelCustId: string, filter: Filter | undefined, opts: { cursor?: string; pageSize: number }) =>
      page<RetailPlan>(
        retailPlanEntity.prefix({ channelCustId }).pk,
        retailPlanEntity.prefix({ channelCustId }).skPrefix,
        filter,
        opts,
      ),
    retail: (channelCustId: string, retailId: string) => get<RetailPlan>(retailPlanEntity.key({ channelCustId, retailId })),
    /** Retail plans of an enterprise with this exact name (a small partition, one Query with a filter). */
    async retailNamed(channelCustId: string, retailName: string): Promise<RetailPlan[]> {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          FilterExpression: 'retailName = :n',
          ExpressionAttributeValues: {
            ':pk': retailPlanEntity.prefix({ channelCustId }).pk,
            ':p': retailPlanEntity.prefix({ channelCustId }).skPrefix,
            ':n': retailName,
          },
        }),
      );
      return (Items ?? []).map((i) => strip(i) as unknown as RetailPlan);
    },

    /**
     * Writes a retail plan version and its change-log entry in one transaction. `expectedVersion`
     * undefined: a new plan; otherwise the stored version must still be it (else RETAIL_CHANGED).
     */
    async saveRetail(
      plan: RetailPlan | null,
      key: { channelCustId: string; retailId: string },
      expectedVersion: number | undefined,
      record: RetailRecord,
    ) {
      const itemKey = retailPlanEntity.key(key);
      const condition =
        expectedVersion === undefined
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : expectedVersion === 0
            ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version)' }
            : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expectedVersion } };
      const write = plan
        ? { Put: { TableName: table(), Item: { ...itemKey, ...plan }, ...condition } }
        : { Delete: { TableName: table(), Key: itemKey, ...condition } };
      await transact(
        [
          write,
          {
            Put: {
              TableName: table(),
              Item: {
                ...retailRecordEntity.key({
                  channelCustId: key.channelCustId,
                  retailId: key.retailId,
                  at: record.at,
                  id: randomUUID(),
                }),
                ...record,
              },
            },
          },
          // A new plan gets its owner pointer (kept after a delete, like the change log it leads to).
          ...(expectedVersion === undefined ? [ownerPointerPut(table(), 'RETAIL', key.retailId, key.channelCustId)] : []),
        ],
        'RETAIL_CHANGED',
      );
    },

    records: (channelCustId: string, retailId: string, opts: { cursor?: string; pageSize: number }) =>
      page<RetailRecord>(records(channelCustId, retailId).pk, records(channelCustId, retailId).skPrefix, undefined, {
        ...opts,
        newestFirst: true,
      }),
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
