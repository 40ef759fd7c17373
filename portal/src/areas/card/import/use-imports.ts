import { api } from '../../../app/services';
import type { ImportKind } from './import-model';

// Starting a card import (its list and detail are declared from the contract's job views).

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
  const dsim = kind === 'dsim';
  const { uploadId, uploadUrl, contentType } = await api.call(
    dsim ? 'card-import.dsimUploadUrl' : 'card-import.uploadUrl',
    { ...tenant, fileName: file.name, size: file.size },
    { silent: true },
  );
  await putFile(uploadUrl, file, contentType, onProgress);
  return api.call(
    dsim ? 'card-import.dsimStart' : 'card-import.start',
    { ...tenant, uploadId, fileName: file.name },
    { silent: true },
  );
}
