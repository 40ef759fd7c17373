/**
 * The catalogue sync (issue #17 item 4): every provider's catalogue merged into the stored one by the
 * rules of content-model.ts `mergeCatalogue`, one record per run. Scheduled hourly on the card-cycle
 * worker (platform/schedules.ts `content-sync-hourly`) with the Shanghai hour as run id, or asked for by
 * the platform on the CP/SP page. Idempotent: a run id that finished answers its record and writes
 * nothing; a run re-run after a failure writes only what still differs (writes are conditional on the
 * version read, and unchanged products are not written). A provider that cannot be reached keeps its
 * catalogue as it was and is marked unreachable on the run and on the provider.
 */
import type { ProviderRunResult } from '../shared/data/entities/content.entity.ts';
import { mergeCatalogue } from './content-model.ts';
import type { ContentRepository, ContentSyncRun } from './content.repository.ts';
import { type ContentProviderAdapter, ProviderError } from './provider/provider-adapter.ts';

export interface ContentSyncDeps {
  repo: Pick<ContentRepository, 'claimRun' | 'putRun' | 'products' | 'putProduct' | 'provider' | 'putProvider'>;
  providers: () => readonly ContentProviderAdapter[];
  clock: () => Date;
}

export function createContentSync(d: ContentSyncDeps) {
  async function syncProvider(adapter: ContentProviderAdapter, runId: string): Promise<ProviderRunResult> {
    const { providerId } = adapter.info;
    const at = d.clock().toISOString();
    const result: ProviderRunResult = { providerId, added: 0, updated: 0, withdrawn: 0, unchanged: 0 };
    let incoming: Awaited<ReturnType<ContentProviderAdapter['catalogue']>>;
    try {
      incoming = await adapter.catalogue();
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'UNAVAILABLE';
      const before = await d.repo.provider(providerId);
      await d.repo.putProvider({
        ...adapter.info,
        productCount: before?.productCount ?? 0,
        lastSyncAt: at,
        lastRunId: runId,
        reachable: false,
      });
      return { ...result, error: code };
    }
    const stored = await d.repo.products();
    const merge = mergeCatalogue(providerId, stored, incoming, at, runId);
    for (const p of merge.added) if (await d.repo.putProduct(p, null)) result.added++;
    for (const u of merge.updated) if (await d.repo.putProduct(u.after, u.before)) result.updated++;
    for (const w of merge.withdrawn) if (await d.repo.putProduct(w.after, w.before)) result.withdrawn++;
    result.unchanged = merge.unchanged;
    const onSale = new Set(stored.filter((p) => p.providerId === providerId && p.state === 'onSale').map((p) => p.productId));
    for (const p of merge.added) onSale.add(p.productId);
    for (const u of merge.updated) onSale.add(u.after.productId);
    for (const w of merge.withdrawn) onSale.delete(w.after.productId);
    await d.repo.putProvider({ ...adapter.info, productCount: onSale.size, lastSyncAt: at, lastRunId: runId, reachable: true });
    return result;
  }

  return {
    /** Runs the sync under `runId` once: a finished run answers its record without a second effect. */
    async run(o: { runId: string; trigger: ContentSyncRun['trigger']; startedBy: string }): Promise<ContentSyncRun> {
      const claimed = await d.repo.claimRun({
        runId: o.runId,
        trigger: o.trigger,
        state: 'running',
        startedAt: d.clock().toISOString(),
        startedBy: o.startedBy,
        providers: [],
      });
      if (!claimed.created && claimed.stored.state === 'done') return claimed.stored;
      const providers: ProviderRunResult[] = [];
      try {
        for (const adapter of d.providers()) providers.push(await syncProvider(adapter, o.runId));
      } catch (error) {
        await d.repo.putRun({ ...claimed.stored, state: 'failed', providers, finishedAt: d.clock().toISOString() });
        throw error;
      }
      const done: ContentSyncRun = { ...claimed.stored, state: 'done', providers, finishedAt: d.clock().toISOString() };
      await d.repo.putRun(done);
      return done;
    },
  };
}

export type ContentSync = ReturnType<typeof createContentSync>;
