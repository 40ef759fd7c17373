import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, cn } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../lib/form-rules';
import { formatActor, formatCny, formatDateTime } from '../../lib/format';
import { fenOf } from '../../lib/format';
import type { DetailDeclaration, DetailDialogProps, DetailFieldDeclaration, DetailPartProps } from '../detail-page';
import { FormDialog, ReasonDialog } from '../form-page';
import { auditRecharge, refundRecharge, voucherUrl } from './recharge-api';
import { RECHARGE_DETAIL, type RechargeRow, rechargeStateTones, timelineOf } from './recharge-model';

// A recharge's detail as a declaration over the shared detail page: the recharge, its audit and
// refunds, its voucher image (shown on request, behind rechargeDownload), a timeline of its states
// and, for finance, approve / reject (with a reason) / refund.

const f = (key: string) => `business.recharge.detail.fields.${key}`;
const isPlatform = (ctx: { scope: { side: string } }) => ctx.scope.side === 'platform';

const fields: DetailFieldDeclaration<RechargeRow>[] = [
  { key: 'rechargeId', label: f('rechargeId'), format: 'code', testId: 'recharge-detail-id' },
  {
    key: 'enterpriseName',
    label: f('enterprise'),
    value: (r) => r.enterpriseName ?? r.channelCustId,
    visible: (_r, ctx) => isPlatform(ctx),
  },
  { key: 'amount', label: f('amount'), format: 'money', testId: 'recharge-detail-amount' },
  { key: 'payMethod', label: f('payMethod'), enumLabel: 'business.recharge.payMethod', testId: 'recharge-detail-method' },
  { key: 'paidAt', label: f('paidAt'), format: 'dateTime' },
  {
    key: 'state',
    label: f('state'),
    state: { tones: rechargeStateTones, label: 'business.recharge.state', testId: 'recharge-detail-state' },
  },
  { key: 'rejectReason', label: f('rejectReason'), visible: (r) => r.state === 2, testId: 'recharge-detail-reject-reason' },
  {
    key: 'refundedAmount',
    label: f('refunded'),
    format: 'money',
    visible: (r) => r.state === 1,
    testId: 'recharge-detail-refunded',
  },
  { key: 'refundable', label: f('refundable'), format: 'money', visible: (r) => r.state === 1 },
  { key: 'createdAt', label: f('createdAt'), format: 'dateTime' },
  { key: 'createdBy', label: f('createdBy'), format: 'actor' },
  { key: 'auditedAt', label: f('auditedAt'), format: 'dateTime', visible: (r) => r.state !== 0 },
  { key: 'auditedBy', label: f('auditedBy'), format: 'actor', visible: (r) => r.state !== 0 },
  { key: 'remark', label: f('remark'), wide: true, visible: (r) => Boolean(r.remark) },
];

/** Spec §9: what a pending recharge waits for (offline remittances take 1–2 working days; finance audits within 2). */
function PendingNote({ record }: DetailPartProps<RechargeRow>) {
  const { t } = useTranslation('business');
  if (record.state !== 0) return null;
  return (
    <div
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="recharge-pending-note"
    >
      {record.payMethod === 2 || record.payMethod === 3 ? `${t('business.recharge.delays.remittance')} ` : ''}
      {t('business.recharge.delays.audit')}
    </div>
  );
}

/** The voucher image: loaded on request through a short-lived link (rechargeDownload), with a download link. */
function Voucher({ record, ctx }: DetailPartProps<RechargeRow>) {
  const { t } = useTranslation('business');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const allowed = ctx.session.permissions.includes(featureCodes.rechargeDownload);
  if (!record.hasVoucher) return <p className="text-sm text-slate-500">{t('business.recharge.voucher.none')}</p>;
  if (!allowed) return <p className="text-sm text-slate-500">{t('business.recharge.voucher.noPermission')}</p>;
  const show = async () => {
    try {
      setUrl((await voucherUrl(record.rechargeId)).url);
      setFailed(null);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="space-y-3" data-testid="recharge-voucher">
      {url ? (
        <>
          <img
            src={url}
            alt={t('business.recharge.voucher.alt')}
            className="max-h-80 rounded border border-slate-200"
            data-testid="recharge-voucher-image"
          />
          <a href={url} download className="text-sm text-brand-700 hover:underline" data-testid="recharge-voucher-download">
            {t('business.recharge.voucher.download')}
          </a>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void show()} data-testid="recharge-voucher-show">
          {t('business.recharge.voucher.show')}
        </Button>
      )}
      {failed && <p className="text-sm text-red-700">{failed}</p>}
    </div>
  );
}

