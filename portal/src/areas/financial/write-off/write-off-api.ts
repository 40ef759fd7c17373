import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

// Calls of the write-off screens (the caller shows refusals itself: silent).

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const WRITE_OFF_LIST = 'write-off.list' satisfies RouteId;
export const BILL_OPERATIONS = 'write-off.operations' satisfies RouteId;

export type WriteOffRow = ResponseOf<'write-off.list'>['items'][number];
export type BillOperationRow = ResponseOf<'write-off.operations'>['items'][number];
export type CycleView = NonNullable<ResponseOf<'write-off.cycleDetail'>>;

/** Writes off (part of) a bill; `opId` makes a retried submission one write-off. */
export const writeOffBill = (body: RequestOf<'write-off.writeOff'>) => post('write-off.writeOff', body);
export const startCycle = (month: string) => post('write-off.cycleStart', { month });
export const cycleDetail = () => post('write-off.cycleDetail', {});
/** The log's rows under the applied filters as a download task (202; the file is written in the background). */
export const exportBillOperations = (body: RequestOf<'download.exportBillOperations'>) =>
  post('download.exportBillOperations', body);
