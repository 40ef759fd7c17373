import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

// Calls of the bill screens (the caller shows refusals itself: silent).

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const publishBill = (billId: string) => post('bill.publish', { billId });
export const runBills = (body: RequestOf<'bill.run'>) => post('bill.run', body);
export const dryRunBills = (body: RequestOf<'bill.dryRun'>) => post('bill.dryRun', body);
export const billRunDetail = (body: RequestOf<'bill.runDetail'>) => post('bill.runDetail', body);
export const billCards = (body: RequestOf<'bill.cards'>) => post('bill.cards', body);
/** The list's rows as a download task (202; the file is written in the background). */
export const exportBills = (body: RequestOf<'download.exportBills'>) => post('download.exportBills', body);
