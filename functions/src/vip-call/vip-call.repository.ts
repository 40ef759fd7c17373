import type { OperatorErrorCode } from '../operator/index.ts';
import { config } from '../platform/config.ts';
import { GetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { simulatorFaultEntity, voiceWhitelistEntity } from '../shared/data/entities/card-detail.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { transactOrFail } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export type Whitelist = InferItem<typeof voiceWhitelistEntity>;

export interface WhitelistCard {
  iccid: string;
  channelCustId: string;
  custId: string | null;
  msisdn: string;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  state: number;
}

const CARD_FIELDS = {
  ProjectionExpression: 'iccid, channelCustId, custId, msisdn, #op, #st',
  ExpressionAttributeNames: { '#op': 'operator', '#st': 'state' },
};

/** Voice whitelists: one item per card in its enterprise's `#VIPCALL` partition, so the list is one Query. */
export function createVipCallRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    async cards(channelCustId: string, iccids: readonly string[]): Promise<WhitelistCard[]> {
      const items = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        CARD_FIELDS,
      );
      return items as unknown as WhitelistCard[];
    },

    async get(channelCustId: string, iccid: string): Promise<Whitelist | undefined> {
      return store.get(voiceWhitelistEntity, { channelCustId, iccid }, true);
    },

    /** A page of an enterprise's whitelists, by ICCID. */
    page: (channelCustId: string, cursor: string | undefined, limit: number) =>
      store.page(voiceWhitelistEntity, within(voiceWhitelistEntity, { channelCustId }), { cursor, pageSize: limit, maxReads: 1 }),

    /**
     * Stores the new whitelist (deleted when empty) and a card log entry in one transaction,
     * conditional on the version read: a concurrent change → VIP_CHANGED, nothing written.
     */
    async save(next: Whitelist, previousVersion: number | null, log: { id: string; detail: Record<string, string> }) {
      const key = voiceWhitelistEntity.key(next);
      const condition =
        previousVersion === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previousVersion } };
      const write = next.numbers.length
        ? { Put: { TableName: table(), Item: { ...key, ...next }, ...condition } }
        : { Delete: { TableName: table(), Key: key, ...condition } };
      const entry = { id: log.id, at: next.updatedAt, action: 'vipCall', detail: log.detail, by: next.updatedBy };
      await transactOrFail(db, [write, cardLogPut(table(), next, entry)], (failed) =>
        failed.includes(0) ? new AppError('VIP_CHANGED') : undefined,
      );
    },

    /** The simulator's injected fault for a card, if any (see operator/operators.ts). */
    async simulatorFault(iccid: string): Promise<OperatorErrorCode | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: simulatorFaultEntity.key({ iccid }) }));
      return Item?.code as OperatorErrorCode | undefined;
    },
  };
}

export type VipCallRepository = ReturnType<typeof createVipCallRepository>;
