import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { type RegistrationRecord, approval, rejection } from './registration-rules.ts';
import { createRegistrationRepository } from './registration.repository.ts';

/** Records the commands sent; answers with `answer` (or throws it). */
function fakeDb(answer: (input: Record<string, unknown>) => unknown = () => ({})) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const db = {
    send: async (c: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: c.constructor.name, input: c.input });
      const out = answer(c.input);
      if (out instanceof Error) throw out;
      return out;
    },
  } as unknown as DocumentClient;
  return { db, sent };
}

const reg: RegistrationRecord = {
  id: 'R20261125010000000ABCDEF12',
  companyName: 'Acme Sensors',
  contactName: 'Li Lei',
  phone: '021',
  email: 'li@example.com',
  loginName: 'acme-new',
  status: 'pending',
  createdAt: '2026-11-25T01:00:00.000Z',
};

describe('registration keys and queries', () => {
  it('lists one status from its byAlternateId partition, newest first', async () => {
    const { db, sent } = fakeDb(() => ({ Items: [] }));
    await createRegistrationRepository(db, () => 'T').list({ status: 'pending', keyword: 'Acme', pageSize: 10 });
    expect(sent[0]!.input).toMatchObject({
      IndexName: 'byAlternateId',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PLATFORM#REGISTRATIONS#pending', ':kw': 'Acme' },
      FilterExpression: 'contains(companyName, :kw) OR contains(loginName, :kw)',
      ScanIndexForward: false,
      Limit: 10,
    });
  });

  it('lists every status from the registration partition, newest first, with one Query', async () => {
    const { db, sent } = fakeDb(() => ({
      Items: [{ pk: 'PLATFORM#REGISTRATION', sk: 'REG#R1', gsi2pk: 'x', gsi2sk: 'y', id: 'R1' }],
    }));
    const page = await createRegistrationRepository(db, () => 'T').list({});
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'PLATFORM#REGISTRATION', ':sk': 'REG#' },
      ScanIndexForward: false,
    });
    expect(sent[0]!.input.IndexName).toBeUndefined();
    expect(page.items).toEqual([{ id: 'R1' }]);
  });

  it('approves in one transaction: both items on condition pending, the status partition moved, the enterprise checked', async () => {
    const { db, sent } = fakeDb();
    const a = approval(reg, { by: 'admin', at: 'T', channelCustId: 'C1', customerName: 'Acme', roleId: 'R9', roleType: 4000 });
    await createRegistrationRepository(db, () => 'T').approve(reg, a, [], 'R9');
    const items = sent[0]!.input.TransactItems as Record<string, Record<string, unknown>>[];
    expect(sent[0]!.name).toBe('TransactWriteCommand');
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['Update', 'Update', 'ConditionCheck', 'Update']);
    expect(items[0]!.Update).toMatchObject({
      Key: { pk: 'PLATFORM#REGISTRATION', sk: `REG#${reg.id}` },
      ConditionExpression: '#st = :pending',
    });
    expect(Object.values(items[0]!.Update!.ExpressionAttributeValues as object)).toContain('PLATFORM#REGISTRATIONS#approved');
    expect(items[1]!.Update).toMatchObject({
      Key: { pk: 'ACCOUNT#acme-new', sk: 'PROFILE' },
      ConditionExpression: '#st = :pending',
    });
    expect(Object.values(items[1]!.Update!.ExpressionAttributeValues as object)).toContain('CUST#C1#ACCOUNTS');
    expect(items[2]!.ConditionCheck).toMatchObject({ Key: { pk: 'CUST#C1', sk: 'PROFILE' } });
    expect(items[3]!.Update).toMatchObject({ Key: { pk: 'CUST#C1#ROLE', sk: 'ROLE#R9' } });
  });

  it('answers a lost race as the decision that won', async () => {
    const cancelled = new TransactionCanceledException({
      message: 'cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    const { db } = fakeDb((input) => (input.TransactItems ? cancelled : { Item: { ...reg, status: 'rejected' } }));
    const x = rejection(reg, { by: 'admin', at: 'T', reason: 'No' });
    await expect(createRegistrationRepository(db, () => 'T').reject(reg, x)).rejects.toMatchObject({
      key: 'REGISTRATION_ALREADY_REJECTED',
    });
  });
});
