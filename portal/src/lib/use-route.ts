import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiError, routeKey } from './api';

/**
 * A route's answer through SWR, typed by the contract (no hand-written answer type); a null body
 * waits. `extra` only tells cached answers apart (e.g. the language of texts the server writes).
 */
export function useRoute<Id extends RouteId>(
  id: Id,
  body: RequestOf<Id> | null,
  config?: SWRConfiguration<ResponseOf<Id>, ApiError>,
) {
  return useSWR<ResponseOf<Id>, ApiError>(body ? routeKey(id, body) : null, config);
}
