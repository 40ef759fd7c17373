import type { JobStatus } from '@cmp/functions/contracts';
import { StateBadge, type StateTone } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';

/** The tone of a job's (or one result's) state: every job passes through the same three. */
export const jobTones: Record<JobStatus, StateTone> = { processing: 'blue', succeeded: 'green', failed: 'red' };

/** A job's progress: a bar and its percentage, named for assistive technology. */
export function ProgressBar({ percent, testId }: { percent: number; testId?: string }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-2">
      <progress
        max={100}
        value={value}
        aria-label={t('dataList.progressLabel', { percent: value })}
        data-testid={testId}
        className="h-2 w-full min-w-24 appearance-none overflow-hidden rounded-full bg-slate-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
      />
      <span className="text-xs tabular-nums text-slate-500">{value}%</span>
    </div>
  );
}

export interface JobStatusCellProps {
  job: { status: JobStatus; progress: number; failureReason?: string };
  /** The label of a state is `<label>.<status>`. */
  label: string;
  testId?: string;
  /** Also say why it failed (a list without a detail page). */
  showFailure?: boolean;
}

/** A job's state in a list: its badge and, while it runs, its progress (the element carries `data-status`). */
export function JobStatusCell({ job, label, testId, showFailure }: JobStatusCellProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-32 flex-col gap-1" data-testid={testId} data-status={job.status}>
      <span>
        <StateBadge tone={jobTones[job.status]}>{t(`${label}.${job.status}`)}</StateBadge>
      </span>
      {job.status === 'processing' && <ProgressBar percent={job.progress} />}
      {showFailure && job.failureReason && <span className="text-xs text-red-600">{job.failureReason}</span>}
    </div>
  );
}
