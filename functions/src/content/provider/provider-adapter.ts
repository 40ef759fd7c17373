/**
 * The content-provider boundary (issue #17 item 4): what the platform asks of a content or service
 * provider (CP/SP) — its catalogue of rights products, and a subscription of one product for a card
 * or a vehicle. Only the composition root (providers.ts) knows which implementation answers; today
 * every provider is the deterministic simulator (simulator.ts), as operators are.
 */
import type { ContentTargetKind, ProductCategory, ProviderKind } from '../../shared/data/entities/content.entity.ts';

export interface ProviderInfo {
  providerId: string;
  name: string;
  englishName: string;
  kind: ProviderKind;
}

/** A product as the provider lists it (prices in fen a month). */
export interface ProviderProduct {
  code: string;
  name: string;
  englishName: string;
  category: ProductCategory;
  monthlyPrice: number;
  periods: number[];
  description: string;
  englishDescription: string;
}

export interface SubscribeRequest {
  /** Our order id: the provider answers the same subscription when it is asked again with it. */
  reference: string;
  code: string;
  targetKind: ContentTargetKind;
  target: string;
  months: number;
  startAt: string;
}

export type ProviderErrorCode = 'UNAVAILABLE' | 'REJECTED';

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ContentProviderAdapter {
  readonly info: ProviderInfo;
  /** The products the provider sells now. */
  catalogue(): Promise<ProviderProduct[]>;
  /** Subscribes a card or vehicle to a product; the provider's order id. Idempotent on `reference`. */
  subscribe(request: SubscribeRequest): Promise<{ providerOrderId: string }>;
}