/** Filed → reviewed / rejected (or awaiting the audit) → each refund. */
function Timeline({ record }: DetailPartProps<RechargeRow>) {
  const { t } = useTranslation('business');
  const steps = timelineOf(record);
  return (
    <ol className="space-y-3" data-testid="recharge-timeline">
      {steps.map((s, i) => (
        <li key={`${s.kind}-${i}`} className="flex gap-3" data-testid={`recharge-timeline-${s.kind}`}>
          <span
            className={cn(
              'mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full',
              s.kind === 'rejected' ? 'bg-red-500' : s.kind === 'awaiting' ? 'bg-amber-400' : 'bg-brand-600',
            )}
          />
          <div className="text-sm">
            <div className="font-medium text-slate-900">
              {t(`business.recharge.timeline.${s.kind}`, { amount: s.amount === undefined ? '' : formatCny(s.amount) })}
            </div>
            {s.at && (
              <div className="text-xs text-slate-500">
                {formatDateTime(s.at)} · {formatActor(s.by, t)}
              </div>
            )}
            {s.reason && <div className="text-xs text-slate-600">{s.reason}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}

function RejectDialog({ record, close, done }: DetailDialogProps<RechargeRow>) {
  const { t } = useTranslation('business');
  return (
    <ReasonDialog
      namespace="business"
      title={t('business.recharge.reject.title', { rechargeId: record.rechargeId })}
      description={t('business.recharge.reject.description')}
      confirmLabel={t('business.recharge.reject.confirm')}
      label="business.recharge.reject.reason"
      maxLength={200}
      rule={requiredText}
      run={(reason) => auditRecharge({ rechargeId: record.rechargeId, action: 'reject', reason })}
      done={t('business.recharge.reject.done')}
      onClose={close}
      onDone={done}
      testId="recharge-reject"
    />
  );
}

function RefundDialog({ record, close, done }: DetailDialogProps<RechargeRow>) {
  const { t } = useTranslation('business');
  return (
    <FormDialog<{ amount: string; reason: string }>
      namespace="business"
      tone="danger"
      title={t('business.recharge.refund.title', { rechargeId: record.rechargeId })}
      description={t('business.recharge.refund.description', { left: formatCny(record.refundable) })}
      confirmLabel={t('business.recharge.refund.confirm')}
      initial={{ amount: '', reason: '' }}
      fields={[
        {
          kind: 'text',
          name: 'amount',
          label: 'business.recharge.refund.amount',
          inputMode: 'decimal',
          required: true,
          testId: 'recharge-refund-amount',
        },
        {
          kind: 'textarea',
          name: 'reason',
          label: 'business.recharge.refund.reason',
          required: true,
          maxLength: 200,
          testId: 'recharge-refund-reason',
        },
      ]}
      validate={(d) => {
        const fen = fenOf(d.amount);
        return {
          amount:
            fen === null || fen === 0
              ? 'business.recharge.add.rules.amount'
              : fen > record.refundable
                ? { key: 'business.recharge.refund.over', values: { left: formatCny(record.refundable) } }
                : undefined,
        };
      }}
      confirm={(d) => ({
        title: t('business.recharge.refund.confirmTitle', { amount: formatCny(fenOf(d.amount) ?? 0) }),
        description: t('business.recharge.refund.confirmDescription'),
        confirmLabel: t('business.recharge.refund.confirm'),
        tone: 'danger',
        testId: 'recharge-refund-confirm',
      })}
      submit={(d) => refundRecharge({ rechargeId: record.rechargeId, amount: fenOf(d.amount) ?? 0, reason: d.reason.trim() })}
      done={() => t('business.recharge.refund.done')}
      fallbackField="amount"
      onClose={close}
      onDone={done}
      testId="recharge-refund-dialog"
    />
  );
}

/** A recharge's detail: /business/recharge/detail/:billId (billId = the recharge id). */
export const rechargeDetail: DetailDeclaration<RechargeRow> = {
  title: 'business.recharge.detail.title',
  heading: (r) => formatCny(r.amount),
  subtitle: (r, ctx) => (r ? `${ctx.t(`business.recharge.payMethod.${r.payMethod}`)} · ${r.rechargeId}` : undefined),
  source: RECHARGE_DETAIL,
  request: ({ params }) => (params.billId ? { rechargeId: params.billId } : null),
  notFound: 'business.recharge.detail.notFound',
  notFoundTestId: 'recharge-not-found',
  layout: 'grid',
  testId: 'recharge-detail',
  before: PendingNote,
  sections: [
    { id: 'recharge', title: 'business.recharge.detail.recharge', fields, columns: 2, wide: true, testId: 'recharge-section' },
    { id: 'voucher', title: 'business.recharge.detail.voucher', content: Voucher, testId: 'recharge-voucher-section' },
    { id: 'timeline', title: 'business.recharge.detail.timeline', content: Timeline, testId: 'recharge-timeline-section' },
  ],
  back: () => -1,
  actions: [
    {
      id: 'approve',
      label: 'business.recharge.approve.action',
      permission: featureCodes.rechargeAudit,
      visible: (r, ctx) => isPlatform(ctx) && r.state === 0,
      variant: 'primary',
      testId: 'recharge-approve',
      confirm: {
        tone: 'default',
        title: (r) => ['business.recharge.approve.title', { amount: formatCny(r.amount) }] as const,
        description: 'business.recharge.approve.description',
        run: (r) => auditRecharge({ rechargeId: r.rechargeId, action: 'approve' }),
        done: 'business.recharge.approve.done',
        dialogTestId: 'recharge-approve-confirm',
      },
    },
    {
      id: 'reject',
      label: 'business.recharge.reject.action',
      permission: featureCodes.rechargeAudit,
      visible: (r, ctx) => isPlatform(ctx) && r.state === 0,
      open: 'reject',
      variant: 'secondary',
      testId: 'recharge-reject',
    },
    {
      id: 'refund',
      label: 'business.recharge.refund.action',
      permission: featureCodes.rechargeRefund,
      visible: (r, ctx) => isPlatform(ctx) && r.state === 1 && r.refundable > 0,
      open: 'refund',
      variant: 'secondary',
      testId: 'recharge-refund',
    },
  ],
  dialogs: { reject: RejectDialog, refund: RefundDialog },
};
