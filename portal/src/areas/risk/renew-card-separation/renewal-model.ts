// Types and pure rules of the separation renewal screens (docs/api.md "Separation renewals").
import type { ResponseOf } from '@cmp/functions/contracts';
import { checkIccidInput } from '../../../components/card-batch/batch-model';

/** Spec §5: at most 10,000 rows per operation (the server refuses more whole). */
export const RENEWAL_MAX_ROWS = 10_000;

/** A renewal batch as the list answers it. */
export type Renewal = ResponseOf<'risk-renewal.list'>['items'][number];
/** A renewal batch as its detail answers it. */
export type RenewalDetail = ResponseOf<'risk-renewal.detail'>;
/** One card's outcome, its reason worded in the reader's language. */
export type RenewalResult = RenewalDetail['results'][number];

/** The pasted or read ICCIDs and the message key of their first problem (null when they can be sent). */
export const checkRenewalInput = (text: string, fromFile = false) =>
  checkIccidInput(text, RENEWAL_MAX_ROWS, 'risk.renewal.form', fromFile);

/** The detail of a renewal batch; platform users carry its enterprise. */
export function renewalDetailPath(batchId: string, channelCustId: string, platform: boolean): string {
  const path = `/risk/renewCardSeparation/detail/${encodeURIComponent(batchId)}`;
  return platform ? `${path}?channelCustId=${encodeURIComponent(channelCustId)}` : path;
}
