import { createBlacklistCheck } from '../blacklist/blacklist-check.ts';
import { createBlacklistRepository } from '../blacklist/blacklist.repository.ts';
import { lifecycleCodes } from '../card/lifecycle.ts';
import { operatorSecretKeyResolver } from '../operator-config/secret-key.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import type { ErrorKey } from '../shared/http/error-catalogue.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { type ArrayRule, type Infer, type Schema, arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { ALLOCATE_MAX_CARDS, RECOVER_MAX_CARDS } from './allocation-rules.ts';
import { createAllocationRepository } from './allocation.repository.ts';
import { BATCH_MAX_CARDS, batchStatuses, batchTypes } from './batch-model.ts';
import { createBatchRepository } from './batch.repository.ts';
import { createBatchService } from './batch.service.ts';
import { STANDARD_SIM_MAX_CARDS, editions } from './standard-sim-rules.ts';

const batches = createBatchService({
  batches: createBatchRepository(),
  allocations: createAllocationRepository(),
  clock: () => new Date(),
  // Names and organisation codes only: the operator key (persons' numbers) is never read here.
  blacklist: createBlacklistCheck({
    entries: createBlacklistRepository(),
    secretKey: operatorSecretKeyResolver(),
    clock: () => new Date(),
  }),
});
const iccid = str({ pattern: /^\d{19,20}$/ });
const channelCustId = optional(str({ max: 40 }));
/** Detail and results name one batch: a platform caller may omit `channelCustId` (deep links). */
const batch = ownedBy('BATCH', 'batchId');

/** The body of a route that starts a batch: the cards, the batch type's own fields, the enterprise. */
type StartInput<S extends Schema> = { iccids: ArrayRule<string> } & S & { channelCustId: typeof channelCustId };

/**
 * A route that starts a batch over the listed cards: 1 to `max` ICCIDs (more answer `tooManyError`),
 * the batch type's own fields and the enterprise; answered 202 QUEUED with the new batch.
 */
const startBatch = <S extends Schema, T>(
  cards: { max: number; tooManyError: ErrorKey },
  fields: S,
  start: (p: Principal, body: Infer<StartInput<S>>, lang: Lang) => Promise<T>,
) =>
  route<StartInput<S>, Reply<T>>({
    input: { iccids: arrayOf(iccid, { min: 1, ...cards }), ...fields, channelCustId },
    run: async ({ principal, body, lang }) => new Reply(await start(principal, body, lang), 202, 'QUEUED'),
  });

export const handler = createApiHandler('batch', {
  changeState: startBatch(
    { max: BATCH_MAX_CARDS, tooManyError: 'BATCH_TOO_MANY' },
    { targetState: oneOf(lifecycleCodes) },
    batches.changeState,
  ),
  // ── card allocation and data recovery (batch types allocate, recover) ──
  allocate: startBatch(
    { max: ALLOCATE_MAX_CARDS, tooManyError: 'ALLOCATION_TOO_MANY' },
    // Absent: take the cards back to the enterprise.
    { custId: optional(str({ max: 40 })) },
    batches.allocate,
  ),
  recover: startBatch({ max: RECOVER_MAX_CARDS, tooManyError: 'RECOVERY_TOO_MANY' }, {}, batches.recover),
  // ── standard-SIM batches (batch type standardSim: cards change edition) ──
  standardSim: startBatch(
    { max: STANDARD_SIM_MAX_CARDS, tooManyError: 'STANDARD_SIM_TOO_MANY' },
    { modeType: oneOf(editions) },
    batches.standardSim,
  ),
  detail: route({
    owner: batch,
    input: { batchId: str({ max: 64 }), channelCustId },
    run: ({ principal, body, lang }) => batches.detail(principal, body, lang),
  }),
  list: route({
    input: { channelCustId, status: optional(oneOf(batchStatuses)), type: optional(oneOf(batchTypes)), ...pageFields },
    run: ({ principal, body, lang }) => batches.list(principal, body, lang),
  }),
  results: route({
    owner: batch,
    input: { batchId: str({ max: 64 }), channelCustId, status: optional(oneOf(['succeeded', 'failed'] as const)), ...pageFields },
    run: ({ principal, body, lang }) => batches.results(principal, body, lang),
  }),
});
