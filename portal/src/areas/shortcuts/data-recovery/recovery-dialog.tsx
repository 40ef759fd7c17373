import { api } from '../../../app/services';
import { IccidBatchDialog } from '../../../components/card-batch/iccid-batch-dialog';
import { checkRecoveryInput, recoveryDetailPath } from './recovery-model';

const startRecovery = (iccids: string[], channelCustId?: string) =>
  api.call('batch.recover', { iccids, ...(channelCustId ? { channelCustId } : {}) }, { silent: true });

/**
 * A new data recovery: ICCIDs pasted (≤ 1000), checked here, confirmed, then sent. The server checks
 * every card (only unallocated ones, in a recoverable state) and answers which one stops it.
 */
export function RecoveryDialog({ onClose }: { onClose: () => void }) {
  return (
    <IccidBatchDialog
      ns="shortcuts.dataRecovery"
      testId="recovery"
      check={checkRecoveryInput}
      start={startRecovery}
      detailPath={recoveryDetailPath}
      onClose={onClose}
    />
  );
}
