import type { RequestOf } from '@cmp/functions/contracts';
import { api } from '../../app/services';

// Calls of the recharge screens (the caller shows refusals itself: silent).

/** The recharge list's rows as a download task (202; the file is written in the background). */
export const exportRecharges = (body: RequestOf<'download.exportRecharges'>) =>
  api.call('download.exportRecharges', body, { silent: true });
/** A short-lived link to a recharge's voucher image. */
export const voucherUrl = (rechargeId: string) => api.call('recharge.voucherUrl', { rechargeId }, { silent: true });
/** Finance approves or rejects a pending recharge. */
export const auditRecharge = (body: RequestOf<'recharge.audit'>) => api.call('recharge.audit', body, { silent: true });
/** Finance refunds (part of) a reviewed recharge. */
export const refundRecharge = (body: RequestOf<'recharge.refund'>) => api.call('recharge.refund', body, { silent: true });

/**
 * Uploads a voucher image checked here by content: a PUT link (type and size bound), the file, its key.
 * The server checks the content again when the recharge is filed.
 */
export async function uploadVoucher(file: File, contentType: string, scope: { channelCustId?: string }): Promise<string> {
  const { uploadUrl, voucherKey } = await api.call(
    'recharge.voucherUploadUrl',
    { ...scope, contentType, size: file.size },
    { silent: true },
  );
  const put = await window.fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
  if (!put.ok) throw new Error(put.statusText || String(put.status));
  return voucherKey;
}
