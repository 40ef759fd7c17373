import type { CardLogEntry, LifecycleState, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../app/services';
import { useRoute } from '../../lib/use-route';

// Data of the card detail page; SWR keys are [route id, body] (see app/services.ts).

export interface CardRef {
  iccid: string;
  channelCustId?: string;
}
export type SessionRow = ResponseOf<'card-detail.sessions'>['sessions'][number];
export type SmsRecord = ResponseOf<'card-detail.smsList'>['items'][number];
export type LogEntry = CardLogEntry;
export type Diagnosis = ResponseOf<'card-detail.diagnose'>;

export const SMS_LIST = 'card-detail.smsList' satisfies RouteId;
export const CARD_LOG = 'card-detail.log' satisfies RouteId;
const body = (ref: CardRef) => ({ iccid: ref.iccid, ...(ref.channelCustId ? { channelCustId: ref.channelCustId } : {}) });

export const useCardDetail = (ref: CardRef) => useRoute('card-detail.detail', body(ref), { shouldRetryOnError: false });
export const useSessions = (ref: CardRef) => useRoute('card-detail.sessions', body(ref));
export const usePlans = (ref: CardRef, enabled: boolean) => useRoute('card-detail.plans', enabled ? body(ref) : null);

/** The single-card actions; each answers the card's fresh detail (SMS: the record). Errors are shown by the caller. */
export const cardActions = {
  update: (ref: CardRef, input: { remark?: string; imei?: string }) =>
    api.call('card-detail.update', { ...body(ref), ...input }, { silent: true }),
  changeState: (ref: CardRef, targetState: LifecycleState) =>
    api.call('card-detail.changeState', { ...body(ref), targetState }, { silent: true }),
  network: (ref: CardRef, action: 'allow' | 'block') =>
    api.call('card-detail.network', { ...body(ref), action }, { silent: true }),
  renew: (ref: CardRef, periods: number) => api.call('card-detail.renew', { ...body(ref), periods }, { silent: true }),
  changePackage: (ref: CardRef, goodsReleaseId: string) =>
    api.call('card-detail.changePackage', { ...body(ref), goodsReleaseId }, { silent: true }),
  orderPackage: (ref: CardRef, goodsReleaseId: string) =>
    api.call('card-detail.orderPackage', { ...body(ref), goodsReleaseId }, { silent: true }),
  sendSms: (ref: CardRef, content: string) => api.call('card-detail.smsSend', { ...body(ref), content }, { silent: true }),
};

export const diagnoseCard = (ref: CardRef) => api.call('card-detail.diagnose', body(ref), { silent: true });
