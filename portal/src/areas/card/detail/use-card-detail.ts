import useSWR from 'swr';
import { api } from '../../../app/services';
import type { ApiError } from '../../../lib/api';
import type { CardDetail, PlanOption } from './detail-model';

// Data of the card detail page; SWR keys are [path, body] (see app/services.ts).

export interface CardRef {
  iccid: string;
  channelCustId?: string;
}
export interface SessionRow {
  startedAt: string;
  endedAt: string | null;
  bytes: number;
  apn: string;
  ratType: number;
}
export interface SmsRecord {
  smsId: string;
  content: string;
  state: 'sending' | 'submitted' | 'sent' | 'failed';
  at: string;
  by: string;
}
export interface LogEntry {
  at: string;
  action: string;
  detail: Record<string, string | number | null>;
  by: string;
}
export interface Diagnosis {
  iccid: string;
  msisdn: string;
  operator: string;
  channelCustId: string;
  state: number;
  stateLabel: string;
  operatorStatus: { code: string; label: string };
  network: 'allowed' | 'blocked';
  online: boolean | null;
  cycle: CardDetail['cycle'];
  advice: { code: string; level: 'ok' | 'info' | 'warning' | 'error'; message: string }[];
}

export const SMS_LIST = '/cmp/sim/card/sms/list';
export const CARD_LOG = '/cmp/sim/card/log';
const body = (ref: CardRef) => ({ iccid: ref.iccid, ...(ref.channelCustId ? { channelCustId: ref.channelCustId } : {}) });

export const useCardDetail = (ref: CardRef) =>
  useSWR<CardDetail, ApiError>(['/cmp/sim/card/detail', body(ref)], { shouldRetryOnError: false });
export const useSessions = (ref: CardRef) =>
  useSWR<{ online: boolean; sessions: SessionRow[] }, ApiError>(['/cmp/sim/card/sessions', body(ref)]);
export const usePlans = (ref: CardRef, enabled: boolean) =>
  useSWR<PlanOption[], ApiError>(enabled ? ['/cmp/sim/card/plans', body(ref)] : null);

/** The single-card actions; each answers the card's fresh detail (SMS: the record). Errors are shown by the caller. */
export const cardActions = {
  update: (ref: CardRef, input: { remark?: string; imei?: string }) =>
    api.post<CardDetail>('/cmp/sim/card/update', { ...body(ref), ...input }, { silent: true }),
  changeState: (ref: CardRef, targetState: number) =>
    api.post<CardDetail>('/cmp/sim/card/changeState', { ...body(ref), targetState }, { silent: true }),
  network: (ref: CardRef, action: 'allow' | 'block') =>
    api.post<CardDetail>('/cmp/sim/card/network', { ...body(ref), action }, { silent: true }),
  renew: (ref: CardRef, periods: number) =>
    api.post<CardDetail>('/cmp/sim/card/renew', { ...body(ref), periods }, { silent: true }),
  changePackage: (ref: CardRef, goodsReleaseId: string) =>
    api.post<CardDetail>('/cmp/sim/card/changePackage', { ...body(ref), goodsReleaseId }, { silent: true }),
  orderPackage: (ref: CardRef, goodsReleaseId: string) =>
    api.post<CardDetail>('/cmp/sim/card/orderPackage', { ...body(ref), goodsReleaseId }, { silent: true }),
  sendSms: (ref: CardRef, content: string) =>
    api.post<SmsRecord>('/cmp/sim/card/sms/send', { ...body(ref), content }, { silent: true }),
};

export const diagnoseCard = (ref: CardRef) => api.post<Diagnosis>('/cmp/sim/card/diagnose', body(ref), { silent: true });
