/**
 * The platform's setting of an enterprise's card index shard count (docs/decisions.md "Card index
 * shards: the platform's setting"): 1..MAX_CARD_LIST_SHARDS, only while the enterprise has no cards
 * (card/card-shards.ts `set`: one transaction with a condition on its card counter), audited.
 */
import { auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CardShards } from '../card/card-shards.ts';
import { shardCount } from '../card/card-shards.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { MAX_CARD_LIST_SHARDS } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Client } from './customer.service.ts';

/** What the platform sees of an enterprise's card index on its detail (other roles never get it). */
export interface CardIndexInfo {
  /** Partitions its card index is spread over (1: the one key every enterprise had). */
  shards: number;
  /** Its cards: the count may change only while this is 0. */
  cards: number;
  max: number;
}

export const validShardCount = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= MAX_CARD_LIST_SHARDS;

export function createCardShardsService(d: {
  shards: Pick<CardShards, 'set' | 'cards'>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
}) {
  const record = auditWriter(d);
  return {
    /**
     * For a platform caller, the enterprise's card count (read while its profile is read) and then its
     * card index from the profile's stored count; undefined for anyone else (the server removes it).
     */
    async reader(p: Principal, channelCustId: string) {
      if (!isPlatformRole(p)) return undefined;
      const cards = await d.shards.cards(channelCustId);
      return { info: (stored: unknown): CardIndexInfo => ({ shards: shardCount(stored), cards, max: MAX_CARD_LIST_SHARDS }) };
    },

    /** Sets the count: 403 for a non-platform caller, 400 out of range, 404 no enterprise, 409 it has cards. */
    async set(p: Principal, input: { channelCustId: string; cardShards: number }, c: Client): Promise<CardIndexInfo> {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const { channelCustId, cardShards } = input;
      if (!validShardCount(cardShards)) throw new AppError('CARD_SHARDS_RANGE', { max: MAX_CARD_LIST_SHARDS }, 'cardShards');
      const outcome = await d.shards.set(channelCustId, cardShards);
      if (outcome === 'notFound') throw new AppError('CARD_SHARDS_NO_ENTERPRISE', {}, 'channelCustId');
      if (outcome === 'hasCards') throw new AppError('CARD_SHARDS_HAS_CARDS', {}, 'cardShards');
      await record(p, 'customerCardShards', c, `${channelCustId} cardShards=${cardShards}`);
      return { shards: cardShards, cards: 0, max: MAX_CARD_LIST_SHARDS };
    },
  };
}
