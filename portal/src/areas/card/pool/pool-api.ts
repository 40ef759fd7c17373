import { api } from '../../../app/services';
import type { Pool, PoolChange, PoolDraft, PoolFailure } from './pool-model';

// Calls of the data pool screens; SWR keys are [path, body] (see app/services.ts).

export const POOL_LIST = '/cmp/sim/pool/list';
export const POOL_DETAIL = '/cmp/sim/pool/detail';
export const POOL_CARDS = '/cmp/sim/pool/cards';
export const POOL_BLOCK_HISTORY = '/cmp/sim/pool/blockHistory';
export const POOL_CHANGE_LIST = '/cmp/sim/pool/change/list';
export const POOL_FAIL_LOG = '/cmp/sim/pool/change/failLog';
export const ZONE_LIST = '/cmp/sim/zone/list';

type Scope = { channelCustId?: string };
export const addPool = (body: Scope & PoolDraft & { poolType: 'shared' }) =>
  api.post<Pool>('/cmp/sim/pool/add', body, { silent: true });
export const changePool = (body: Scope & { poolId: string; action: 'add' | 'remove'; iccids: string[] }) =>
  api.post<PoolChange & { failures: PoolFailure[] }>('/cmp/sim/pool/change', body, { silent: true });
export const setPoolBlocked = (block: boolean, body: Scope & { poolId: string; reason: string }) =>
  api.post<{ status: string }>(block ? '/cmp/sim/pool/block' : '/cmp/sim/pool/unblock', body, { silent: true });
