import { lifecycleCodes } from '../card/lifecycle.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
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
});
const iccid = str({ pattern: /^\d{19,20}$/ });
const channelCustId = optional(str({ max: 40 }));
/** Detail and results name one batch: a platform caller may omit `channelCustId` (deep links). */
const batch = ownedBy('BATCH', 'batchId');

export const handler = createApiHandler('batch', {
  changeState: route({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: BATCH_MAX_CARDS, tooManyError: 'BATCH_TOO_MANY' }),
      targetState: oneOf(lifecycleCodes),
      channelCustId,
    },
    run: async ({ principal, body, lang }) => new Reply(await batches.changeState(principal, body, lang), 202, 'QUEUED'),
  }),
  // ── card allocation and data recovery (batch types allocate, recover) ──
  allocate: route({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: ALLOCATE_MAX_CARDS, tooManyError: 'ALLOCATION_TOO_MANY' }),
      // Absent: take the cards back to the enterprise.
      custId: optional(str({ max: 40 })),
      channelCustId,
    },
    run: async ({ principal, body, lang }) => new Reply(await batches.allocate(principal, body, lang), 202, 'QUEUED'),
  }),
  recover: route({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: RECOVER_MAX_CARDS, tooManyError: 'RECOVERY_TOO_MANY' }),
      channelCustId,
    },
    run: async ({ principal, body, lang }) => new Reply(await batches.recover(principal, body, lang), 202, 'QUEUED'),
  }),
  // ── standard-SIM batches (batch type standardSim: cards change edition) ──
  standardSim: route({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: STANDARD_SIM_MAX_CARDS, tooManyError: 'STANDARD_SIM_TOO_MANY' }),
      modeType: oneOf(editions),
      channelCustId,
    },
    run: async ({ principal, body, lang }) => new Reply(await batches.standardSim(principal, body, lang), 202, 'QUEUED'),
  }),
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
