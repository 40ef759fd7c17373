import { cardStateKey } from '../card/card-record.ts';
import { createCardShards } from '../card/card-shards.ts';
import { config } from '../platform/config.ts';
import { DeleteCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardAltIdEntity, cardDirectoryEntity, cardEntity } from '../shared/data/entities/card.entity.ts';
import { secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import { failedConditionItem, isConditionFailure, tryCondition } from '../shared/data/operations.ts';
import { RECOVERABLE_STATES, RECOVERED_STATE, UNALLOCATABLE_STATES } from './allocation-rules.ts';

/**
 * The outcome of one card's conditional update: `changed` (with the card as it was before),
 * `already` (this batch changed it on an earlier run of the chunk: the card as it is now, which
 * carries what it was changed from) or `refused` (the card as it stands, undefined if absent).
 */
export type CardOutcome =
  | { kind: 'changed'; card: Record<string, unknown> }
  | { kind: 'already'; card: Record<string, unknown> }
  | { kind: 'refused'; card: Record<string, unknown> | undefined };

/** Card writes of allocation and data-recovery batches, and the secondary-customer look-up they need. */
export function createAllocationRepository(
  db = documentClient(),
  table = () => config('tableName'),
  shards = createCardShards(db, table),
) {
  const store = entityStore(db, table);
  /** One conditional UpdateItem keyed under the batch's enterprise: a card of another enterprise is never read. */
  async function conditional(
    update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues'>,
    batchId: string,
  ): Promise<CardOutcome> {
    try {
      const res = await db.send(new UpdateCommand({ TableName: table(), ...update, ReturnValues: 'ALL_OLD' }));
      return { kind: 'changed', card: res.Attributes ?? {} };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const now = failedConditionItem(error);
      return now?.lastBatchId === batchId ? { kind: 'already', card: now } : { kind: 'refused', card: now };
    }
  }

  const allocateTo = (channelCustId: string, iccid: string, toCustId: string, batchId: string, at: string, listShards: number) =>
    conditional(
      {
        Key: cardEntity.key({ channelCustId, iccid }),
        UpdateExpression:
          'SET allocatedFrom = if_not_exists(custId, :none), custId = :to, gsi3pk = :gsi3pk, lastBatchId = :b, allocatedAt = :at',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastBatchId) OR lastBatchId <> :b) AND ' +
          '(attribute_not_exists(custId) OR custId <> :to) AND NOT (#state IN (:s1, :s2))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':none': null,
          ':to': toCustId,
          // The secondary customer's index spreads like the enterprise's: the card's shard of the ICCID.
          ':gsi3pk': cardEntity.indexPrefix('cardsOfSubCustomer', { channelCustId, custId: toCustId, iccid, listShards }).pk,
          ':b': batchId,
          ':at': at,
          ':s1': UNALLOCATABLE_STATES[0],
          ':s2': UNALLOCATABLE_STATES[1],
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
      batchId,
    );

  const takeBack = (channelCustId: string, iccid: string, batchId: string, at: string) =>
    conditional(
      {
        Key: cardEntity.key({ channelCustId, iccid }),
        UpdateExpression: 'SET allocatedFrom = custId, custId = :none, lastBatchId = :b, allocatedAt = :at REMOVE gsi3pk',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastBatchId) OR lastBatchId <> :b) AND ' +
          'attribute_exists(custId) AND NOT attribute_type(custId, :null)',
        ExpressionAttributeValues: { ':none': null, ':b': batchId, ':at': at, ':null': 'NULL' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
      batchId,
    );

  /** The card's update of a data recovery (see `recover`). */
  const recoverCard = (channelCustId: string, iccid: string, batchId: string, at: string) =>
    conditional(
      {
        Key: cardEntity.key({ channelCustId, iccid }),
        UpdateExpression:
          'SET recoveredFrom = #state, #state = :to, gsi1sk = :sk, lastBatchId = :b, stateChangedAt = :at, ' +
          'stateLog = list_append(if_not_exists(stateLog, :nil), :log), ' +
          'imei = :empty REMOVE remark, pendingPlanChange, eventPacks, operatorStatus, operatorStatusAt',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastBatchId) OR lastBatchId <> :b) AND ' +
          `(attribute_not_exists(custId) OR attribute_type(custId, :null)) AND #state IN (${RECOVERABLE_STATES.map((_, i) => `:r${i}`).join(', ')})`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':to': RECOVERED_STATE,
          ':sk': cardStateKey(RECOVERED_STATE, iccid),
          ':b': batchId,
          ':at': at,
          ':nil': [],
          ':log': [{ at, to: RECOVERED_STATE }],
          ':empty': '',
          ':null': 'NULL',
          ...Object.fromEntries(RECOVERABLE_STATES.map((s, i) => [`:r${i}`, s])),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
      batchId,
    );

  return {
    /** A secondary customer of the enterprise (its profile item), or undefined. */
    async secondary(
      channelCustId: string,
      custId: string,
    ): Promise<{ custId: string; name: string; orgCode?: string } | undefined> {
      const item = await store.get(secondaryEntity, { channelCustId, custId });
      if (!item) return undefined;
      // The organisation code the blacklist is checked by: the tax number (the unified social credit code), else the licence number.
      const orgCode = item.taxNumber || item.businessLicence;
      return { custId, name: String(item.name ?? custId), ...(orgCode ? { orgCode } : {}) };
    },

    /**
     * Allocates one card to `toCustId`: sets the owner and the secondary customer's index key, and
     * remembers the previous owner on the card (`allocatedFrom`) so a retried chunk can still move
     * the counters. Refused for another batch's same target, the start and cancelled states.
     * `toCustId` null takes an allocated card back to the enterprise (out of the secondary index).
     */
    allocate: (channelCustId: string, iccid: string, toCustId: string | null, batchId: string, at: string, listShards = 1) =>
      toCustId === null
        ? takeBack(channelCustId, iccid, batchId, at)
        : allocateTo(channelCustId, iccid, toCustId, batchId, at, listShards),

    /**
     * The enterprise's card index shard count, read now (once per chunk): every card of the enterprise
     * was written with it (it may change only while the enterprise has no cards), so the secondary
     * customer's key an allocation sets agrees with the card's enterprise key.
     */
    cardShards: (channelCustId: string): Promise<number> => shards.fresh(channelCustId),

    /** The ICCID directory follows the card's owner (usage ingestion rolls usage up to it). Idempotent. */
    async setDirectoryOwner(channelCustId: string, iccid: string, custId: string | null): Promise<void> {
      // A card without a directory entry (never expected) keeps its card item as the authority.
      await tryCondition(
        store.update(
          cardDirectoryEntity,
          { iccid },
          { set: { custId }, condition: { expression: 'channelCustId = :e', values: { ':e': channelCustId } } },
        ),
      );
    },

    /**
     * Data recovery of one card: an unallocated card in a recoverable state goes back to stock and
     * loses what its customer set on it (remark, IMEI binding, pending plan change, event packs).
     * The state it left is kept on the card (`recoveredFrom`) for a retried chunk's counters. Its IMEI
     * entry (card list exact IMEI) goes with the IMEI, after the card (a retried chunk deletes it again).
     */
    recover: async (channelCustId: string, iccid: string, batchId: string, at: string) => {
      const outcome = await recoverCard(channelCustId, iccid, batchId, at);
      if (outcome.kind === 'already' || (outcome.kind === 'changed' && outcome.card.imei))
        await db.send(new DeleteCommand({ TableName: table(), Key: cardAltIdEntity.key({ iccid, kind: 'IMEI' }) }));
      return outcome;
    },
  };
}

export type AllocationRepository = ReturnType<typeof createAllocationRepository>;
