import { DEFAULT_DAILY_LIMIT } from './limit-rules.ts';

export type ApiStatus = 'open' | 'stopped';

/** One allow-list entry: an IPv4 address or CIDR block in canonical form. */
export interface IpEntry {
  ip: string;
  remark: string;
  createdBy: string;
  createdAt: string;
}

/** An enterprise's open-API settings, stored as one item (keys.apiConfig). */
export interface ApiConfigRecord {
  channelCustId: string;
  appKey?: string;
  /** Needed in clear to check HMAC signatures; never leaves the server after the reset that made it. */
  secret?: string;
  keyCreatedAt?: string;
  status: ApiStatus;
  ipEnforced: boolean;
  dailyLimit: number;
  ipList: IpEntry[];
  /** Optimistic-concurrency counter: every write expects the version it read. */
  version: number;
  updatedAt?: string;
}

/** The settings of an enterprise that has never saved any: open, no allow-list, the default limit. */
export const defaultApiConfig = (channelCustId: string): ApiConfigRecord => ({
  channelCustId,
  status: 'open',
  ipEnforced: false,
  dailyLimit: DEFAULT_DAILY_LIMIT,
  ipList: [],
  version: 0,
});
