import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button } from '@cmp/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListContext } from '../../../components/list-page';
import { formatCny, formatDateTime, formatMonth } from '../../../lib/format';
import { type CycleView, cycleDetail, startCycle } from './write-off-api';
import { MONTH, lastEndedMonth } from './write-off-model';

/** How often a running cycle is read again. */
export const CYCLE_POLL_MS = 2000;
const k = (key: string) => `financial.writeOff.cycle.${key}`;

interface Draft {
  month: string;
}

/**
 * The platform's part of the write-off screen: the last cycle's result and a button running the cycle
 * of a month (confirmed first). The list reloads once a run ends.
 */
export function CyclePanel({ ctx }: { ctx: ListContext }) {
  const { t } = useTranslation('financial');
  const [cycle, setCycle] = useState<CycleView | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // The cycle is the platform's (its routes answer 403 to anyone else): an enterprise never reads it.
  const may = ctx.scope.platform && ctx.session.permissions.includes(featureCodes.writeOff);
  const read = useCallback(async () => setCycle((await cycleDetail()) ?? null), []);
  useEffect(() => {
    if (may) void read().catch(() => setCycle(null));
  }, [may, read]);
  useEffect(() => {
    if (cycle?.status !== 'processing') return;
    const timer = setTimeout(() => {
      void read().then(() => ctx.reload());
    }, CYCLE_POLL_MS);
    return () => clearTimeout(timer);
  }, [cycle, read, ctx]);
  if (!may) return null;
  const fields: DialogField<Draft>[] = [
    { kind: 'text', name: 'month', label: k('month'), hint: k('monthHint'), maxLength: 7, testId: 'write-off-cycle-month' },
  ];
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="write-off-cycle">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1 text-sm">
          <h2 className="font-medium text-slate-900">{t(k('title'))}</h2>
          {cycle === undefined ? null : cycle === null ? (
            <p className="text-slate-500">{t(k('none'))}</p>
          ) : (
            <div data-testid="write-off-cycle-last">
              <p className="text-slate-700">
                {t(k('last'), { month: formatMonth(cycle.month), run: cycle.run, status: t(k(`status.${cycle.status}`)) })}
              </p>
              {cycle.counts && (
                <p className="text-slate-600" data-testid="write-off-cycle-counts">
                  {t(k('counts'), { ...cycle.counts, amount: formatCny(cycle.counts.amount) })}
                </p>
              )}
              <p className="text-xs text-slate-500">
                {t(k('startedBy'), { by: cycle.startedBy, at: formatDateTime(cycle.createdAt) })}
              </p>
            </div>
          )}
          <p className="text-xs text-slate-500">{t(k('schedule'))}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          disabled={cycle?.status === 'processing'}
          data-testid="write-off-cycle-start"
        >
          {t(k('start'))}
        </Button>
      </div>
      {open && (
        <FormDialog<Draft, undefined, CycleView>
          namespace="financial"
          title={t(k('start'))}
          confirmLabel={t(k('start'))}
          initial={{ month: lastEndedMonth(new Date()) }}
          fields={fields}
          validate={(d) => ({ month: MONTH.test(d.month.trim()) ? undefined : k('rules.month') })}
          confirm={(d) => ({
            title: t(k('confirmTitle'), { month: d.month.trim() }),
            description: t(k('confirmDescription')),
            confirmLabel: t(k('start')),
            testId: 'write-off-cycle-confirm',
          })}
          submit={(d) => startCycle(d.month.trim())}
          done={(c) => t(k('started'), { month: c.month })}
          fallbackField="month"
          onClose={() => setOpen(false)}
          onDone={(c) => {
            setOpen(false);
            setCycle(c);
          }}
          testId="write-off-cycle-dialog"
        />
      )}
    </section>
  );
}
