import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';

// Calls of the withdrawal screens (the caller shows refusals itself: silent).

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

/** The enterprise asks to withdraw (the amount is reserved at once). */
export const applyWithdrawal = (body: RequestOf<'withdrawal.apply'>) => post('withdrawal.apply', body);
/** Finance examines a submitted request. */
export const examineWithdrawal = (withdrawalId: string) => post('withdrawal.audit', { withdrawalId, decision: 'examine' });
/** Finance rejects a request with a reason (its reservation is released). */
export const rejectWithdrawal = (withdrawalId: string, reason: string) =>
  post('withdrawal.audit', { withdrawalId, decision: 'reject', reason: reason.trim() });
/** Finance starts the run of the 10th by hand: every examined request is paid. */
export const runWithdrawals = () => post('withdrawal.run', {});
/** The list's rows as a download task (202; the file is written in the background). */
export const exportWithdrawals = (body: RequestOf<'download.exportWithdrawals'>) => post('download.exportWithdrawals', body);
