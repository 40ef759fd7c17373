import type { ResponseOf, RouteId } from '@cmp/functions/contracts';
import { areaCodes } from '@cmp/functions/platform/permissions';
import type { StateTone } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { detailPath } from '../../../components/card-list/card-list-model';
import { formatCny, orEmpty } from '../../../lib/format';
import type { SessionSnapshot } from '../../../lib/session';

export const ALARM_LIST = 'autorule.alarmList' satisfies RouteId;
export const ALARM_DETAIL = 'autorule.alarmDetail' satisfies RouteId;

/** One firing of a rule as the server answers it (docs: the alarm log contract). */
export type AlarmRow = ResponseOf<'autorule.alarmList'>['items'][number];
export type AlarmAction = AlarmRow['actions'][number];
export type DeliveryStatus = AlarmAction['status'];

export const alarmListPath = '/autorule/alarm-list/list';
export const alarmDetailPath = (alarmId: string, query = '') => `/autorule/alarm-list/detail/${alarmId}${query}`;

/** The delivery filter: every action went (`ok`) or one failed or was dead-lettered. */
export const deliveryFilters = ['ok', 'failed'] as const;
export const deliveryStatuses: readonly DeliveryStatus[] = [
  'pending',
  'sent',
  'done',
  'failed',
  'deadLettered',
  'refused',
  'skipped',
];
export const deliveryTones: Record<DeliveryStatus, StateTone> = {
  pending: 'amber',
  sent: 'green',
  done: 'green',
  failed: 'red',
  deadLettered: 'red',
  refused: 'red',
  skipped: 'slate',
};

/** One observed value or threshold in the alarm's unit, in words (MB, %, yuan, days, a card state). */
export function amountInWords(n: number | null | undefined, unit: AlarmRow['unit'], t: TFunction): string {
  if (n === null || n === undefined) return orEmpty(null);
  switch (unit) {
    case 'MB':
      return `${n} MB`;
    case 'percent':
      return `${n}%`;
    case 'fen':
      return formatCny(n);
    case 'days':
      return t('autorule.alarm.days', { count: n });
    case 'state':
      return t(`cardState.${n}`);
    default:
      return String(n);
  }
}

/** The value against the threshold ("512 MB, threshold 500 MB"; a state change "Active → Deactivated"). */
export function valueInWords(a: AlarmRow, t: TFunction): string {
  if (a.fromState !== undefined && a.toState !== undefined)
    return t('autorule.alarm.stateChange', { from: t(`cardState.${a.fromState}`), to: t(`cardState.${a.toState}`) });
  const value = amountInWords(a.value, a.unit, t);
  if (a.threshold === null) return value;
  return t('autorule.alarm.vs', { value, threshold: amountInWords(a.threshold, a.unit, t) });
}

/** What the alarm fired for: a card (ICCID), a pool, the enterprise's funds or a contract. */
/** What fired, in words: a card or pool by its id, an enterprise's funds by its name. */
export const targetLabel = (a: AlarmRow, t: TFunction) =>
  t(`autorule.alarm.scopes.${a.scope}`, { id: a.scope === 'funds' ? (a.enterpriseName ?? a.scopeId) : a.scopeId });

/** The card detail page of a card alarm, when the session may open card pages (else no link). */
export function cardLink(a: AlarmRow, session: SessionSnapshot, platform: boolean): string {
  if (a.scope !== 'card' || !session.permissions.includes(areaCodes.card)) return '';
  return detailPath(a.scopeId, a.channelCustId, platform);
}

/** Whether any action failed or was dead-lettered (the list's "failed" delivery filter). */
export const anyFailed = (a: Pick<AlarmRow, 'actions'>) =>
  a.actions.some((x) => x.status === 'failed' || x.status === 'deadLettered');
