import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { keys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { createCatalogueStore } from './catalogue-store.ts';

/** A document client that records each command's input and answers from a queue. */
function fakeDb(answers: unknown[] = []) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const db = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? {};
    },
  } as unknown as DocumentClient;
  return { db, sent };
}

describe('catalogue store requests', () => {
  it('keys the catalogue items as the data model says', () => {
    expect(keys.commserv('100000001')).toEqual({ pk: 'PLATFORM#COMMSERV', sk: 'CS#100000001' });
    expect(keys.zone('ZCN000001')).toEqual({ pk: 'PLATFORM#ZONE', sk: 'ZONE#ZCN000001' });
    expect(keys.operatorAccount('OA1')).toEqual({ pk: 'PLATFORM#OPERACCOUNT', sk: 'OA#OA1' });
    expect(keys.operatorGoods('PACKAGE', 'CMCC-P1')).toEqual({ pk: 'PLATFORM#OPERGOODS#PACKAGE', sk: 'OG#CMCC-P1' });
  });

  it('lists one partition with one Query per page, filters as placeholders', async () => {
    const { db, sent } = fakeDb([{ Items: [{ pk: 'P', sk: 'CS#1', commservId: '1' }] }]);
    const page = await createCatalogueStore(db, () => 't').page('PLATFORM#COMMSERV', {
      filter: { equals: { type: 'data', status: undefined }, contains: { name: 'gen' }, exists: ['qos'] },
      pageSize: 20,
    });
    expect(page).toEqual({ items: [{ commservId: '1' }], cursor: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.name).toBe('QueryCommand');
    expect(sent[0]!.input).toMatchObject({
      TableName: 't',
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#f0 = :f0 AND contains(#f1, :f1) AND attribute_exists(#f2)',
      ExpressionAttributeNames: { '#f0': 'type', '#f1': 'name', '#f2': 'qos' },
      ExpressionAttributeValues: { ':pk': 'PLATFORM#COMMSERV', ':f0': 'data', ':f1': 'gen' },
      Limit: 20,
    });
  });

  it('sends no filter when none is set', async () => {
    const { db, sent } = fakeDb([{ Items: [] }]);
    await createCatalogueStore(db, () => 't').page('PLATFORM#ZONE', {
      filter: { equals: { operator: undefined } },
      pageSize: 10,
    });
    expect(sent[0]!.input).not.toHaveProperty('FilterExpression');
  });

  it('changes several items in one conditional transaction and maps a missing one to the domain error', async () => {
    const cancelled = new TransactionCanceledException({
      message: 'cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    const { db, sent } = fakeDb([cancelled]);
    const store = createCatalogueStore(db, () => 't');
    const entries = ['1', '2'].map((id) => ({ key: keys.commserv(id), item: { commservId: id } }));
    const error = await store.replaceAll(entries, 'COMMSERV_NOT_FOUND').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('COMMSERV_NOT_FOUND');
    const items = (sent[0]!.input.TransactItems as { Put: { ConditionExpression: string; Item: { sk: string } } }[]).map(
      (i) => i.Put,
    );
    expect(items.map((p) => p.Item.sk)).toEqual(['CS#1', 'CS#2']);
    expect(items.every((p) => p.ConditionExpression === 'attribute_exists(pk)')).toBe(true);
  });
});
