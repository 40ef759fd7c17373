import useSWR from 'swr';
import type { ApiError } from '../../../lib/api';

// Data hooks of the overview page; SWR keys are [path, body] (see app/services.ts).

export interface CycleData {
  total: number;
  byState: Array<{ state: number; count: number }>;
}
export interface OperatorData {
  byOperator: Array<{ operator: string; count: number }>;
}
export interface MonthUsage {
  month: string;
  usedBytes: number;
  previousMonthBytes: number;
  /** The previous month up to today's day of month: what this month so far is compared with. */
  previousMonthToDateBytes: number;
}
export interface QuotaUsage {
  month: string;
  activeCards: number;
  quotaBytes: number;
  usedBytes: number;
}
export interface TopCards {
  month: string;
  items: Array<{ iccid: string; msisdn: string; usedBytes: number }>;
}
export interface TopCustomers {
  month: string;
  items: Array<{ custId: string; name: string; usedBytes: number }>;
}
export interface MonthFlow {
  items: Array<{ month: string; bytes: number }>;
}
export interface DayFlow {
  month: string;
  items: Array<{ day: string; bytes: number }>;
}

const HOME = '/cmp/edge/homepage/homePage';
const REPORT = '/cmp/edge/es/report';

const usePost = <T>(path: string) => useSWR<T, ApiError>([path, {}]);

export const useCycle = () => usePost<CycleData>(`${HOME}/getCycleNew`);
export const useOperators = () => usePost<OperatorData>(`${HOME}/getLinkNew`);
export const useMonthUsage = () => usePost<MonthUsage>(`${HOME}/getCycleMonthNew`);
export const useQuotaUsage = () => usePost<QuotaUsage>(`${HOME}/getUsedInfoNew`);
export const useTopCards = () => usePost<TopCards>(`${HOME}/getLinkTop5`);
export const useTopCustomers = () => usePost<TopCustomers>(`${HOME}/getCustUseTotalTop5`);
export const useMonthFlow = () => usePost<MonthFlow>(`${REPORT}/monthFlow`);
/** Daily usage of the current month (the server's Asia/Shanghai month when none is given). */
export const useDayFlow = () => usePost<DayFlow>(`${REPORT}/dayFlow`);
