import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';

// Calls of the withdrawal screens (the caller shows refusals itself: silent).

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

/** Told after every call that moves money (a request, a decision, a run): the figures above the list read again. */
export const fundsChanged = new EventTarget();
const changes = <Id extends RouteId>(id: Id, body: RequestOf<Id>) =>
  post(id, body).then((answer) => {
    fundsChanged.dispatchEvent(new Event('change'));
    return answer;
  });

/** The enterprise asks to withdraw (the amount is reserved at once). */
export const applyWithdrawal = (body: RequestOf<'withdrawal.apply'>) => changes('withdrawal.apply', body);
/** Finance examines a submitted request. */
export const examineWithdrawal = (withdrawalId: string) => changes('withdrawal.audit', { withdrawalId, decision: 'examine' });
/** Finance rejects a request with a reason (its reservation is released). */
export const rejectWithdrawal = (withdrawalId: string, reason: string) =>
  changes('withdrawal.audit', { withdrawalId, decision: 'reject', reason: reason.trim() });
/** Finance starts the run of the 10th by hand: every examined request is paid. */
export const runWithdrawals = () => changes('withdrawal.run', {});
/** The list's rows as a download task (202; the file is written in the background). */
export const exportWithdrawals = (body: RequestOf<'download.exportWithdrawals'>) => post('download.exportWithdrawals', body);
