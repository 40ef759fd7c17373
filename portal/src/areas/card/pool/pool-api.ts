import type { RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import type { PoolDraft } from './pool-model';

// Calls of the data pool screens; SWR keys are [route id, body] (see app/services.ts).

export const POOL_LIST = 'card-pool.list' satisfies RouteId;
export const POOL_DETAIL = 'card-pool.detail' satisfies RouteId;
export const POOL_CARDS = 'card-pool.cards' satisfies RouteId;
export const POOL_BLOCK_HISTORY = 'card-pool.blockHistory' satisfies RouteId;
export const POOL_CHANGE_LIST = 'card-pool.changeList' satisfies RouteId;
export const POOL_FAIL_LOG = 'card-pool.failLog' satisfies RouteId;
export const ZONE_LIST = 'commserv.zoneList' satisfies RouteId;

type Scope = { channelCustId?: string };
export const addPool = (body: Scope & PoolDraft & { poolType: 'shared' }) => api.call('card-pool.add', body, { silent: true });
export const changePool = (body: Scope & { poolId: string; action: 'add' | 'remove'; iccids: string[] }) =>
  api.call('card-pool.change', body, { silent: true });
export const setPoolBlocked = (block: boolean, body: Scope & { poolId: string; reason: string }) =>
  api.call(block ? 'card-pool.block' : 'card-pool.unblock', body, { silent: true });
