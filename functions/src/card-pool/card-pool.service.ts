import { randomUUID } from 'node:crypto';
import type { Operator } from '../card/card-record.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import type { BlockRecord, CardPoolRepository, Member, PoolChange } from './card-pool.repository.ts';
import {
  POOL_CARDS_MAX,
  type Pool,
  type PoolFailure,
  type PoolStatus,
  type PoolType,
  changeBatchId,
  joinProblem,
  leaveProblem,
  normalisePoolName,
  poolNameProblem,
  uniqueIccids,
  usageVerdict,
} from './pool-rules.ts';

type Scoped = { channelCustId?: string };
type Paged = { cursor?: string; pageSize?: number };
const hex = () => randomUUID().replaceAll('-', '');

/**
 * Data pools (docs/api.md "Data pools"). The enterprise comes from the principal (platform roles
 * name it). Pools are enterprise-level: a secondary customer (5000) has no pool screens, whatever
 * its role carries; blocking and unblocking by hand is the platform's.
 */
export function createCardPoolService(d: { pools: CardPoolRepository; clock: () => Date }) {
  const tenantOf = (p: Principal, body: Scoped): Tenant => {
    if (p.roleType === 5000) throw new AppError('FORBIDDEN');
    return requestedTenant(p, { channelCustId: body.channelCustId });
  };
  const page = (body: Paged) => ({ cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });

  async function load(tenant: Tenant, poolId: string): Promise<Pool> {
    const pool = await d.pools.get(tenant.channelCustId, poolId);
    if (!pool) throw new AppError('NOT_FOUND', {}, 'poolId');
    return pool;
  }

  async function record(
    pool: Pool,
    action: BlockRecord['action'],
    kind: BlockRecord['kind'],
    reason: string,
    by: string,
    used: number,
  ) {
    const at = d.clock().toISOString();
    const rec: BlockRecord = { poolId: pool.poolId, action, kind, reason, by, at, usedBytes: used, totalBytes: pool.totalBytes };
    return d.pools.setStatus(pool, rec, hex().slice(0, 8));
  }

  /** Recomputes this month's usage; blocks a pool that used up its total, lifts an automatic block that no longer holds. */
  async function refreshUsage(pool: Pool): Promise<Pool> {
    const now = d.clock();
    const month = shanghaiMonth(now);
    const used = await d.pools.usedBytes(pool, month);
    await d.pools.setUsage(pool, used, month, now.toISOString());
    let next: Pool = { ...pool, usedBytes: used, usedMonth: month, usedAt: now.toISOString() };
    const verdict = usageVerdict(pool, used);
    if (verdict === 'block' && (await record(pool, 'block', 'auto', 'quotaExhausted', 'system', used)))
      next = { ...next, status: 'blocked', blockKind: 'auto' };
    if (verdict === 'unblock' && (await record(pool, 'unblock', 'auto', 'quotaAvailable', 'system', used)))
      next = { ...next, status: 'normal', blockKind: null };
    return next;
  }

  const withRemaining = (pool: Pool) => ({ ...pool, remainingBytes: Math.max(0, pool.totalBytes - pool.usedBytes) });

  async function addCards(pool: Pool, iccids: string[], at: string) {
    const cards = await d.pools.cards(pool.channelCustId, iccids);
    const plans = [...new Set([...cards.values()].map((c) => c.goodsReleaseId))];
    const areas = plans.length ? await d.pools.planAreas(plans) : new Map<string, string[]>();
    const failed: { iccid: string; reason: PoolFailure }[] = [];
    const unchanged: string[] = [];
    const valid: Member[] = [];
    let room = POOL_CARDS_MAX - pool.cardCount;
    for (const iccid of iccids) {
      const card = cards.get(iccid);
      const problem = joinProblem(pool, card, card && areas.get(card.goodsReleaseId));
      if (problem === 'member') unchanged.push(iccid);
      else if (problem) failed.push({ iccid, reason: problem });
      else if (room <= 0) failed.push({ iccid, reason: 'poolFull' });
      else {
        room--;
        valid.push({ iccid, quotaBytes: card!.quotaBytes, goodsReleaseId: card!.goodsReleaseId });
      }
    }
    const written = await d.pools.change(pool, valid, 1, at);
    return { changed: written.changed, unchanged, failed: [...failed, ...written.failed] };
  }

  async function removeCards(pool: Pool, iccids: string[], at: string) {
    const [cards, members] = await Promise.all([d.pools.cards(pool.channelCustId, iccids), d.pools.memberships(pool, iccids)]);
    const failed: { iccid: string; reason: PoolFailure }[] = [];
    const valid: Member[] = [];
    for (const iccid of iccids) {
      const problem = leaveProblem(pool, cards.get(iccid));
      const member = members.get(iccid);
      if (problem) failed.push({ iccid, reason: problem });
      else if (!member) failed.push({ iccid, reason: 'changedMeanwhile' });
      else valid.push(member);
    }
    const written = await d.pools.change(pool, valid, -1, at);
    return { changed: written.changed, unchanged: [] as string[], failed: [...failed, ...written.failed] };
  }

  return {
    async list(p: Principal, body: Scoped & Paged & { name?: string; status?: PoolStatus }) {
      const tenant = tenantOf(p, body);
      const res = await d.pools.page(tenant.channelCustId, {
        name: body.name ? normalisePoolName(body.name) || undefined : undefined,
        status: body.status,
        ...page(body),
      });
      return { ...res, items: res.items.map(withRemaining) };
    },

    /** The pool with this month's usage computed from its members (the list shows the last computed value). */
    async detail(p: Principal, body: Scoped & { poolId: string }) {
      const pool = await load(tenantOf(p, body), body.poolId);
      return withRemaining(await refreshUsage(pool));
    },

    async cards(p: Principal, body: Scoped & Paged & { poolId: string }) {
      const pool = await load(tenantOf(p, body), body.poolId);
      return d.pools.members(pool, page(body));
    },

    async create(
      p: Principal,
      body: Scoped & { name: string; poolType: PoolType; operator: Operator; modeType: Pool['modeType']; elementId: string },
    ) {
      const tenant = tenantOf(p, body);
      const problem = poolNameProblem(body.name);
      if (problem) throw new AppError('VALIDATION', { reasonKey: problem, max: 30 }, 'name');
      const zone = await d.pools.zone(body.elementId);
      if (!zone) throw new AppError('POOL_AREA_UNKNOWN', { elementId: body.elementId }, 'elementId');
      const pool: Pool = {
        poolId: `P${hex().slice(0, 12).toUpperCase()}`,
        channelCustId: tenant.channelCustId,
        name: normalisePoolName(body.name),
        poolType: body.poolType,
        operator: body.operator,
        modeType: body.modeType,
        elementId: zone.elementId,
        elementName: zone.elementName,
        cardCount: 0,
        totalBytes: 0,
        usedBytes: 0,
        usedMonth: null,
        usedAt: null,
        status: 'normal',
        blockKind: null,
        createdAt: d.clock().toISOString(),
        createdBy: p.loginName,
      };
      await d.pools.create(pool);
      return withRemaining(pool);
    },

    async blockHistory(p: Principal, body: Scoped & Paged & { poolId: string }) {
      const pool = await load(tenantOf(p, body), body.poolId);
      return d.pools.blockHistory(pool, page(body));
    },

    /** A manual block or unblock, with its reason: the platform's (channel roles are refused whatever they hold). */
    async setBlocked(p: Principal, body: Scoped & { poolId: string; reason: string }, block: boolean) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const reason = body.reason.trim();
      if (!reason) throw new AppError('VALIDATION', { reasonKey: 'blank' }, 'reason');
      const pool = await load(tenantOf(p, body), body.poolId);
      if (block && pool.status === 'blocked') throw new AppError('POOL_ALREADY_BLOCKED');
      if (!block && pool.status === 'normal') throw new AppError('POOL_NOT_BLOCKED');
      if (!(await record(pool, block ? 'block' : 'unblock', 'manual', reason, p.loginName, pool.usedBytes)))
        throw new AppError(block ? 'POOL_ALREADY_BLOCKED' : 'POOL_NOT_BLOCKED');
      return { poolId: pool.poolId, status: block ? 'blocked' : 'normal' };
    },

    /**
     * Moves cards into or out of a pool as one operation with a batch id: every card is checked by
     * the pool rules (operator, operating mode, area, owner, other pool); each refused card gets its
     * reason in the operation's fail log, the others change in transactions.
     */
    async change(p: Principal, body: Scoped & { poolId: string; action: 'add' | 'remove'; iccids: string[] }) {
      const tenant = tenantOf(p, body);
      const pool = await load(tenant, body.poolId);
      const iccids = uniqueIccids(body.iccids);
      const now = d.clock();
      const at = now.toISOString();
      const change: PoolChange = {
        batchId: changeBatchId(now, hex()),
        channelCustId: tenant.channelCustId,
        poolId: pool.poolId,
        poolName: pool.name,
        action: body.action,
        status: 'processing',
        total: iccids.length,
        succeeded: 0,
        unchanged: 0,
        failed: 0,
        createdAt: at,
        createdBy: p.loginName,
        finishedAt: null,
      };
      await d.pools.startChange(change);
      const outcome = body.action === 'add' ? await addCards(pool, iccids, at) : await removeCards(pool, iccids, at);
      const done: PoolChange = {
        ...change,
        status: 'done',
        succeeded: outcome.changed.length,
        unchanged: outcome.unchanged.length,
        failed: outcome.failed.length,
        finishedAt: d.clock().toISOString(),
      };
      await d.pools.finishChange(done, outcome.failed);
      return { ...done, changed: outcome.changed, failures: outcome.failed };
    },

    async changeList(p: Principal, body: Scoped & Paged & { poolId?: string }) {
      const tenant = tenantOf(p, body);
      return d.pools.changes(tenant.channelCustId, { poolId: body.poolId || undefined, ...page(body) });
    },

    /** A change operation and a page of the cards it refused, with the reasons. */
    async failLog(p: Principal, body: Scoped & Paged & { batchId: string }) {
      const tenant = tenantOf(p, body);
      const change = await d.pools.getChange(tenant.channelCustId, body.batchId);
      if (!change) throw new AppError('NOT_FOUND', {}, 'batchId');
      return { change, ...(await d.pools.failures(change, page(body))) };
    },
  };
}
