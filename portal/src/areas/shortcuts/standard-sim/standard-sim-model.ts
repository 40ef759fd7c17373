import { featureCodes } from '@cmp/functions/platform/permissions';
import { checkIccidInput } from '../../../components/card-batch/batch-model';

/** Spec §5/§9: at most 10,000 cards selected per operation. */
export const STANDARD_SIM_MAX_CARDS = 10_000;
/** Spec §10 mode types: 00 standard, 01 professional, 02 standard Plus. */
export const EDITIONS = ['00', '01', '02'] as const;
export type Edition = (typeof EDITIONS)[number];
/** The feature code of standard-SIM batches (docs/decisions.md "Cards: standard-SIM batches"). */
export const STANDARD_SIM_CODE = featureCodes.standardSim;

/** The pasted ICCIDs and the message key of their first problem (null: they can be sent). */
export const checkStandardSimInput = (text: string) => checkIccidInput(text, STANDARD_SIM_MAX_CARDS, 'shortcuts.standardSim');

/** The detail of a standard-SIM batch; `state` filters its card results (the route's `:state?`). */
export function standardSimDetailPath(
  batchId: string,
  channelCustId: string,
  platform: boolean,
  state?: 'succeeded' | 'failed',
): string {
  const path = `/shortcuts/standardsim/detail/${encodeURIComponent(batchId)}${state ? `/${state}` : ''}`;
  return platform ? `${path}?channelCustId=${encodeURIComponent(channelCustId)}` : path;
}
