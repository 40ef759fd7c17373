import type { EuiccProfileState, ProfileAction, RouteId } from '@cmp/functions/contracts';
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

export interface EuiccProfile {
  profileIccid: string;
  operator: string;
  state: ProfileState;
  stateLabel: string;
  stateAt?: string;
  actions: ProfileAction[];
}

export interface EuiccCard {
  eid: string;
  iccid: string;
  msisdn: string;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  channelCustId: string;
  custId: string | null;
  state: number;
  stateLabel: string;
  enabledProfile: string | null;
  profiles: EuiccProfile[];
}

export const profileOperation = (action: ProfileAction, body: { iccid: string; profileIccid: string; channelCustId?: string }) =>
  api.call(`euicc.${action}`, body, { silent: true });
