/**
 * Powertools idempotency records in the single table, through the document client every repository
 * uses (the utility's own DynamoDB layer needs the AWS SDK's client, about 300 KB a bundle). The
 * same conditions as Powertools' DynamoDBPersistenceLayer: a record is claimed when absent, expired,
 * or in progress past its in-progress expiry; a failed claim hands back the record it found.
 */
import {
  IdempotencyItemAlreadyExistsError,
  IdempotencyItemNotFoundError,
  IdempotencyRecordStatus,
} from '@aws-lambda-powertools/idempotency';
import { BasePersistenceLayer, IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';
import type { IdempotencyRecordOptions } from '@aws-lambda-powertools/idempotency/types';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '../aws/dynamodb-commands.ts';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { failedConditionItem, isConditionFailure } from '../data/operations.ts';

export interface IdempotencyStoreOptions {
  db: DocumentClient;
  tableName: () => string;
  partitionKey: string;
  sortKey: string;
  /** Constant sort key of every record; the partition key is the hashed idempotency key. */
  recordSortKey: string;
  /** The table's TTL attribute: expired records disappear by themselves. */
  expiryAttr: string;
}

const STATUS = 'status';
const IN_PROGRESS_EXPIRY = 'in_progress_expiration';
const DATA = 'data';
const VALIDATION = 'validation';

type Item = Record<string, unknown>;

export class SingleTableIdempotencyStore extends BasePersistenceLayer {
  constructor(private readonly o: IdempotencyStoreOptions) {
    super();
  }

  private key(idempotencyKey: string) {
    return { [this.o.partitionKey]: idempotencyKey, [this.o.sortKey]: this.o.recordSortKey };
  }

  private toRecord(item: Item): IdempotencyRecord {
    return new IdempotencyRecord({
      idempotencyKey: item[this.o.partitionKey] as string,
      status: item[STATUS] as IdempotencyRecordOptions['status'],
      expiryTimestamp: item[this.o.expiryAttr] as number | undefined,
      inProgressExpiryTimestamp: item[IN_PROGRESS_EXPIRY] as number | undefined,
      responseData: item[DATA] as IdempotencyRecordOptions['responseData'],
      payloadHash: item[VALIDATION] as string | undefined,
    });
  }

  protected async _getRecord(idempotencyKey: string): Promise<IdempotencyRecord> {
    const { Item } = await this.o.db.send(
      new GetCommand({ TableName: this.o.tableName(), Key: this.key(idempotencyKey), ConsistentRead: true }),
    );
    if (!Item) throw new IdempotencyItemNotFoundError();
    return this.toRecord(Item);
  }

  protected async _putRecord(record: IdempotencyRecord): Promise<void> {
    const now = Date.now();
    const item: Item = {
      ...this.key(record.idempotencyKey),
      [this.o.expiryAttr]: record.expiryTimestamp,
      [STATUS]: record.getStatus(),
      [IN_PROGRESS_EXPIRY]: record.inProgressExpiryTimestamp,
      [VALIDATION]: this.isPayloadValidationEnabled() ? record.payloadHash : undefined,
    };
    try {
      await this.o.db.send(
        new PutCommand({
          TableName: this.o.tableName(),
          Item: item,
          ConditionExpression:
            'attribute_not_exists(#id) OR #expiry < :now OR (#status = :inprogress AND attribute_exists(#ipe) AND #ipe < :nowMs)',
          ExpressionAttributeNames: {
            '#id': this.o.partitionKey,
            '#expiry': this.o.expiryAttr,
            '#status': STATUS,
            '#ipe': IN_PROGRESS_EXPIRY,
          },
          ExpressionAttributeValues: { ':now': now / 1000, ':nowMs': now, ':inprogress': IdempotencyRecordStatus.INPROGRESS },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) {
        const found = failedConditionItem(error);
        throw new IdempotencyItemAlreadyExistsError(
          `Failed to put record for already existing idempotency key: ${record.idempotencyKey}`,
          found && this.toRecord(found),
        );
      }
      throw error;
    }
  }

  protected async _updateRecord(record: IdempotencyRecord): Promise<void> {
    const set: Record<string, unknown> = { [this.o.expiryAttr]: record.expiryTimestamp, [STATUS]: record.getStatus() };
    if (record.responseData !== undefined) set[DATA] = record.responseData;
    if (this.isPayloadValidationEnabled()) set[VALIDATION] = record.payloadHash;
    const names = Object.keys(set);
    await this.o.db.send(
      new UpdateCommand({
        TableName: this.o.tableName(),
        Key: this.key(record.idempotencyKey),
        UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])),
      }),
    );
  }

  protected async _deleteRecord(record: IdempotencyRecord): Promise<void> {
    await this.o.db.send(new DeleteCommand({ TableName: this.o.tableName(), Key: this.key(record.idempotencyKey) }));
  }
}
