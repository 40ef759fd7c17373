/**
 * Composition root of the content providers (issue #17 item 4). No real provider adapter exists yet,
 * so every provider is the deterministic simulator, configured from the environment:
 * CMP_CONTENT_SEED (default 20261127); CMP_CONTENT_DOWN, a comma-separated list of provider ids whose
 * every call fails (a provider that is down, for tests and demos). A real adapter replaces the
 * simulator here, without touching the domain.
 */
import type { ContentProviderAdapter } from './provider-adapter.ts';
import { createProviderSimulator, simulatedProviders } from './simulator.ts';

export function contentProviders(
  env: Record<string, string | undefined> = process.env,
  clock: () => Date = () => new Date(),
): ContentProviderAdapter[] {
  const seed = Number(env.CMP_CONTENT_SEED ?? 20261127);
  const down = new Set((env.CMP_CONTENT_DOWN ?? '').split(',').filter(Boolean));
  return simulatedProviders.map((p) =>
    createProviderSimulator(p, { seed: Number.isFinite(seed) ? seed : 20261127, clock, down: down.has(p.providerId) }),
  );
}
