/** Storage of deliveries: the per-(alarm, action) delivery record and the webhook dead letters. */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { notifyDeadLetterEntity, notifyDeliveryEntity } from '../shared/data/entities/notify.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { tryCondition } from '../shared/data/operations.ts';

export type DeliveryRecord = InferItem<typeof notifyDeliveryEntity>;
export type DeadLetter = InferItem<typeof notifyDeadLetterEntity>;
export type DeliveryKey = Pick<DeliveryRecord, 'channelCustId' | 'alarmId' | 'action'>;

export function createNotifyRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /** Puts the record unless one exists for (alarm, action); false when it does (a replay). */
    claim: (record: DeliveryRecord): Promise<boolean> => tryCondition(store.put(notifyDeliveryEntity, record, 'absent')),
    get: (key: DeliveryKey): Promise<DeliveryRecord | undefined> => store.get(notifyDeliveryEntity, key, true),
    /** The record as the delivery ended (the whole item: it is ours since the claim). */
    settle: (record: DeliveryRecord): Promise<void> => store.put(notifyDeliveryEntity, record),
    deadLetter: (letter: DeadLetter): Promise<void> => store.put(notifyDeadLetterEntity, letter),
    /** An enterprise's dead letters, oldest first. */
    deadLetters: (channelCustId: string): Promise<DeadLetter[]> =>
      store.all(notifyDeadLetterEntity, { ...within(notifyDeadLetterEntity, { channelCustId }), consistent: true }, 1000),
  };
}

export type NotifyRepository = ReturnType<typeof createNotifyRepository>;
