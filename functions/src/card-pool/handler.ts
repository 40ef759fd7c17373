import { cardOperators } from '../card/card-filter.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { createCardPoolRepository } from './card-pool.repository.ts';
import { createCardPoolService } from './card-pool.service.ts';
import { POOL_CHANGE_MAX, POOL_REASON_MAX, POOL_STATUSES, POOL_TYPES } from './pool-rules.ts';

const pools = createCardPoolService({ pools: createCardPoolRepository(), clock: () => new Date() });
const channelCustId = optional(str({ max: 40 }));
const poolId = str({ max: 40, pattern: /^P[0-9A-F]{12}$/ });
const batchId = str({ max: 40, pattern: /^PC[0-9A-Z]{9,13}$/ });
const iccids = arrayOf(str({ pattern: /^\s*\d{19,20}\s*$/ }), { min: 1, max: POOL_CHANGE_MAX });
const reason = str({ max: POOL_REASON_MAX });
/** Routes naming one pool (or one pool change) let a platform caller omit `channelCustId` (deep links). */
const pool = ownedBy('POOL', 'poolId');
const poolChange = ownedBy('POOL_CHANGE', 'batchId');

export const handler = createApiHandler('card-pool', {
  list: route({
    input: { channelCustId, name: optional(str({ max: 30 })), status: optional(oneOf(POOL_STATUSES)), ...pageFields },
    run: ({ principal, body }) => pools.list(principal, body),
  }),
  detail: route({
    owner: pool,
    input: { channelCustId, poolId },
    run: ({ principal, body }) => pools.detail(principal, body),
  }),
  cards: route({
    owner: pool,
    input: { channelCustId, poolId, ...pageFields },
    run: ({ principal, body }) => pools.cards(principal, body),
  }),
  add: route({
    input: {
      channelCustId,
      // The 1..30 rule is checked on the normalised name (pool-rules.ts); this only bounds the input.
      name: str({ max: 60 }),
      poolType: oneOf(POOL_TYPES),
      operator: oneOf(cardOperators),
      modeType: oneOf(['00', '01', '02'] as const),
      elementId: str({ max: 40 }),
    },
    run: async ({ principal, body }) => new Reply(await pools.create(principal, body), 201, 'OPERATION_OK'),
  }),
  blockHistory: route({
    owner: pool,
    input: { channelCustId, poolId, ...pageFields },
    run: ({ principal, body }) => pools.blockHistory(principal, body),
  }),
  block: route({
    owner: pool,
    input: { channelCustId, poolId, reason },
    run: async ({ principal, body }) => new Reply(await pools.setBlocked(principal, body, true), 200, 'OPERATION_OK'),
  }),
  unblock: route({
    owner: pool,
    input: { channelCustId, poolId, reason },
    run: async ({ principal, body }) => new Reply(await pools.setBlocked(principal, body, false), 200, 'OPERATION_OK'),
  }),
  change: route({
    owner: pool,
    input: { channelCustId, poolId, action: oneOf(['add', 'remove'] as const), iccids },
    run: ({ principal, body }) => pools.change(principal, body),
  }),
  changeList: route({
    input: { channelCustId, poolId: optional(poolId), ...pageFields },
    run: ({ principal, body }) => pools.changeList(principal, body),
  }),
  failLog: route({
    owner: poolChange,
    input: { channelCustId, batchId, ...pageFields },
    run: ({ principal, body }) => pools.failLog(principal, body),
  }),
});
