import { StateBadge } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { type Batch, statusTone } from './batch-model';

/** A batch's status pill and, while it runs, a progress bar with its percentage. */
export function BatchStatusCell({ batch, testId }: { batch: Pick<Batch, 'status' | 'progress'>; testId?: string }) {
  const { t } = useTranslation(['card', 'shortcuts']);
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <span data-testid={testId}>
        <StateBadge tone={statusTone(batch.status)}>{t(`card.batch.status.${batch.status}`)}</StateBadge>
      </span>
      {batch.status === 'processing' && <ProgressBar percent={batch.progress} />}
    </div>
  );
}

export function ProgressBar({ percent, testId }: { percent: number; testId?: string }) {
  const { t } = useTranslation(['card', 'shortcuts']);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-2">
      <progress
        max={100}
        value={value}
        aria-label={t('card.batch.progressLabel', { percent: value })}
        data-testid={testId}
        className="h-2 w-full min-w-24 appearance-none overflow-hidden rounded-full bg-slate-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
      />
      <span className="text-xs tabular-nums text-slate-500">{value}%</span>
    </div>
  );
}
