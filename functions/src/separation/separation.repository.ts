/**
 * Storage of card–device separation (shared/data/entities/separation.entity.ts, docs/data-model.md
 * "separation …"): bindings read by ICCID in batches, binding operations, separations with their
 * counts, and the cards' IMEI histories. The card's own change (operator status N, its log entry) is
 * the card services' (card-detail.repository.ts `apply`); the separation's items ride in that
 * transaction (`separationWrites`).
 */
import { config } from '../platform/config.ts';
import { BatchWriteCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { type Operator, cardDirectoryEntity, cardEntity } from '../shared/data/entities/card.entity.ts';
import {
  type ImeiSeen,
  imeiHistoryEntity,
  separationBindingEntity,
  separationEntity,
  separationOperationEntity,
  separationStatEntity,
} from '../shared/data/entities/separation.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type TransactItem, tryCondition } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';

export type Binding = InferItem<typeof separationBindingEntity>;
export type BindingOperation = InferItem<typeof separationOperationEntity>;
export type SeparationRecord = InferItem<typeof separationEntity>;
export type SeparationCount = InferItem<typeof separationStatEntity>;
export type CardKey = { channelCustId: string; iccid: string };

const keyOf = (k: CardKey) => `${k.channelCustId}|${k.iccid}`;

export function createSeparationRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);

  /** Writes many items (25 a request, unprocessed ones again): puts, or deletes by key. */
  async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
    await mapLimit(chunks(requests, 25), 4, async (part) => {
      let pending: Record<string, unknown>[] | undefined = part;
      while (pending?.length) {
        const res = await db.send(new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }));
        pending = res.UnprocessedItems?.[table()] as Record<string, unknown>[] | undefined;
      }
    });
  }

  const byKeys = async <I>(
    e: { key(k: CardKey): { pk: string; sk: string }; parse(raw: Record<string, unknown>): I },
    list: CardKey[],
  ) => {
    const items = await batchGetAll(
      db,
      table(),
      list.map((k) => e.key(k)),
    );
    return new Map(items.map((raw) => [keyOf(raw as unknown as CardKey), e.parse(raw)]));
  };

  return {
    keyOf,
    /** The owners of ICCIDs (the card directory), one BatchGet per 100. */
    async owners(
      iccids: readonly string[],
    ): Promise<Map<string, { channelCustId: string; custId: string | null; msisdn: string }>> {
      const items = await batchGetAll(
        db,
        table(),
        [...new Set(iccids)].map((iccid) => cardDirectoryEntity.key({ iccid })),
      );
      return new Map(items.map((i) => [String(i.iccid), cardDirectoryEntity.parse(i)]));
    },
    /** The operators of an enterprise's cards, by ICCID (one projection BatchGet per 100). */
    async cardInfo(channelCustId: string, iccids: readonly string[]): Promise<Map<string, { operator: Operator }>> {
      const items = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        { ProjectionExpression: 'iccid, #op', ExpressionAttributeNames: { '#op': 'operator' } },
      );
      return new Map(items.map((i) => [String(i.iccid), { operator: i.operator as Operator }]));
    },
    /** The bindings of cards, keyed by `keyOf`. */
    bindings: (list: CardKey[]) => byKeys(separationBindingEntity, list),
    /** The IMEI histories of cards, keyed by `keyOf`. */
    histories: (list: CardKey[]) => byKeys(imeiHistoryEntity, list),
    async putHistories(list: InferItem<typeof imeiHistoryEntity>[]): Promise<void> {
      await batchWrite(list.map((h) => ({ PutRequest: { Item: imeiHistoryEntity.record(h) } })));
    },
    /** Binds cards (puts their bindings) and records the operation. */
    async bind(bindings: Binding[], op: BindingOperation): Promise<void> {
      await batchWrite(bindings.map((b) => ({ PutRequest: { Item: separationBindingEntity.record(b) } })));
      await store.put(separationOperationEntity, op);
    },
    async unbind(list: CardKey[], op: BindingOperation): Promise<void> {
      await batchWrite(list.map((k) => ({ DeleteRequest: { Key: separationBindingEntity.key(k) } })));
      await store.put(separationOperationEntity, op);
    },
    /** A `first` binding learns its IMEI (only while it still waits for one). */
    async learn(k: CardKey, imei: string): Promise<void> {
      await tryCondition(
        store.update(separationBindingEntity, k, {
          set: { imei },
          condition: { expression: 'attribute_exists(pk) AND attribute_type(imei, :null)', values: { ':null': 'NULL' } },
        }),
      );
    },
    /**
     * The writes of a separation, for the card change's transaction: the record (absent-only: a file
     * read again records nothing twice), its counts under the platform and the enterprise, and the
     * binding's last separation.
     */
    separationWrites(s: SeparationRecord): TransactItem[] {
      const T = table();
      const count = (scope: string) =>
        entitySteps.update(
          T,
          separationStatEntity,
          { scope, month: s.month, channelCustId: s.channelCustId, operator: s.operator },
          { set: { month: s.month, channelCustId: s.channelCustId, operator: s.operator }, add: { count: 1 } },
        ).item;
      return [
        entitySteps.put(T, separationEntity, s, 'absent').item,
        count(scopeKeys.platform),
        count(scopeKeys.enterprise(s.channelCustId)),
        entitySteps.update(T, separationBindingEntity, s, {
          set: { separatedAt: s.at, seenImei: s.seenImei },
          condition: 'exists',
        }).item,
      ];
    },
    /** Whether a separation is recorded already (a retried file finds it and does nothing). */
    async recorded(s: Pick<SeparationRecord, 'channelCustId' | 'month' | 'operator' | 'at' | 'iccid'>): Promise<boolean> {
      return Boolean(await store.get(separationEntity, s, true));
    },

    // ── lists ──
    bindingPage(channelCustId: string | null, o: { iccid?: string; cursor?: string; pageSize: number }): Promise<Page<Binding>> {
      const q = channelCustId
        ? { ...within(separationBindingEntity, { channelCustId }), ...(o.iccid ? { sk: { beginsWith: o.iccid } } : {}) }
        : within(separationBindingEntity, {}, 'bindingsOfPlatform');
      const filter: Condition | undefined =
        !channelCustId && o.iccid ? { expression: 'iccid = :i', values: { ':i': o.iccid } } : undefined;
      return store.page(
        separationBindingEntity,
        { ...q, ...(filter ? { filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },
    operationPage(channelCustId: string | null, o: { cursor?: string; pageSize: number }): Promise<Page<BindingOperation>> {
      const q = channelCustId
        ? within(separationOperationEntity, { channelCustId })
        : within(separationOperationEntity, {}, 'operationsOfPlatform');
      return store.page(separationOperationEntity, { ...q, backwards: true }, { cursor: o.cursor, pageSize: o.pageSize });
    },
    separationPage(channelCustId: string | null, o: { cursor?: string; pageSize: number }): Promise<Page<SeparationRecord>> {
      const q = channelCustId
        ? within(separationEntity, { channelCustId })
        : within(separationEntity, {}, 'separationsOfPlatform');
      return store.page(separationEntity, { ...q, backwards: true }, { cursor: o.cursor, pageSize: o.pageSize });
    },
    /** The separation counts of a scope, newest month first (`month` narrows to one). */
    countPage(scope: string, o: { month?: string; cursor?: string; pageSize: number }): Promise<Page<SeparationCount>> {
      const q = within(separationStatEntity, { scope, ...(o.month ? { month: o.month } : {}) });
      return store.page(separationStatEntity, { ...q, backwards: true }, { cursor: o.cursor, pageSize: o.pageSize });
    },
    /** Every separation of an enterprise's (month, operator): the analysis detail (at most `max`). */
    groupSeparations: (channelCustId: string, month: string, operator: string, max = 1000): Promise<SeparationRecord[]> =>
      store.all(separationEntity, within(separationEntity, { channelCustId, month, operator }), max),
    /** The IMEI histories of the cards, keyed by ICCID. */
    async historyOf(channelCustId: string, iccids: readonly string[]): Promise<Map<string, ImeiSeen[]>> {
      const found = await byKeys(
        imeiHistoryEntity,
        [...new Set(iccids)].map((iccid) => ({ channelCustId, iccid })),
      );
      return new Map([...found.values()].map((h) => [h.iccid, h.imeis]));
    },
  };
}

export type SeparationRepository = ReturnType<typeof createSeparationRepository>;
