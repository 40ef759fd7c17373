import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { createAutoRuleRepository } from './autorule.repository.ts';
import { ruleOf } from './rule.test-support.ts';

/** Records the commands sent; answers an empty success. */
function fakeDb() {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const db = {
    send: async (c: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: c.constructor.name, input: c.input });
      return { Items: [] };
    },
  } as unknown as DocumentClient;
  return { db, sent };
}

type Step = { Put?: { Item: { pk: string; sk: string } }; Delete?: { Key: { pk: string; sk: string } } };
/** The expiry index steps of the one transaction sent: `put` / `delete` with the sort key. */
const expirySteps = (sent: { input: Record<string, unknown> }[]) =>
  ((sent.at(-1)!.input.TransactItems as Step[]) ?? []).flatMap((s) => {
    const key = s.Put?.Item ?? s.Delete?.Key;
    return key?.pk === 'PLATFORM#RULEIDX#EXPIRY' ? [`${s.Put ? 'put' : 'delete'} ${key.sk}`] : [];
  });

const cycle = ruleOf('R1', { kind: 'cycleEnd', days: 3 }, { kind: 'enterprise' }, { category: 'C' });
const usage = ruleOf('R1', { kind: 'cycleUsage', threshold: 100, unit: 'MB' });

describe('the expiry index kept in the rule transaction', () => {
  it.each([
    ['an added expiry rule', cycle, null, ['put E0001#R1']],
    ['an added usage rule', usage, null, []],
    ['an edited expiry rule', { ...cycle, version: 2, trigger: { kind: 'cycleEnd' as const, days: 5 } }, cycle, ['put E0001#R1']],
    ['an expiry rule switched off', { ...cycle, enabled: false, version: 2 }, cycle, ['delete E0001#R1']],
    ['an expiry rule switched on', { ...cycle, version: 3 }, { ...cycle, enabled: false, version: 2 }, ['put E0001#R1']],
    ['an expiry rule edited into a usage rule', { ...usage, version: 2 }, cycle, ['delete E0001#R1']],
    ['a usage rule edited into an expiry rule', { ...cycle, version: 2 }, usage, ['put E0001#R1']],
  ])('%s', async (_name, after, before, expected) => {
    const { db, sent } = fakeDb();
    await createAutoRuleRepository(db, () => 'T').write(after, before);
    expect(expirySteps(sent)).toEqual(expected);
  });

  it('a deleted expiry rule leaves it; a deleted usage rule does not touch it', async () => {
    const { db, sent } = fakeDb();
    const repo = createAutoRuleRepository(db, () => 'T');
    await repo.remove(cycle);
    expect(expirySteps(sent)).toEqual(['delete E0001#R1']);
    await repo.remove(usage);
    expect(expirySteps(sent)).toEqual([]);
  });

  it('the daily run reads the one platform partition', async () => {
    const { db, sent } = fakeDb();
    await createAutoRuleRepository(db, () => 'T').expiryRules();
    expect(sent[0]!.input).toMatchObject({ ExpressionAttributeValues: { ':pk': 'PLATFORM#RULEIDX#EXPIRY' } });
  });
});
