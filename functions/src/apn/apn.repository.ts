import { type Filter, queryPage } from '../plan/query-page.ts';
import { config } from '../platform/config.ts';
import { GetCommand, TransactWriteCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { apnEntity, apnNameEntity } from '../shared/data/entities/catalogue.entity.ts';
import { conditionFailed } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export interface Apn {
  apnId: string;
  name: string;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  operatorApnCode: string;
  startIp: string;
  endIp: string;
  publicDns: string;
  backupDns?: string;
  privateDns?: string;
  remark?: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;
/** Claims an APN name (lower case), so names stay unique; sits beside the APNs, outside the `APN#` list prefix. */
export const apnNameClaim = (name: string) => apnNameEntity.key({ name: name.toLowerCase() });

/** The platform's APN catalogue: one partition, listed by one Query per page. */
export function createApnRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  async function write(apn: Apn, previousName: string | null) {
    const renamed = previousName !== null && previousName.toLowerCase() !== apn.name.toLowerCase();
    const claim = {
      Put: {
        TableName: table(),
        Item: { ...apnNameClaim(apn.name), apnId: apn.apnId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            ...(previousName === null || renamed ? [claim] : []),
            ...(renamed ? [{ Delete: { TableName: table(), Key: apnNameClaim(previousName) } }] : []),
            {
              Put: {
                TableName: table(),
                Item: { ...apnEntity.key(apn), ...apn },
                ConditionExpression: previousName === null ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
              },
            },
          ],
        }),
      );
    } catch (e) {
      conditionFailed(e, new AppError('APN_NAME_TAKEN', {}, 'name'));
    }
  }
  return {
    list: (filter: Filter | undefined, opts: { cursor?: string; pageSize: number }): Promise<Page<Apn>> =>
      queryPage<Apn>(db, table(), apnEntity.prefix({}).pk, apnEntity.prefix({}).skPrefix, filter, opts),
    async get(apnId: string): Promise<Apn | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: apnEntity.key({ apnId }), ConsistentRead: true }));
      return Item ? (strip(Item) as unknown as Apn) : undefined;
    },
    create: (apn: Apn) => write(apn, null),
    update: (apn: Apn, previousName: string) => write(apn, previousName),
  };
}

export type ApnRepository = ReturnType<typeof createApnRepository>;
