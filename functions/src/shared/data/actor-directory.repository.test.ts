import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { createActorDirectory } from './actor-directory.repository.ts';

/** A document client answering BatchGet from fixed account items, counting the calls it gets. */
function accounts(items: Record<string, unknown>[]) {
  const calls: unknown[] = [];
  const db = {
    send: async (command: { input: { RequestItems: Record<string, { Keys: { pk: string }[] }> } }) => {
      calls.push(command.input);
      const [table, request] = Object.entries(command.input.RequestItems)[0]!;
      const wanted = new Set(request.Keys.map((k) => k.pk));
      return { Responses: { [table]: items.filter((i) => wanted.has(`ACCOUNT#${i.loginName}`)) } };
    },
  } as unknown as DocumentClient;
  return { db, calls };
}

describe('actor directory', () => {
  const items = [
    { loginName: 'admin', channelCustId: null, status: 'active' },
    { loginName: 'acme', channelCustId: 'C1001', status: 'active' },
    { loginName: 'applicant', channelCustId: null, status: 'pending' },
    { loginName: 'refused', channelCustId: null, status: 'rejected' },
  ];

  it('names platform staff only: not enterprise accounts, applicants or unknown names', async () => {
    const { db } = accounts(items);
    const found = await createActorDirectory(db, () => 't').platformActors(['admin', 'acme', 'applicant', 'refused', 'nobody']);
    expect([...found]).toEqual(['admin']);
  });

  it('reads each active account once, and an applicant again (approval gives it an enterprise)', async () => {
    const { db, calls } = accounts(items);
    const directory = createActorDirectory(db, () => 't');
    await directory.platformActors(['admin', 'acme', 'applicant']);
    await directory.platformActors(['admin', 'acme']);
    expect(calls).toHaveLength(1);
    await directory.platformActors(['admin', 'applicant']);
    expect(calls).toHaveLength(2);
  });
});
