import { toCardRow } from '../card/card-row.ts';
import { config } from '../platform/config.ts';
import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { labelCardEntity, labelEntity, labelNameEntity } from '../shared/data/entities/label.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import {
  failedConditions,
  isConditionFailure,
  putAbsent,
  putUnique,
  queryAll,
  queryPage,
  transact,
  transactOrFail,
} from '../shared/data/operations.ts';
import { ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';
import { type Label, labelNameKey } from './label-rules.ts';

/** Why one card of an attach/detach was not changed. */
export type CardFailure = 'notFound' | 'notMember';
export interface CardOutcome {
  /** Cards that now carry (attach) or no longer carry (detach) the label. */
  changed: string[];
  /** Cards that already were in the requested state (attach: already labelled). */
  unchanged: string[];
  failed: { iccid: string; reason: CardFailure }[];
}

/** A card as a label's card table shows it. */
export type LabelCardRow = ReturnType<typeof toCardRow> & { labels: string[] };

const strip = ({ pk: _p, sk: _s, nameKey: _n, ...rest }: Record<string, unknown>) => rest as unknown as Label;
const asList = (labels: unknown): string[] =>
  labels instanceof Set ? [...labels].map(String).sort() : Array.isArray(labels) ? labels.map(String) : [];

/**
 * Labels of an enterprise: the label item and its name claim (`CUST#<c>#LABELS`), one membership
 * item per labelled card (`CUST#<c>#LABEL#<labelId>` / `CARD#<iccid>`), and the `labels` string set
 * on the card item for display. Conditional writes keep the label's card count exact.
 */
export function createCardLabelRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const TABLE = table;
  const store = entityStore(db, table);

  async function page(channelCustId: string, opts: { name?: string; cursor?: string; pageSize: number }): Promise<Page<Label>> {
    const named = opts.name ? { filter: { expression: 'contains(nameKey, :q)', values: { ':q': labelNameKey(opts.name) } } } : {};
    const found = await store.page(
      labelEntity,
      { ...within(labelEntity, { channelCustId }), ...named },
      { ...opts, maxReads: 5 },
    );
    return { ...found, items: found.items.map(strip) };
  }

  async function get(channelCustId: string, labelId: string): Promise<Label | null> {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE(), Key: labelEntity.key({ channelCustId, labelId }) }));
    return Item ? strip(Item) : null;
  }

  const nameTaken = (name: string) => new AppError('LABEL_NAME_TAKEN', { name }, 'name');

  async function create(label: Label): Promise<void> {
    const nameKey = labelNameKey(label.name);
    await putUnique(db, TABLE(), {
      item: { ...labelEntity.key(label), ...label, nameKey },
      onExists: new AppError('CONFLICT', {}, 'labelId'),
      claims: [
        {
          key: labelNameEntity.key({ channelCustId: label.channelCustId, nameKey }),
          attributes: { labelId: label.labelId },
          onFail: nameTaken(label.name),
        },
      ],
      // The owner pointer lets a platform deep link name the label alone (kept after a delete).
      also: [ownerPointerPut(TABLE(), 'LABEL', label.labelId, label.channelCustId)],
    });
  }

  /** Name, colour and description; a new name moves the name claim in the same transaction. */
  async function update(before: Label, set: Pick<Label, 'name' | 'color' | 'description' | 'updatedAt'>): Promise<void> {
    const c = before.channelCustId;
    const oldKey = labelNameKey(before.name);
    const newKey = labelNameKey(set.name);
    const labelUpdate = {
      Update: {
        TableName: TABLE(),
        Key: labelEntity.key({ channelCustId: c, labelId: before.labelId }),
        UpdateExpression: 'SET #n = :n, nameKey = :k, color = :c, description = :d, updatedAt = :u',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': set.name, ':k': newKey, ':c': set.color, ':d': set.description, ':u': set.updatedAt },
      },
    };
    const claims =
      oldKey === newKey
        ? []
        : [
            {
              Put: {
                TableName: TABLE(),
                Item: { ...labelNameEntity.key({ channelCustId: c, nameKey: newKey }), labelId: before.labelId },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Delete: {
                TableName: TABLE(),
                Key: labelNameEntity.key({ channelCustId: c, nameKey: oldKey }),
                ConditionExpression: 'labelId = :id',
                ExpressionAttributeValues: { ':id': before.labelId },
              },
            },
          ];
    await transactOrFail(db, [...claims, labelUpdate], (failed) =>
      claims.length && failed.includes(0) ? nameTaken(set.name) : new AppError('NOT_FOUND', {}, 'labelId'),
    );
  }

  /** Every ICCID carrying a label (memberships only, bounded by LABEL_CARDS_MAX). */
  async function memberIccids(channelCustId: string, labelId: string): Promise<string[]> {
    const items = await queryAll(db, {
      TableName: TABLE(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': labelCardEntity.key({ channelCustId, labelId, iccid: '' }).pk },
      ProjectionExpression: 'iccid',
    });
    return items.map((i) => String(i.iccid));
  }

  /** Removes the label from a card's `labels` set; a card that no longer exists is left alone. */
  async function untagCard(channelCustId: string, iccid: string, labelId: string): Promise<void> {
    try {
      await db.send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: cardEntity.key({ channelCustId, iccid }),
          UpdateExpression: 'DELETE labels :l',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':l': new Set([labelId]) },
        }),
      );
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }

  /**
   * Deletes a label: first each card loses it (card set, then membership), then the label and its
   * name claim. Interrupted, the label still exists with fewer cards and a retry finishes the job.
   */
  async function remove(label: Label): Promise<number> {
    const c = label.channelCustId;
    const iccids = await memberIccids(c, label.labelId);
    await mapLimit(iccids, 8, (iccid) => untagCard(c, iccid, label.labelId));
    await mapLimit(chunks(iccids, 25), 4, async (part) => {
      let pending: unknown[] | undefined = part.map((iccid) => ({
        DeleteRequest: { Key: labelCardEntity.key({ channelCustId: c, labelId: label.labelId, iccid }) },
      }));
      while (pending?.length) {
        const res: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
          new BatchWriteCommand({ RequestItems: { [TABLE()]: pending as never } }),
        );
        pending = res.UnprocessedItems?.[TABLE()];
      }
    });
    await transact(db, [
      { Delete: { TableName: TABLE(), Key: labelEntity.key({ channelCustId: c, labelId: label.labelId }) } },
      {
        Delete: {
          TableName: TABLE(),
          Key: labelNameEntity.key({ channelCustId: c, nameKey: labelNameKey(label.name) }),
          ConditionExpression: 'attribute_not_exists(pk) OR labelId = :id',
          ExpressionAttributeValues: { ':id': label.labelId },
        },
      },
    ]);
    return iccids.length;
  }

  /** The tenant's cards among `iccids` (the key starts with the tenant, so others' cards are never read). */
  async function ownCards(channelCustId: string, iccids: string[]): Promise<Map<string, Record<string, unknown>>> {
    const found = await batchGetAll(
      db,
      TABLE(),
      iccids.map((i) => cardEntity.key({ channelCustId, iccid: i })),
      { ProjectionExpression: 'iccid, custId' },
    );
    return new Map(found.map((item) => [String(item.iccid), item]));
  }

  const addCount = (label: Label, delta: number) =>
    delta === 0
      ? Promise.resolve()
      : db.send(
          new UpdateCommand({
            TableName: TABLE(),
            Key: labelEntity.key(label),
            UpdateExpression: 'ADD cardCount :d',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':d': delta },
          }),
        );

  /** Puts the label on each card (membership + card set in one transaction per card). */
  async function attach(label: Label, iccids: string[], at: string): Promise<CardOutcome> {
    const c = label.channelCustId;
    const own = await ownCards(c, iccids);
    const out: CardOutcome = { changed: [], unchanged: [], failed: [] };
    await mapLimit(iccids, 8, async (iccid) => {
      if (!own.has(iccid)) {
        out.failed.push({ iccid, reason: 'notFound' });
        return;
      }
      try {
        await transact(db, [
          putAbsent(TABLE(), {
            ...labelCardEntity.key({ channelCustId: c, labelId: label.labelId, iccid }),
            iccid,
            labelId: label.labelId,
            attachedAt: at,
          }),
          {
            Update: {
              TableName: TABLE(),
              Key: cardEntity.key({ channelCustId: c, iccid }),
              UpdateExpression: 'ADD labels :l',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':l': new Set([label.labelId]) },
            },
          },
        ]);
        out.changed.push(iccid);
      } catch (e) {
        const failed = failedConditions(e);
        if (failed.includes(0)) out.unchanged.push(iccid);
        else if (failed.includes(1)) out.failed.push({ iccid, reason: 'notFound' });
        else throw e;
      }
    });
    await addCount(label, out.changed.length);
    return out;
  }

  /** Takes the label off each card: the membership goes (it must exist), then the card's set entry. */
  async function detach(label: Label, iccids: string[]): Promise<CardOutcome> {
    const c = label.channelCustId;
    const out: CardOutcome = { changed: [], unchanged: [], failed: [] };
    await mapLimit(iccids, 8, async (iccid) => {
      try {
        await db.send(
          new DeleteCommand({
            TableName: TABLE(),
            Key: labelCardEntity.key({ channelCustId: c, labelId: label.labelId, iccid }),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        );
      } catch (e) {
        if (isConditionFailure(e)) {
          out.failed.push({ iccid, reason: 'notMember' });
          return;
        }
        throw e;
      }
      await untagCard(c, iccid, label.labelId);
      out.changed.push(iccid);
    });
    await addCount(label, -out.changed.length);
    return out;
  }

  /** A page of a label's cards, read from the memberships, then the cards with one BatchGet. */
  async function cards(
    label: Label,
    opts: { custId: string | null; cursor?: string; pageSize: number },
  ): Promise<Page<LabelCardRow>> {
    const pk = labelCardEntity.key({ channelCustId: label.channelCustId, labelId: label.labelId, iccid: '' }).pk;
    const members = await queryPage(
      db,
      { TableName: TABLE(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
      { cursor: opts.cursor, pageSize: opts.pageSize, maxReads: 1, partition: { name: 'pk', value: pk } },
      (i) => String(i.iccid),
    );
    const iccids = members.items;
    const found = iccids.length
      ? await batchGetAll(
          db,
          TABLE(),
          iccids.map((i) => cardEntity.key({ channelCustId: label.channelCustId, iccid: i })),
        )
      : [];
    const byIccid = new Map(found.map((item) => [String(item.iccid), item]));
    const items = iccids
      .map((i) => byIccid.get(i))
      // A secondary customer sees only the cards allocated to it (checked on the card, which is current).
      .filter((item): item is Record<string, unknown> => Boolean(item) && (!opts.custId || item!.custId === opts.custId))
      .map((item) => ({ ...toCardRow(item), labels: asList(item.labels) }));
    return { items, cursor: members.cursor };
  }

  return { page, get, create, update, remove, attach, detach, cards };
}

export type CardLabelRepository = ReturnType<typeof createCardLabelRepository>;
