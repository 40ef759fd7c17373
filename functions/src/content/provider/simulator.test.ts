import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-adapter.ts';
import { contentProviders } from './providers.ts';
import { catalogueWeek, createProviderSimulator, simulatedProviders } from './simulator.ts';

const at = (iso: string) => () => new Date(iso);
const provider = simulatedProviders[1]!;

describe('content provider simulator', () => {
  it('answers the same catalogue for the same seed and clock, another for another seed', async () => {
    const a = await createProviderSimulator(provider, { seed: 7, clock: at('2026-11-27T05:00:00Z') }).catalogue();
    const b = await createProviderSimulator(provider, { seed: 7, clock: at('2026-11-27T05:00:00Z') }).catalogue();
    const c = await createProviderSimulator(provider, { seed: 8, clock: at('2026-11-27T05:00:00Z') }).catalogue();
    expect(a).toEqual(b);
    expect(a.map((p) => p.monthlyPrice)).not.toEqual(c.map((p) => p.monthlyPrice));
    for (const p of a) {
      expect(p.monthlyPrice % 100).toBe(0);
      expect(p.monthlyPrice).toBeGreaterThanOrEqual(500);
      expect(p.periods.length).toBeGreaterThan(0);
    }
  });

  it('revises a price every catalogue week and leaves one product out every third week', async () => {
    // 2026-11-27 and the next weeks: find a week divisible by 3 and one that is not.
    const start = new Date('2026-11-27T05:00:00Z').getTime();
    const weeks = [0, 1, 2].map((i) => new Date(start + i * 7 * 86_400_000));
    const catalogues = await Promise.all(
      weeks.map((w) => createProviderSimulator(provider, { seed: 7, clock: () => w }).catalogue()),
    );
    weeks.forEach((w, i) => {
      expect(catalogues[i]!.length).toBe(catalogueWeek(w) % 3 === 0 ? provider.products.length - 1 : provider.products.length);
    });
    // Between two weeks some price differs (one product revised, at most two differ).
    const [one, two] = [catalogues[0]!, catalogues[1]!];
    const prices = (c: typeof one) => new Map(c.map((p) => [p.code, p.monthlyPrice]));
    const changed = [...prices(one)].filter(([code, price]) => prices(two).has(code) && prices(two).get(code) !== price);
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  it('subscribes a listed product once per reference and refuses an unlisted product or period', async () => {
    const sim = createProviderSimulator(provider, { seed: 7, clock: at('2026-11-27T05:00:00Z') });
    const [p] = await sim.catalogue();
    const request = {
      reference: 'CO1',
      code: p!.code,
      targetKind: 'vin' as const,
      target: 'LSVAU2180N2183294',
      months: p!.periods[0]!,
      startAt: '',
    };
    const first = await sim.subscribe(request);
    expect(first.providerOrderId).toBe(`${provider.providerId}-00000001`);
    expect(await sim.subscribe(request)).toEqual(first);
    expect((await sim.subscribe({ ...request, reference: 'CO2' })).providerOrderId).toBe(`${provider.providerId}-00000002`);
    await expect(sim.subscribe({ ...request, reference: 'CO3', code: 'NOPE' })).rejects.toMatchObject({ code: 'REJECTED' });
    await expect(sim.subscribe({ ...request, reference: 'CO4', months: 99 })).rejects.toMatchObject({ code: 'REJECTED' });
  });

  it('fails every call of a provider that is down, as configured', async () => {
    const providers = contentProviders({ CMP_CONTENT_SEED: '7', CMP_CONTENT_DOWN: 'CP002' }, at('2026-11-27T05:00:00Z'));
    expect(providers.map((p) => p.info.providerId)).toEqual(['CP001', 'SP001', 'CP002']);
    await expect(providers[2]!.catalogue()).rejects.toBeInstanceOf(ProviderError);
    await expect(providers[0]!.catalogue()).resolves.toHaveLength(
      simulatedProviders[0]!.products.length - (catalogueWeek(new Date('2026-11-27T05:00:00Z')) % 3 === 0 ? 1 : 0),
    );
  });
});
