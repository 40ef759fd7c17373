import { describe, expect, it } from 'vitest';
/**
 * The entity layer, asserted as the request parameters it generates (like ElectroDB's offline
 * tests): stored records with their index keys, updates that recompute index keys, Queries of an
 * access pattern and their cursor checks.
 */
import type { DocumentClient } from '../aws/dynamodb.ts';
import { AppError } from '../http/error-catalogue.ts';
import { accountEntity } from './entities/account.entity.ts';
import { batchChunkEntity, batchListEntity } from './entities/batch.entity.ts';
import { cardEntity } from './entities/card.entity.ts';
import { roleEntity } from './entities/role.entity.ts';
import { entityQuery, entitySteps, entityStore, updateInput, within } from './entity-operations.ts';
import { attr, entity } from './entity.ts';
import { keys } from './keys.ts';
import { encodeCursor } from './page-cursor.ts';

const account = {
  loginName: 'alice',
  displayName: 'Alice',
  roleId: '3000',
  channelCustId: 'E1',
  custId: null,
  customerName: 'Acme',
  status: 'active' as const,
  isResetPassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function fakeDb(answer: (input: Record<string, unknown>) => unknown = () => ({})) {
  const calls: Record<string, unknown>[] = [];
  const db = {
    send: async (command: { input: Record<string, unknown> }) => {
      calls.push(command.input);
      const out = answer(command.input);
      if (out instanceof Error) throw out;
      return out;
    },
  };
  return { db: db as Pick<DocumentClient, 'send'> as DocumentClient, calls };
}

describe('entity records', () => {
  it('stores the attributes with the primary key and every index key the item belongs in', () => {
    expect(accountEntity.record(account)).toEqual({
      ...account,
      pk: 'ACCOUNT#alice',
      sk: 'PROFILE',
      gsi2pk: 'CUST#E1#ACCOUNTS',
      gsi2sk: 'alice',
    });
    // A pending applicant is in no tenant's list: the sparse index key is left out.
    expect(accountEntity.record({ ...account, status: 'pending' })).not.toHaveProperty('gsi2pk');
  });

  it('keeps key arguments that are not attributes out of the stored record', () => {
    const role = {
      tenant: 'CUST#E1',
      roleId: 'R1',
      code: 'ops',
      name: 'Ops',
      roleType: 4000 as const,
      channelCustId: 'E1',
      description: '',
      permissions: [],
      accountCount: 0,
      createdAt: 't',
      updatedAt: 't',
    };
    const { tenant: _t, ...stored } = role;
    expect(roleEntity.record(role)).toEqual({ ...stored, pk: 'CUST#E1#ROLE', sk: 'ROLE#R1' });
  });

  it('reads an item back without its key attributes', () => {
    expect(accountEntity.parse(accountEntity.record(account))).toEqual(account);
  });

  it('gives the partition and sort-key prefix of the items under leading key attributes', () => {
    expect(roleEntity.prefix({ tenant: 'PLATFORM' })).toEqual({ pk: 'PLATFORM#ROLE', skPrefix: 'ROLE#' });
    expect(within(roleEntity, { tenant: 'PLATFORM' })).toEqual({ pk: 'PLATFORM#ROLE', sk: { beginsWith: 'ROLE#' } });
    expect(() => roleEntity.prefix({ roleId: 'R1' })).toThrow(/partition/);
  });

  it("cuts a numbered sort key before its number (a job's chunks) and a list entry before its time", () => {
    expect(within(batchChunkEntity, { channelCustId: 'E1', batchId: 'B1' })).toEqual({
      pk: 'CUST#E1#BATCH#B1',
      sk: { beginsWith: 'CHUNK#' },
    });
    expect(batchChunkEntity.key({ channelCustId: 'E1', batchId: 'B1', index: 7 })).toEqual(keys.batchChunk('E1', 'B1', 7));
    // A scope's batch list is its whole partition: no sort-key condition.
    expect(within(batchListEntity, { scope: 'PLATFORM' })).toEqual({ pk: 'PLATFORM#BATCHES' });
  });
});

describe('entity updates', () => {
  const key = { channelCustId: 'E1', iccid: '8986' };

  it('recomputes an index key when an attribute it uses changes (only its sort key when no partition attribute changed)', () => {
    expect(updateInput('T', cardEntity, key, { set: { state: 62 }, condition: 'exists' })).toEqual({
      TableName: 'T',
      Key: { pk: 'CUST#E1#CARD#8986', sk: 'CARD' },
      UpdateExpression: 'SET #s0 = :s0, #s1 = :s1',
      ExpressionAttributeNames: { '#s0': 'state', '#s1': 'gsi1sk' },
      ExpressionAttributeValues: { ':s0': 62, ':s1': 'S#62#8986' },
      ConditionExpression: 'attribute_exists(pk)',
    });
    // A card of a spread index keeps its shard's partition key: the state change does not know the count.
    const spread = cardEntity.record({ ...key, state: 63, listShards: 8 } as Parameters<typeof cardEntity.record>[0]);
    expect(spread.gsi1pk).toMatch(/^CUST#E1#CARDS#[0-7]$/);
    // Setting the count (a card written anew) computes the shard's partition key.
    expect(
      updateInput('T', cardEntity, key, { set: { listShards: 8 }, current: { state: 63 } }).ExpressionAttributeValues,
    ).toEqual({
      ':s0': 8,
      ':s1': spread.gsi1pk,
      ':s2': 'S#63#8986',
    });
  });

  it('removes the index key attributes the item no longer has, and leaves untouched indexes alone', () => {
    // A take-back: the card leaves its secondary customer's index (gsi3pk) but keeps gsi3sk.
    const input = updateInput('T', cardEntity, key, { set: { custId: null }, add: { state: 0 } });
    expect(input.UpdateExpression).toBe('SET #s0 = :s0, #s1 = :s1 REMOVE #r0');
    expect(input.ExpressionAttributeNames).toEqual({ '#s0': 'custId', '#s1': 'gsi3sk', '#r0': 'gsi3pk' });
    expect(updateInput('T', cardEntity, key, { set: { custId: 'S1' } }).ExpressionAttributeValues).toEqual({
      ':s0': 'S1',
      ':s1': 'CUST#E1#SUB#S1#CARDS',
      ':s2': '8986',
    });
  });

  it('refuses to compute an index key without every attribute it uses', () => {
    const partial = entity({
      name: 'x',
      attributes: { id: attr<string>(), a: attr<string>(), b: attr<string>() },
      key: ({ id }: { id: string }) => keys.captcha(id),
      indexes: { byAB: { index: 'byAlternateId', uses: ['a', 'b'], key: (x) => ({ gsi2pk: x.a, gsi2sk: x.b }) } },
    });
    expect(() => updateInput('T', partial, { id: '1' }, { set: { a: 'A' } })).toThrow('x.byAB: an update of its key needs b');
    expect(updateInput('T', partial, { id: '1' }, { set: { a: 'A' }, current: { b: 'B' } }).ExpressionAttributeValues).toEqual({
      ':s0': 'A',
      ':s1': 'A',
      ':s2': 'B',
    });
  });

  it('merges its own condition placeholders with the update placeholders', () => {
    const step = entitySteps.update(
      'T',
      cardEntity,
      key,
      {
        add: { state: 1 },
        remove: ['poolId'],
        condition: { expression: '#st = :from', names: { '#st': 'state' }, values: { ':from': 61 } },
      },
      new AppError('CONFLICT'),
    );
    expect(step.item.Update).toEqual({
      TableName: 'T',
      Key: { pk: 'CUST#E1#CARD#8986', sk: 'CARD' },
      UpdateExpression: 'ADD #a0 :a0 REMOVE #r0',
      ExpressionAttributeNames: { '#r0': 'poolId', '#a0': 'state', '#st': 'state' },
      ExpressionAttributeValues: { ':a0': 1, ':from': 61 },
      ConditionExpression: '#st = :from',
    });
  });
});

describe('entity queries', () => {
  it('reads an access pattern on its index, in the index key attributes', () => {
    expect(
      entityQuery('T', cardEntity, {
        index: 'cardsOfCustomerByState',
        pk: 'CUST#E1#CARDS',
        sk: { beginsWith: 'S#61#' },
        backwards: true,
      }),
    ).toEqual({
      TableName: 'T',
      IndexName: 'byCustomerState',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'CUST#E1#CARDS', ':sk': 'S#61#' },
      ScanIndexForward: false,
    });
  });

  it('reads an index partition by its leading attributes, and sends no empty name map', () => {
    const list = within(accountEntity, { channelCustId: null, status: 'active' }, 'accountsOfTenant');
    expect(list).toEqual({ index: 'accountsOfTenant', pk: 'PLATFORM#ACCOUNTS' });
    const query = entityQuery('T', accountEntity, {
      ...list,
      filter: { expression: 'roleType = :rt', names: {}, values: { ':rt': 2000 } },
    });
    expect(query).not.toHaveProperty('ExpressionAttributeNames');
    expect(query).toMatchObject({
      FilterExpression: 'roleType = :rt',
      ExpressionAttributeValues: { ':pk': 'PLATFORM#ACCOUNTS', ':rt': 2000 },
    });
  });

  it('pages with cursors that must name the same partition and index keys', async () => {
    const last = { pk: 'ACCOUNT#b', sk: 'PROFILE', gsi2pk: 'CUST#E1#ACCOUNTS', gsi2sk: 'b' };
    const { db, calls } = fakeDb(() => ({ Items: [accountEntity.record(account)], LastEvaluatedKey: last }));
    const store = entityStore(db, () => 'T');
    const page = await store.page(accountEntity, { index: 'accountsOfTenant', pk: 'CUST#E1#ACCOUNTS' }, { pageSize: 1 });
    expect(page).toEqual({ items: [account], cursor: encodeCursor(last) });
    expect(calls[0]).toMatchObject({ IndexName: 'byAlternateId', KeyConditionExpression: 'gsi2pk = :pk', Limit: 1 });
    const other = encodeCursor({ ...last, gsi2pk: 'CUST#E2#ACCOUNTS' })!;
    await expect(
      store.page(accountEntity, { index: 'accountsOfTenant', pk: 'CUST#E1#ACCOUNTS' }, { pageSize: 1, cursor: other }),
    ).rejects.toMatchObject({ key: 'VALIDATION' });
  });

  it('turns a failed condition of an entity write into its domain error', async () => {
    const failed = Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });
    const { db } = fakeDb(() => failed);
    const store = entityStore(db, () => 'T');
    await expect(store.put(accountEntity, account, 'absent', new AppError('CONFLICT'))).rejects.toMatchObject({
      key: 'CONFLICT',
    });
    await expect(store.update(cardEntity, { channelCustId: 'E1', iccid: '1' }, { set: { poolId: 'P1' } })).rejects.toBe(failed);
  });
});
