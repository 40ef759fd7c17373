import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { CardImport, ImportKind } from './import-model';

// Data of the card import screens; SWR keys are [path, body] (see app/services.ts).

export const IMPORT_LIST = '/cmp/sim/cardImport/list';
export const IMPORT_RESULTS = '/cmp/sim/cardImport/results';
const POLL_MS = 2000;

/** One import; polls while it is processing. */
export function useImport(batchId: string, channelCustId: string | null) {
  const body = { batchId, ...(channelCustId ? { channelCustId } : {}) };
  return useSWR<CardImport, ApiError>(['/cmp/sim/cardImport/detail', body], {
    refreshInterval: (data) => (data?.status === 'processing' ? POLL_MS : 0),
  });
}

/** PUTs the file to its presigned URL, reporting upload progress (fetch cannot). */
function putFile(url: string, file: File, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.floor((e.loaded * 100) / e.total));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(xhr.statusText || String(xhr.status)));
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });
}

/**
 * The three steps of an import: a presigned upload link, the upload, then the start. API errors
 * reject with the ApiError (shown by the caller); an upload failure with an Error.
 */
export async function importCards(
  file: File,
  channelCustId: string | null,
  onProgress: (percent: number) => void,
  kind: ImportKind = 'cards',
) {
  const tenant = channelCustId ? { channelCustId } : {};
  // Dual-SIM imports use the same steps under their own paths (permission 2100001).
  const base = kind === 'dsim' ? '/cmp/sim/cardImport/dsim' : '/cmp/sim/cardImport';
  const { uploadId, uploadUrl, contentType } = await api.post<{ uploadId: string; uploadUrl: string; contentType: string }>(
    `${base}/uploadUrl`,
    { ...tenant, fileName: file.name, size: file.size },
    { silent: true },
  );
  await putFile(uploadUrl, file, contentType, onProgress);
  return api.post<{ batchId: string }>(`${base}/start`, { ...tenant, uploadId, fileName: file.name }, { silent: true });
}
