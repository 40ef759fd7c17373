import type { ChannelOperator, RequestOf } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

/** PUTs the file to its presigned URL. */
async function putFile(url: string, file: File, contentType: string): Promise<void> {
  const res = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
  if (!res.ok) throw new Error(res.statusText || String(res.status));
}

/**
 * The steps of an operator bill import: a presigned upload link, the upload, then the import that
 * checks it and starts its reconciliation in the background (202: the bill, `processing`). API errors reject
 * with the ApiError; an upload failure with an Error.
 */
export async function importChannelBill(file: File, target: { operator: ChannelOperator; channelCustId: string; cycle: string }) {
  const { uploadId, uploadUrl, contentType } = await api.call(
    'channel-bill.uploadUrl',
    { fileName: file.name, size: file.size },
    { silent: true },
  );
  await putFile(uploadUrl, file, contentType);
  return api.call('channel-bill.import', { uploadId, fileName: file.name, ...target }, { silent: true });
}

/** The bill's differences (of one kind or all) as a download task (202; the file is written in the background). */
export const exportChannelBillDiffs = (body: RequestOf<'download.exportChannelBillDiffs'>) =>
  api.call('download.exportChannelBillDiffs', body, { silent: true });
