import { describe, expect, it } from 'vitest';
import type { ContentProduct } from './content-model.ts';
import { createContentSync } from './content-sync.ts';
import type { ContentProvider, ContentRepository, ContentSyncRun } from './content.repository.ts';
import { contentProviders } from './provider/providers.ts';

/** The sync's table, in memory, with the repository's conditions (absent-only run claims, writes at the version read). */
function memoryRepo() {
  const runs = new Map<string, ContentSyncRun>();
  const products = new Map<string, ContentProduct>();
  const providers = new Map<string, ContentProvider>();
  let writes = 0;
  const repo: Pick<ContentRepository, 'claimRun' | 'putRun' | 'products' | 'putProduct' | 'provider' | 'putProvider'> = {
    claimRun: async (run) => {
      const stored = runs.get(run.runId);
      if (stored) return { created: false, stored };
      runs.set(run.runId, run);
      return { created: true, stored: run };
    },
    putRun: async (run) => void runs.set(run.runId, run),
    products: async () => [...products.values()],
    putProduct: async (after, before) => {
      const current = products.get(after.productId);
      if (before ? current?.version !== before.version : current) return false;
      writes++;
      products.set(after.productId, after);
      return true;
    },
    provider: async (id) => providers.get(id),
    putProvider: async (p) => void providers.set(p.providerId, p),
  };
  return { repo, runs, products, providers, writes: () => writes };
}

const clockAt = (iso: string) => () => new Date(iso);

describe('content sync', () => {
  it('adds the catalogue once: the same run id answers its record, a new run of the same catalogue writes nothing', async () => {
    const m = memoryRepo();
    const clock = clockAt('2026-11-27T05:20:00Z');
    const providers = contentProviders({ CMP_CONTENT_SEED: '3' }, clock);
    const sync = createContentSync({ repo: m.repo, providers: () => providers, clock });
    const first = await sync.run({ runId: 'S1', trigger: 'schedule', startedBy: 'schedule' });
    expect(first.state).toBe('done');
    const added = first.providers.reduce((n, p) => n + p.added, 0);
    expect(added).toBe(m.products.size);
    expect(m.writes()).toBe(added);
    expect(await sync.run({ runId: 'S1', trigger: 'schedule', startedBy: 'schedule' })).toEqual(first);
    const second = await sync.run({ runId: 'S2', trigger: 'schedule', startedBy: 'schedule' });
    expect(second.providers.map((p) => [p.added, p.updated, p.withdrawn])).toEqual(first.providers.map(() => [0, 0, 0]));
    expect(m.writes()).toBe(added);
    for (const p of m.providers.values()) expect(p).toMatchObject({ reachable: true, lastRunId: 'S2' });
  });

  it("merges a later week's catalogue (a revised price) and keeps an unreachable provider's catalogue", async () => {
    const m = memoryRepo();
    let now = new Date('2026-11-19T05:20:00Z');
    const clock = () => now;
    const up = contentProviders({ CMP_CONTENT_SEED: '3' }, clock);
    const down = contentProviders({ CMP_CONTENT_SEED: '3', CMP_CONTENT_DOWN: 'CP002' }, clock);
    await createContentSync({ repo: m.repo, providers: () => up, clock }).run({
      runId: 'W1',
      trigger: 'schedule',
      startedBy: 'schedule',
    });
    const before = new Map([...m.products.values()].map((p) => [p.productId, { ...p }]));
    now = new Date('2026-11-27T05:20:00Z');
    const run = await createContentSync({ repo: m.repo, providers: () => down, clock }).run({
      runId: 'W2',
      trigger: 'manual',
      startedBy: 'admin',
    });
    const cp002 = run.providers.find((p) => p.providerId === 'CP002')!;
    expect(cp002).toMatchObject({ error: 'UNAVAILABLE', added: 0, updated: 0, withdrawn: 0 });
    expect(m.providers.get('CP002')).toMatchObject({ reachable: false, lastRunId: 'W2' });
    for (const p of m.products.values()) if (p.providerId === 'CP002') expect(p).toEqual(before.get(p.productId));
    // The others' catalogues of the new week were merged: something changed, each change counted up its version.
    const changed = run.providers
      .filter((p) => p.providerId !== 'CP002')
      .reduce((n, p) => n + p.updated + p.withdrawn + p.added, 0);
    expect(changed).toBeGreaterThan(0);
    for (const p of m.products.values())
      if (p.updatedBy === 'W2') expect(p.version).toBe((before.get(p.productId)?.version ?? 0) + 1);
  });
});
