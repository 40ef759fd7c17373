import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

// Calls of the invoice screens (the caller shows refusals itself: silent).

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const requestInvoice = (body: RequestOf<'invoice.request'>) => post('invoice.request', body);
export const issueInvoice = (body: RequestOf<'invoice.issue'>) => post('invoice.issue', body);
export const rejectInvoice = (invoiceId: string, reason: string) => post('invoice.reject', { invoiceId, reason: reason.trim() });
/** The list's rows as a download task (202; the file is written in the background). */
export const exportInvoices = (body: RequestOf<'download.exportInvoices'>) => post('download.exportInvoices', body);
