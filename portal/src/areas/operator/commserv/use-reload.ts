import type { RouteId } from '@cmp/functions/contracts';
import { mutate } from 'swr';

/** Re-reads every cached page of a list route (SWR keys are [route id, body]). */
export const reloadList = (route: RouteId) => mutate((key) => Array.isArray(key) && key[0] === route);
