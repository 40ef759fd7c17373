import type { apiConfigEntity } from '../shared/data/entities/api-config.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { DEFAULT_DAILY_LIMIT } from './limit-rules.ts';

export type ApiStatus = 'open' | 'stopped';

/** One allow-list entry: an IPv4 address or CIDR block in canonical form. */
export type IpEntry = ApiConfigRecord['ipList'][number];

/** One allowed widget origin. */
export type OriginEntry = NonNullable<ApiConfigRecord['widgetOrigins']>[number];

/** An enterprise's open-API settings, stored as one item. */
export type ApiConfigRecord = InferItem<typeof apiConfigEntity>;

/** The settings of an enterprise that has never saved any: open, no allow-list, the default limit. */
export const defaultApiConfig = (channelCustId: string): ApiConfigRecord => ({
  channelCustId,
  status: 'open',
  ipEnforced: false,
  dailyLimit: DEFAULT_DAILY_LIMIT,
  ipList: [],
  version: 0,
});
