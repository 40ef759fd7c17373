import type { EuiccProfileState, ProfileAction, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { api } from '../../../app/services';

// Calls of the eUICC screens; SWR keys are [route id, body] (see app/services.ts).

export const EUICC_LIST = 'euicc.list' satisfies RouteId;
export const EUICC_DETAIL = 'euicc.detail' satisfies RouteId;

export { type ProfileAction, profileStates } from '@cmp/functions/contracts';
export type ProfileState = EuiccProfileState;

/** Permission code of each profile operation (docs/decisions.md "Cards: eUICC"). */
export const actionCodes: Record<ProfileAction, string> = {
  download: featureCodes.euicc1,
  enable: featureCodes.euicc2,
  disable: featureCodes.euicc3,
};

export type EuiccProfile = EuiccCard['profiles'][number];

export type EuiccCard = ResponseOf<'euicc.detail'>;

export const profileOperation = (action: ProfileAction, body: { iccid: string; profileIccid: string; channelCustId?: string }) =>
  api.call(`euicc.${action}`, body, { silent: true });
