import { StateBadge } from '@cmp/ui-kit';
import type { TFunction } from 'i18next';
import { type AlarmAction, deliveryTones } from './alarm-model';

const k = (key: string) => `autorule.${key}`;

/** One action by its push-type name with its delivery status as a badge. */
export function ActionStatus({ action, t, testId }: { action: AlarmAction; t: TFunction; testId?: string }) {
  return (
    <span className="inline-flex items-center gap-1" data-testid={testId} data-state={action.status}>
      <span>{t(k(`pushTypes.${action.type}`))}</span>
      <StateBadge tone={deliveryTones[action.status]}>{t(k(`alarm.statuses.${action.status}`))}</StateBadge>
    </span>
  );
}

/** The actions of a firing, one under the other. */
export function ActionStatuses({ actions, t, testId }: { actions: readonly AlarmAction[]; t: TFunction; testId: string }) {
  return (
    <span className="flex flex-col gap-1" data-testid={testId}>
      {actions.map((a, i) => (
        <ActionStatus key={`${a.type}-${i}`} action={a} t={t} />
      ))}
    </span>
  );
}
