import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../app/services';
import { type ApiError, routeKey } from '../../lib/api';
import type { CursorPage } from '../../lib/use-cursor-list';
import type { CardFilterBody } from './card-list-model';

// Data of the card list; SWR keys are [route id, body] (see app/services.ts).

export const CARD_LIST = 'card.list' satisfies RouteId;

export interface CustomerOption {
  channelCustId: string;
  custId: string | null;
  name: string;
}

/** Platform roles: the enterprises to choose from (first 100). */
export function useEnterprises(enabled: boolean) {
  const swr = useSWR<CursorPage<CustomerOption>, ApiError>(enabled ? routeKey('customer.list', { pageSize: 100 }) : null);
  return { ...swr, data: swr.data?.items.filter((c) => !c.custId) };
}

/** Secondary customers of an enterprise (first 100), for narrowing the list. */
export function useSecondaries(enabled: boolean, channelCustId?: string) {
  const body = { pageSize: 100, ...(channelCustId ? { channelCustId } : {}) };
  const swr = useSWR<CursorPage<CustomerOption>, ApiError>(enabled ? routeKey('customer.list', body) : null);
  return { ...swr, data: swr.data?.items.filter((c) => c.custId) };
}

/** Every ICCID matching the filter (422 errorCode 40001 over 10,000). */
export const matchingIccids = (filter: CardFilterBody) => api.call('card.iccids', filter, { silent: true });

export const changeStates = (body: RequestOf<'batch.changeState'>) => api.call('batch.changeState', body, { silent: true });

export const exportCards = (body: RequestOf<'download.exportCards'>) => api.call('download.exportCards', body, { silent: true });

/** A choice of the filter panel: the enterprise's labels or data pools (first 100, by id). */
export interface FilterChoice {
  value: string;
  name: string;
  /** Labels: the palette colour name. */
  color?: string;
}

function useChoices<T>(route: RouteId, enabled: boolean, channelCustId: string | undefined, toChoice: (item: T) => FilterChoice) {
  const body = { pageSize: 100, ...(channelCustId ? { channelCustId } : {}) };
  const swr = useSWR<CursorPage<T>, ApiError>(enabled ? [route, body] : null);
  return { loading: swr.isLoading, error: swr.error, choices: swr.data?.items.map(toChoice) };
}

/** The enterprise's labels for the label filter (platform roles: of the chosen enterprise). */
export const useLabelChoices = (enabled: boolean, channelCustId?: string) =>
  useChoices<{ labelId: string; name: string; color: string }>('card-label.list', enabled, channelCustId, (l) => ({
    value: l.labelId,
    name: l.name,
    color: l.color,
  }));

/** The enterprise's data pools for the pool filter. */
export const usePoolChoices = (enabled: boolean, channelCustId?: string) =>
  useChoices<{ poolId: string; name: string }>('card-pool.list', enabled, channelCustId, (p) => ({
    value: p.poolId,
    name: `${p.name} (${p.poolId})`,
  }));
