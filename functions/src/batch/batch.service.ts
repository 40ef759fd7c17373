import { randomUUID } from 'node:crypto';
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type BatchRecord, CHUNK_SIZE } from './batch-model.ts';
import type { BatchRepository } from './batch.repository.ts';

/** The tenant a batch belongs to: the caller's enterprise, or the one a platform user names. */
const tenantOf = (p: Principal, channelCustId?: string) => {
  const t = requestedTenant(p, { channelCustId });
  return { channelCustId: t.channelCustId, custId: p.roleType === 5000 ? t.custId : null };
};

export function createBatchService(d: { batches: BatchRepository; clock: () => Date }) {
  return {
    /** Records the batch and its ICCID list, then hands it to the state machine (202: runs asynchronously). */
    async changeState(p: Principal, input: { iccids: string[]; targetState: number; channelCustId?: string }, lang: Lang) {
      const tenant = tenantOf(p, input.channelCustId);
      const iccids = [...new Set(input.iccids)];
      const batch: BatchRecord = {
        batchId: randomUUID(),
        ...tenant,
        type: 'changeState',
        targetState: input.targetState,
        total: iccids.length,
        succeeded: 0,
        failed: 0,
        chunks: Math.ceil(iccids.length / CHUNK_SIZE),
        chunksDone: 0,
        status: 'processing',
        lang,
        createdBy: p.loginName,
        createdAt: d.clock().toISOString(),
      };
      await d.batches.create(batch, iccids);
      await d.batches.start(batch);
      return { batchId: batch.batchId };
    },

    async detail(p: Principal, input: { batchId: string; channelCustId?: string }) {
      const tenant = tenantOf(p, input.channelCustId);
      const batch = await d.batches.get(tenant.channelCustId, input.batchId);
      if (!batch || (tenant.custId !== null && batch.custId !== tenant.custId)) throw new AppError('NOT_FOUND');
      const results = await d.batches.results(tenant.channelCustId, input.batchId, 20);
      return { ...batch, results };
    },
  };
}
