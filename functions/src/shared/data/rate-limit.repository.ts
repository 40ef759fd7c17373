/**
 * A fixed-window rate limit for public routes (issue #16 item 6; docs/decisions.md "Enterprise
 * real-name authentication"): one counter item per (route scope, subject, window), counted with one
 * conditional UpdateItem and gone by TTL after its window. The subject is what the caller cannot
 * choose freely — the source address API Gateway saw — never a header or a body field.
 */
import { config } from '../../platform/config.ts';
import { documentClient } from '../aws/dynamodb.ts';
import type { AppError } from '../http/error-catalogue.ts';
import { rateWindowEntity } from './entities/identity.entity.ts';
import { entityStore } from './entity-operations.ts';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** The window a moment falls in: its start in epoch seconds, as text (the counter's sort key). */
export const windowOf = (now: Date, windowSeconds: number): number =>
  Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;

export function createRateLimitRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /**
     * Counts one request of `subject` in the current window; when `rule.max` were counted already the
     * request is refused with `onLimit` and the counter stays as it was.
     */
    async hit(scope: string, subject: string, rule: RateRule, now: Date, onLimit: AppError): Promise<void> {
      const start = windowOf(now, rule.windowSeconds);
      await store.update(
        rateWindowEntity,
        { scope, subject, window: String(start) },
        {
          add: { count: 1 },
          // Kept one window longer than needed: DynamoDB deletes expired items late, the window check does not depend on it.
          set: { expiresAt: start + 2 * rule.windowSeconds },
          condition: {
            expression: 'attribute_not_exists(#c) OR #c < :max',
            names: { '#c': 'count' },
            values: { ':max': rule.max },
          },
        },
        onLimit,
      );
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
