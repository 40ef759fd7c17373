/**
 * A deterministic content provider for local runs and tests. Its catalogue is a function of the seed
 * and of the catalogue week (the clock's days since the epoch / 7): every week one product's price is
 * revised and, every third week, one product is off the catalogue — so syncs have additions, changes
 * and withdrawals to merge, the same ones for the same seed and clock. Subscriptions are refused for
 * a product not on the catalogue; the same reference answers the same provider order id.
 */
import { createSeededRandom } from '../../operator/seeded-random.ts';
import type { ProductCategory } from '../../shared/data/entities/content.entity.ts';
import { type ContentProviderAdapter, ProviderError, type ProviderInfo, type ProviderProduct } from './provider-adapter.ts';

export interface SimulatedProvider extends ProviderInfo {
  products: readonly Omit<ProviderProduct, 'monthlyPrice'>[];
}

export interface ProviderSimulatorOptions {
  seed: number;
  clock: () => Date;
  /** Every call fails with UNAVAILABLE (a provider that is down, for tests and demos). */
  down?: boolean;
}

const DAY_MS = 86_400_000;

/** The catalogue week of an instant: catalogues change at most once a week. */
export const catalogueWeek = (at: Date): number => Math.floor(at.getTime() / DAY_MS / 7);

/** A small stable hash of a string, to give every provider its own draws from one seed. */
const hashOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export function createProviderSimulator(provider: SimulatedProvider, options: ProviderSimulatorOptions): ContentProviderAdapter {
  const base = createSeededRandom(options.seed ^ hashOf(provider.providerId));
  // Base prices (fen a month) are drawn once: 5 to 60 yuan, in whole yuan.
  const basePrices = provider.products.map(() => base.int(5, 60) * 100);
  const subscriptions = new Map<string, string>();
  let sequence = 0;

  const down = () => {
    if (options.down) throw new ProviderError('UNAVAILABLE', `${provider.providerId} is not reachable`);
  };

  function catalogueAt(at: Date): ProviderProduct[] {
    const week = catalogueWeek(at);
    const draw = createSeededRandom((options.seed ^ hashOf(provider.providerId)) + week);
    const revised = draw.int(0, provider.products.length - 1);
    const missing = week % 3 === 0 ? draw.int(0, provider.products.length - 1) : -1;
    return provider.products.flatMap((p, i) => {
      if (i === missing) return [];
      const monthlyPrice = i === revised ? basePrices[i]! + draw.int(1, 5) * 100 : basePrices[i]!;
      return [{ ...p, periods: [...p.periods], monthlyPrice }];
    });
  }

  return {
    info: { providerId: provider.providerId, name: provider.name, englishName: provider.englishName, kind: provider.kind },
    async catalogue() {
      down();
      return catalogueAt(options.clock());
    },
    async subscribe(request) {
      down();
      const known = subscriptions.get(request.reference);
      if (known) return { providerOrderId: known };
      const product = catalogueAt(options.clock()).find((p) => p.code === request.code);
      if (!product) throw new ProviderError('REJECTED', `${request.code} is not on sale`);
      if (!product.periods.includes(request.months))
        throw new ProviderError('REJECTED', `${request.months} months is not offered`);
      const providerOrderId = `${provider.providerId}-${String(++sequence).padStart(8, '0')}`;
      subscriptions.set(request.reference, providerOrderId);
      return { providerOrderId };
    },
  };
}

/** A product of the simulated catalogues (the category decides what it is about). */
const product = (
  code: string,
  category: ProductCategory,
  names: [string, string],
  descriptions: [string, string],
  periods: number[] = [1, 3, 6, 12],
): SimulatedProvider['products'][number] => ({
  code,
  category,
  name: names[0],
  englishName: names[1],
  description: descriptions[0],
  englishDescription: descriptions[1],
  periods,
});

/** The simulated providers of the platform (spec §2 Content: in-vehicle media and navigation services). */
export const simulatedProviders: readonly SimulatedProvider[] = [
  {
    providerId: 'CP001',
    name: '星河车载影音',
    englishName: 'Galaxy In-Car Media',
    kind: 'CP',
    products: [
      product(
        'VIDEO-HD',
        'video',
        ['高清视频会员', 'HD video membership'],
        ['车机高清影视点播', 'HD films and series on the head unit'],
      ),
      product('MUSIC-VIP', 'music', ['车载音乐会员', 'In-car music VIP'], ['无损音乐与电台', 'Lossless music and radio']),
      product(
        'KIDS',
        'media',
        ['儿童故事包', 'Kids stories pack'],
        ['后排儿童有声内容', 'Audio stories for the back seat'],
        [3, 12],
      ),
    ],
  },
  {
    providerId: 'SP001',
    name: '途径导航服务',
    englishName: 'Route Navigation Services',
    kind: 'SP',
    products: [
      product(
        'NAV-LIVE',
        'navigation',
        ['实时路况导航', 'Live traffic navigation'],
        ['实时路况与在线地图更新', 'Live traffic and online map updates'],
      ),
      product(
        'NAV-3D',
        'navigation',
        ['三维城市导航', '3D city navigation'],
        ['三维城市模型与车道级引导', '3D city models and lane guidance'],
        [6, 12],
      ),
      product('PARK', 'parking', ['智慧停车', 'Smart parking'], ['车位查询与无感支付', 'Space finder and ticketless payment']),
    ],
  },
  {
    providerId: 'CP002',
    name: '声浪音频',
    englishName: 'Soundwave Audio',
    kind: 'CP',
    products: [
      product(
        'PODCAST',
        'media',
        ['有声书与播客', 'Audiobooks and podcasts'],
        ['精选有声书与播客', 'Selected audiobooks and podcasts'],
      ),
      product('KARAOKE', 'music', ['车载K歌', 'In-car karaoke'], ['停车时的卡拉OK', 'Karaoke while parked'], [1, 12]),
    ],
  },
];
