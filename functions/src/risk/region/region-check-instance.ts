/**
 * The region check wired with the real repositories, the single-card state change (operator adapter)
 * and the domain-event publisher: what the session-check registry (risk/session-checks.ts) lists.
 * Imported by the session ingestion's worker only, never by an API handler.
 */
import { createCardServices } from '../../card-detail/card-services.ts';
import { publishSafely } from '../../shared/aws/events.ts';
import { once } from '../../shared/aws/once.ts';
import type { SessionCheck } from '../session-report.ts';
import { createRegionCheck } from './region-check.ts';
import { createRegionLimitRepository } from './region-limit.repository.ts';

/** The process's region check (built on first use). */
export const regionCheck = once(
  (): SessionCheck =>
    createRegionCheck({
      limits: createRegionLimitRepository(),
      cards: createCardServices().actions,
      publish: (events) => publishSafely(events),
      clock: () => new Date(),
    }),
);
