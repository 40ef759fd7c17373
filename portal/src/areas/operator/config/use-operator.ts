import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

/** Operator screens' data (docs/api.md "Zones, communication services and operators"). */
export type { Operator as OperatorCode } from '@cmp/functions/contracts';
export type OperatorAccount = ResponseOf<'operator-config.accountDetail'>;

export const ACCOUNT_LIST = 'operator-config.accountList' satisfies RouteId;

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });
export const addAccount = (body: RequestOf<'operator-config.accountAdd'>) => post('operator-config.accountAdd', body);
export const setAccountStatus = (operAccountId: string, status: OperatorAccount['status']) =>
  post('operator-config.accountStatus', { operAccountId, status });

/** The endpoint rule, the server's (an absolute http(s) URL with a host). */
export { isHttpUrl } from '@cmp/functions/contracts';
