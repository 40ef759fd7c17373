import { Button, Dialog, Select, StateBadge, Table, type TableColumn } from '@cmp/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDialogProps } from '../../../../components/list-page';
import { isApiError } from '../../../../lib/api';
import { formatCny, formatCount, formatDateTime, formatMonth, orEmpty } from '../../../../lib/format';
import { billRunDetail, dryRunBills, runBills } from '../bill-api';
import {
  type BillRow,
  type BillRunView,
  CALENDARS,
  type Calendar,
  type DryRunBill,
  lastEndedCycle,
  recentCycles,
  runTones,
} from '../bill-model';

/** How often a running bill run is read again. */
export const RUN_POLL_MS = 1000;

interface Draft {
  channelCustId: string;
  cycle: string;
  calendar: Calendar;
}
interface Refusal {
  field?: string;
  msg: string;
}

const refusalOf = (e: unknown): Refusal =>
  isApiError(e) ? { field: e.field ?? undefined, msg: e.msg } : { msg: e instanceof Error ? e.message : String(e) };

function Preview({ bills, ratedCards }: { bills: DryRunBill[]; ratedCards: number }) {
  const { t } = useTranslation('billing');
  const columns: TableColumn<DryRunBill>[] = [
    { key: 'payer', header: t('billing.bill.list.columns.payer'), cell: (b) => b.customerName ?? b.enterpriseName },
    { key: 'kind', header: t('billing.bill.run.kind'), cell: (b) => t(`billing.bill.kind.${b.kind}`) },
    {
      key: 'cards',
      header: t('billing.bill.list.columns.cards'),
      align: 'end',
      cell: (b) => formatCount(b.totals.cardCount),
      className: 'tabular-nums',
    },
    {
      key: 'amount',
      header: t('billing.bill.list.columns.amount'),
      align: 'end',
      cell: (b) => formatCny(b.totals.amount),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'tax',
      header: t('billing.bill.list.columns.tax'),
      align: 'end',
      cell: (b) => formatCny(b.totals.tax),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'total',
      header: t('billing.bill.list.columns.total'),
      align: 'end',
      cell: (b) => formatCny(b.totals.total),
      className: 'tabular-nums whitespace-nowrap font-medium',
    },
  ];
  return (
    <div className="space-y-2" data-testid="bill-dry-run">
      <p className="text-sm font-medium text-slate-700">
        {t('billing.bill.run.dryRunTitle', { cards: formatCount(ratedCards) })}
      </p>
      {bills.length ? (
        <Table caption={t('billing.bill.run.dryRun')} columns={columns} rows={bills} rowKey={(b) => b.billId} />
      ) : (
        <p className="text-sm text-slate-500">{t('billing.bill.run.dryRunEmpty')}</p>
      )}
    </div>
  );
}

function RunStatus({ run, started }: { run: BillRunView; started: boolean }) {
  const { t } = useTranslation('billing');
  const rated = formatCount(run.ratedCards);
  return (
    <div className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="bill-run-status">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge tone={runTones[run.status]} data-testid="bill-run-state">
          {t(`billing.bill.run.status.${run.status}`)}
        </StateBadge>
        <span className="text-slate-600 tabular-nums">
          {/* The expected count is the enterprise's card counter: an upper bound, shown while the run goes on. */}
          {run.status === 'processing' && run.expectedCards
            ? t('billing.bill.run.progress', { rated, expected: formatCount(run.expectedCards) })
            : t('billing.bill.run.ratedOnly', { rated })}
        </span>
      </div>
      {!started && run.status === 'succeeded' && <p className="text-slate-600">{t('billing.bill.run.alreadyRun')}</p>}
      {started && run.status === 'succeeded' && (
        <p className="text-slate-700">{t('billing.bill.run.written', { count: run.billIds.length })}</p>
      )}
      {run.status === 'failed' && (
        <p className="text-red-700">{t('billing.bill.run.failure', { cause: orEmpty(run.failureCause) })}</p>
      )}
      <p className="text-xs text-slate-500">
        {t('billing.bill.run.startedBy', { by: run.startedBy, at: formatDateTime(run.createdAt) })}
      </p>
    </div>
  );
}

/**
 * The platform's bill run for one enterprise, cycle and calendar: a dry run shows the bills it would
 * write; Run starts it, follows it until it ends and re-reads the list (on the run's enterprise).
 */
