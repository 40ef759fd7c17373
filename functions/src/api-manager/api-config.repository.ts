import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys } from '../shared/data/keys.ts';
import { conditionFailed, isCancelledTransaction, isConditionFailure } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { ApiConfigRecord } from './api-config.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

/** A write lost the race with another change of the same settings: the caller reloads and retries. */
const concurrentChange = () => new AppError('CONFLICT');

/**
 * Open-API settings (one item per enterprise), the app-key directory and the per-day call
 * counters. The only module that reads or writes them.
 */
export function createApiConfigRepository(db = documentClient(), table = () => config('tableName')) {
  const versionCondition = {
    ConditionExpression: 'attribute_not_exists(pk) OR #version = :expected',
    ExpressionAttributeNames: { '#version': 'version' },
  };

  return {
    async get(channelCustId: string): Promise<ApiConfigRecord | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.apiConfig(channelCustId) }));
      return Item ? (strip(Item) as unknown as ApiConfigRecord) : undefined;
    },

    async enterpriseExists(channelCustId: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: keys.enterprise(channelCustId), ProjectionExpression: 'pk' }),
      );
      return Boolean(Item);
    },

    /** Stores the settings if nobody changed them since `record.version - 1` was read. */
    async save(record: ApiConfigRecord): Promise<void> {
      try {
        await db.send(
          new PutCommand({
            TableName: table(),
            Item: { ...keys.apiConfig(record.channelCustId), ...record },
            ...versionCondition,
            ExpressionAttributeValues: { ':expected': record.version - 1 },
          }),
        );
      } catch (error) {
        conditionFailed(error, concurrentChange());
      }
    },

    /** New key and secret in the settings, the new key in the directory and the old one out, at once. */
    async rotateKey(record: ApiConfigRecord & { appKey: string }, previousAppKey: string | undefined): Promise<void> {
      const TableName = table();
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.apiConfig(record.channelCustId), ...record },
                  ...versionCondition,
                  ExpressionAttributeValues: { ':expected': record.version - 1 },
                },
              },
              {
                Put: {
                  TableName,
                  Item: { ...keys.appKeyDirectory(record.appKey), appKey: record.appKey, channelCustId: record.channelCustId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              ...(previousAppKey ? [{ Delete: { TableName, Key: keys.appKeyDirectory(previousAppKey) } }] : []),
            ],
          }),
        );
      } catch (error) {
        if (isCancelledTransaction(error)) throw concurrentChange();
        throw error;
      }
    },

    /** The enterprise an app key belongs to. */
    async enterpriseOfAppKey(appKey: string): Promise<string | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.appKeyDirectory(appKey) }));
      return Item?.channelCustId as string | undefined;
    },

    async usedOn(channelCustId: string, day: string): Promise<number> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table(),
          Key: keys.apiUsageDay(channelCustId, day),
          ProjectionExpression: 'calls',
        }),
      );
      return (Item?.calls as number | undefined) ?? 0;
    },

    /**
     * Counts one call of the day unless the limit is reached; atomic (one conditional update), so
     * concurrent calls can never pass the limit together. False when the limit is reached.
     */
    async countCall(channelCustId: string, day: string, limit: number, expiresAt: number): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.apiUsageDay(channelCustId, day),
            UpdateExpression: 'ADD calls :one SET expiresAt = :ttl',
            ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
            ExpressionAttributeValues: { ':one': 1, ':ttl': expiresAt, ':limit': limit },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type ApiConfigRepository = ReturnType<typeof createApiConfigRepository>;
