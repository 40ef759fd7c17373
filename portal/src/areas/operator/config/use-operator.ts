import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../../app/services';
import { type ApiError, routeKey } from '../../../lib/api';

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

export const ACCOUNT_LIST = 'operator-config.accountList' satisfies RouteId;
export const useAccounts = (filters: Record<string, unknown>) =>
  useSWR<{ items: OperatorAccount[] }, ApiError>(routeKey(ACCOUNT_LIST, filters));

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const addAccount = (body: RequestOf<'operator-config.accountAdd'>) => post('operator-config.accountAdd', body);
export const setAccountStatus = (operAccountId: string, status: OperatorAccount['status']) =>
  post('operator-config.accountStatus', { operAccountId, status });

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