export function RunDialog({ ctx, close }: ListDialogProps<BillRow>) {
  const { t } = useTranslation('billing');
  const cycles = useMemo(() => recentCycles(new Date()), []);
  const [draft, setDraft] = useState<Draft>({
    channelCustId: ctx.scope.channelCustId,
    cycle: lastEndedCycle(new Date()),
    calendar: 'month',
  });
  const [busy, setBusy] = useState<'dryRun' | 'run' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [preview, setPreview] = useState<{ bills: DryRunBill[]; ratedCards: number } | null>(null);
  const [run, setRun] = useState<{ view: BillRunView; started: boolean; ref: Draft } | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setPreview(null);
    setRefusal(null);
  };
  const missing = !draft.channelCustId;
  // The list's context changes with every render of the list; the poll reads the latest.
  const list = useRef(ctx);
  list.current = ctx;

  const dryRun = async () => {
    if (missing) return setRefusal({ field: 'channelCustId', msg: t('billing.bill.run.chooseEnterprise') });
    setBusy('dryRun');
    setRefusal(null);
    try {
      const answer = await dryRunBills(draft);
      setPreview({ bills: answer.bills, ratedCards: answer.ratedCards });
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(null);
    }
  };
  const start = async () => {
    if (missing) return setRefusal({ field: 'channelCustId', msg: t('billing.bill.run.chooseEnterprise') });
    setBusy('run');
    setRefusal(null);
    try {
      const answer = await runBills(draft);
      setRun({ view: answer.run, started: answer.started, ref: draft });
      if (answer.run.status !== 'processing') ctx.reload();
    } catch (e) {
      setRefusal(refusalOf(e));
    } finally {
      setBusy(null);
    }
  };

  // Follows a started run until it ends, then shows its bills in the list (on the run's enterprise).
  useEffect(() => {
    if (!run || run.view.status !== 'processing') return;
    const timer = setTimeout(async () => {
      try {
        const view = await billRunDetail(run.ref);
        setRun((r) => r && { ...r, view });
        if (view.status === 'processing') return;
        const { scope, reload } = list.current;
        if (scope.platform && run.ref.channelCustId !== scope.channelCustId) scope.choose(run.ref.channelCustId);
        reload();
      } catch (e) {
        setRefusal(refusalOf(e));
        setRun((r) => r && { ...r, view: { ...r.view, status: 'failed' } });
      }
    }, RUN_POLL_MS);
    return () => clearTimeout(timer);
  }, [run]);

  const fieldError = (field: string) => (refusal?.field === field ? refusal.msg : undefined);
  const notice = refusal && !['channelCustId', 'cycle', 'calendar'].includes(refusal.field ?? '') ? refusal.msg : null;
  const locked = run !== null || busy !== null;

  return (
    <Dialog
      open
      size="lg"
      onClose={close}
      title={t('billing.bill.run.title')}
      description={t('billing.bill.run.description')}
      confirmLabel={run ? t('billing.bill.run.close') : t('billing.bill.run.start')}
      cancelLabel={run ? undefined : t('dataList.cancel')}
      onConfirm={run ? close : start}
      loading={busy === 'run'}
      data-testid="bill-run-dialog"
    >
      <div className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Select
            className="sm:col-span-2"
            label={t('billing.bill.run.enterprise')}
            options={(ctx.scope.enterprises ?? []).map((e) => ({
              value: e.channelCustId,
              label: `${e.name} (${e.channelCustId})`,
            }))}
            value={draft.channelCustId || null}
            placeholder={t('billing.bill.run.chooseEnterprise')}
            onChange={(channelCustId) => set({ channelCustId })}
            error={fieldError('channelCustId')}
            disabled={locked}
            data-testid="bill-run-enterprise"
          />
          <Select
            label={t('billing.bill.run.cycle')}
            options={cycles.map((c) => ({ value: c, label: formatMonth(c) }))}
            value={draft.cycle}
            onChange={(cycle) => set({ cycle })}
            error={fieldError('cycle')}
            disabled={locked}
            data-testid="bill-run-cycle"
          />
          <Select<Calendar>
            label={t('billing.bill.run.calendar')}
            options={CALENDARS.map((c) => ({ value: c, label: t(`billing.bill.calendar.${c}`) }))}
            value={draft.calendar}
            onChange={(calendar) => set({ calendar })}
            error={fieldError('calendar')}
            disabled={locked}
            data-testid="bill-run-calendar"
          />
        </div>
        {notice && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {notice}
          </p>
        )}
        {!run && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={() => void dryRun()}
              loading={busy === 'dryRun'}
              disabled={busy === 'run'}
              data-testid="bill-dry-run-button"
            >
              {t('billing.bill.run.dryRun')}
            </Button>
            <span className="text-sm text-slate-500">{t('billing.bill.run.dryRunHint')}</span>
          </div>
        )}
        {preview && !run && <Preview bills={preview.bills} ratedCards={preview.ratedCards} />}
        {run && <RunStatus run={run.view} started={run.started} />}
      </div>
    </Dialog>
  );
}
