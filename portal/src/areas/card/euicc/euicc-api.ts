import { featureCodes } from '@cmp/functions/platform/permissions';
import { api } from '../../../app/services';

// Calls of the eUICC screens; SWR keys are [path, body] (see app/services.ts).

export const EUICC_LIST = '/cmp/sim/euicc/list';
export const EUICC_DETAIL = '/cmp/sim/euicc/detail';

export type ProfileAction = 'download' | 'enable' | 'disable';
export const profileStates = [
  'unbound',
  'bound',
  'occupied',
  'downloading',
  'downloaded',
  'download-failed',
  'enabling',
  'enabled',
  'enable-failed',
  'disabling',
  'disabled',
  'disable-failed',
] as const;
export type ProfileState = (typeof profileStates)[number];

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
  api.post<EuiccCard>(`/cmp/sim/euicc/profile/${action}`, body, { silent: true });
