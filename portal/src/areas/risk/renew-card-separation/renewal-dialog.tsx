import { jobViews } from '@cmp/functions/contracts';
import { api } from '../../../app/services';
import { IccidBatchDialog } from '../../../components/card-batch/iccid-batch-dialog';
import { checkRenewalInput, renewalDetailPath } from './renewal-model';

const startRenewal = (iccids: string[], channelCustId?: string) =>
  api.call('risk-renewal.submit', { iccids, ...(channelCustId ? { channelCustId } : {}) }, { silent: true });

/**
 * A new separation renewal: ICCIDs pasted or read from a .txt/.csv file (at most 10,000), checked
 * here, confirmed, then sent. Each card is decided when the batch runs: only separated telecom cards,
 * at most twice a month; the others fail with their reason.
 */
export function RenewalDialog({ onClose }: { onClose: () => void }) {
  return (
    <IccidBatchDialog
      ns="risk.renewal.form"
      testId="renewal"
      check={checkRenewalInput}
      file
      listRoute={jobViews.renewal.routes.list}
      start={startRenewal}
      detailPath={renewalDetailPath}
      onClose={onClose}
    />
  );
}
