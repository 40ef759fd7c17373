import { checkIccidInput } from '../../../components/card-batch/batch-model';

/** Spec §5/§9: data recovery takes at most 1000 cards per operation. */
export const RECOVER_MAX_CARDS = 1000;

/** The pasted ICCIDs and the message key of their first problem (null when they can be sent). */
export const checkRecoveryInput = (text: string) => checkIccidInput(text, RECOVER_MAX_CARDS, 'shortcuts.dataRecovery');

/** The detail of a data recovery (the `:state` segment is the target state: stock, 63). */
export function recoveryDetailPath(batchId: string, channelCustId: string, platform: boolean): string {
  const path = `/shortcuts/data-recovery/detail/${encodeURIComponent(batchId)}/63`;
  return platform ? `${path}?channelCustId=${encodeURIComponent(channelCustId)}` : path;
}
