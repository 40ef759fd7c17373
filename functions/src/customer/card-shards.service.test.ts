import { describe, expect, it } from 'vitest';
import { builtInRoles, featureCodes } from '../platform/permissions.ts';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import type { AppError } from '../shared/http/error-catalogue.ts';
import { createCardShardsService, validShardCount } from './card-shards.service.ts';

/** The AppError `p` rejects with. */
const thrownBy = (run: () => Promise<unknown>): Promise<AppError> =>
  run().then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as AppError,
  );

const client = { sourceIp: '10.0.0.1', userAgent: 'test' };

function setup(outcome: 'set' | 'hasCards' | 'notFound' = 'set', cards = 0) {
  const calls: { set: [string, number][]; audit: unknown[] } = { set: [], audit: [] };
  const service = createCardShardsService({
    shards: {
      set: async (c, n) => {
        calls.set.push([c, n]);
        return outcome;
      },
      cards: async () => cards,
    },
    audit: {
      record: async (entry) => {
        calls.audit.push(entry);
      },
    },
    clock: () => new Date('2026-11-27T00:00:00Z'),
  });
  return { service, calls };
}

describe('the card index shard count', () => {
  it('is held by the platform roles only', () => {
    expect(builtInRoles['1000']!.permissions).toContain(featureCodes.cardShardsSet);
    expect(builtInRoles['2000']!.permissions).toContain(featureCodes.cardShardsSet);
    for (const role of ['3000', '4000', '5000'])
      expect(builtInRoles[role]!.permissions).not.toContain(featureCodes.cardShardsSet);
  });

  it('accepts whole numbers 1..32 only', () => {
    expect([1, 2, 4, 32].every(validShardCount)).toBe(true);
    expect([0, -1, 33, 2.5, Number.NaN].some(validShardCount)).toBe(false);
  });

  it('sets the count and audits it', async () => {
    const { service, calls } = setup();
    expect(await service.set(testPrincipal(1000), { channelCustId: 'C9', cardShards: 4 }, client)).toEqual({
      shards: 4,
      cards: 0,
      max: 32,
    });
    expect(calls.set).toEqual([['C9', 4]]);
    expect(calls.audit).toMatchObject([{ action: 'customerCardShards', loginName: 'u1000', detail: 'C9 cardShards=4' }]);
  });

  it('refuses an enterprise role before anything is read, a count out of range, a missing enterprise and one with cards', async () => {
    const { service, calls } = setup();
    const acme = testPrincipal(3000, { channelCustId: 'C1001' });
    expect((await thrownBy(() => service.set(acme, { channelCustId: 'C1001', cardShards: 4 }, client))).key).toBe('FORBIDDEN');
    const range = await thrownBy(() => service.set(testPrincipal(1000), { channelCustId: 'C9', cardShards: 33 }, client));
    expect(range).toMatchObject({ key: 'CARD_SHARDS_RANGE', params: { max: 32 }, field: 'cardShards' });
    expect(calls.set).toEqual([]);
    for (const [outcome, key] of [
      ['notFound', 'CARD_SHARDS_NO_ENTERPRISE'],
      ['hasCards', 'CARD_SHARDS_HAS_CARDS'],
    ] as const) {
      const s = setup(outcome);
      expect((await thrownBy(() => s.service.set(testPrincipal(2000), { channelCustId: 'C9', cardShards: 2 }, client))).key).toBe(
        key,
      );
      expect(s.calls.audit).toEqual([]);
    }
  });

  it('gives the platform the count and the cards, and nobody else anything', async () => {
    const { service } = setup('set', 7);
    const reader = await service.reader(testPrincipal(1000), 'C9');
    expect(reader?.info(4)).toEqual({ shards: 4, cards: 7, max: 32 });
    expect(reader?.info(undefined)).toEqual({ shards: 1, cards: 7, max: 32 });
    expect(await service.reader(testPrincipal(3000, { channelCustId: 'C9' }), 'C9')).toBeUndefined();
  });
});
