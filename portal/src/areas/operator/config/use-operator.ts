import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';

/** Operator screens' data (docs/api.md "Zones, communication services and operators"). */
export type OperatorCode = 'CMCC' | 'CUCC' | 'CTCC';
export interface OperatorAccount {
  operAccountId: string;
  operator: OperatorCode;
  accountName: string;
  endpoint: string;
  appId: string;
  secretMask: string;
  status: 'enabled' | 'disabled';
  remark?: string;
  createdAt: string;
  updatedAt: string;
}

export const ACCOUNT_LIST = '/cmp/core/operator/account/list';
export const useAccounts = (filters: Record<string, unknown>) =>
  useSWR<{ items: OperatorAccount[] }, ApiError>([ACCOUNT_LIST, filters]);
export const useAccount = (operAccountId: string | undefined) =>
  useSWR<OperatorAccount, ApiError>(operAccountId ? ['/cmp/core/operator/account/detail', { operAccountId }] : null);

const post = <T>(path: string, body: object) => api.post<T>(path, body, { silent: true });
export const addAccount = (body: object) => post<OperatorAccount>('/cmp/core/operator/account/add', body);
export const editAccount = (body: object) => post<OperatorAccount>('/cmp/core/operator/account/edit', body);
export const setAccountStatus = (operAccountId: string, status: OperatorAccount['status']) =>
  post<OperatorAccount>('/cmp/core/operator/account/status', { operAccountId, status });

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
