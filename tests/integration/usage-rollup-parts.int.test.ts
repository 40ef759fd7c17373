/**
 * A large usage file's roll-ups land in parts (more than one transaction's worth): a failure between
 * two parts, then the retry, gives every roll-up its delta exactly once — none lost (the first part's
 * marker no longer stops the retry), none added twice — and a third run adds nothing.
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { TransactWriteCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { usageFilePartEntity, usageMonthEntity } from '@cmp/functions/shared/data/entities/usage.entity';
import { createUsageRepository } from '@cmp/functions/usage/usage.repository';
import { describe, expect, inject, it } from 'vitest';
import { stackDb, stackItem } from '../support/cards.ts';

const table = () => inject('stack').env.TABLE_NAME as string;
const run = Date.now().toString(36).slice(-6).toUpperCase();
const MONTH = '2026-10';
/** 250 scopes: three parts of at most 99 updates. */
const scopes = Array.from({ length: 250 }, (_, i) => `TEST#ROLLUPPARTS#${run}#${i}`);
const months = scopes.map((scope) => ({ scope, month: MONTH, add: { total: 7, d03: 7 } }));

/** The stack's client, failing its `n`-th transaction once (as a throttled or cut-off call would). */
function failingNthTransaction(db: DocumentClient, n: number): DocumentClient {
  let transactions = 0;
  return {
    send: (command: unknown) => {
      if (command instanceof TransactWriteCommand && ++transactions === n) return Promise.reject(new Error('connection reset'));
      return db.send(command as never);
    },
  } as DocumentClient;
}

const totals = async () =>
  Promise.all(
    scopes.map(async (scope) => {
      const k = usageMonthEntity.key({ scope, month: MONTH });
      return Number((await stackItem(k.pk, k.sk))?.total ?? 0);
    }),
  );

describe('usage roll-ups of a file in several parts', () => {
  it('a failure between parts, then the retry: every roll-up once', async () => {
    const key = `cdr/test/parts-${run}.csv`;
    const broken = createUsageRepository(failingNthTransaction(stackDb(), 2), undefined, table);
    await expect(broken.applyRollups(key, months, [], 250, '2026-11-03T00:00:00.000Z')).rejects.toThrow('connection reset');
    // The first part landed, the others not; the file is not marked rolled up.
    const after = await totals();
    expect(after.filter((t) => t === 7)).toHaveLength(99);
    expect(after.filter((t) => t === 0)).toHaveLength(151);
    expect((await stackItem('PLATFORM#CDR', `FILE#${key}`))?.status).toBeUndefined();
    const part0 = usageFilePartEntity.key({ key, part: 0 });
    expect(await stackItem(part0.pk, part0.sk)).toBeDefined();

    const repo = createUsageRepository(stackDb(), undefined, table);
    expect(await repo.fileStatus(key)).toBeUndefined();
    expect(await repo.applyRollups(key, months, [], 250, '2026-11-03T00:01:00.000Z')).toBe(true);
    expect(await totals()).toEqual(scopes.map(() => 7));
    expect(await repo.fileStatus(key)).toBe('rolledUp');

    // Run again (a retry that did not see the marker): nothing added.
    expect(await repo.applyRollups(key, months, [], 250, '2026-11-03T00:02:00.000Z')).toBe(false);
    expect(await totals()).toEqual(scopes.map(() => 7));
  });

  it('a small file: one transaction with its marker, applied once', async () => {
    const key = `cdr/test/small-${run}.csv`;
    const repo = createUsageRepository(stackDb(), undefined, table);
    const small = [{ scope: `TEST#ROLLUPSMALL#${run}`, month: MONTH, add: { total: 5 } }];
    expect(await repo.applyRollups(key, small, [], 1, '2026-11-03T00:00:00.000Z')).toBe(true);
    expect(await repo.applyRollups(key, small, [], 1, '2026-11-03T00:00:00.000Z')).toBe(false);
    const k = usageMonthEntity.key(small[0]!);
    expect((await stackItem(k.pk, k.sk))?.total).toBe(5);
    expect(await repo.fileStatus(key)).toBe('rolledUp');
  });
});
