import type { ResponseOf, RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api';

// Data hooks of the overview page; SWR keys are [route id, body] (see app/services.ts), answers typed by the contract.

const usePost = <Id extends RouteId>(route: Id) => useSWR<ResponseOf<Id>, ApiError>([route, {}]);

export const useCycle = () => usePost('home.getCycleNew');
export const useOperators = () => usePost('home.getLinkNew');
export const useMonthUsage = () => usePost('home.getCycleMonthNew');
export const useQuotaUsage = () => usePost('home.getUsedInfoNew');
export const useTopCards = () => usePost('home.getLinkTop5');
export const useTopCustomers = () => usePost('home.getCustUseTotalTop5');
export const useMonthFlow = () => usePost('home.monthFlow');
/** Daily usage of the current month (the server's Asia/Shanghai month when none is given). */
export const useDayFlow = () => usePost('home.dayFlow');
