import { BarChart, Panel } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardDetail, usedPercent } from '../../../components/card-detail/detail-model';
import { customerName } from '../../../lib/customer-name';
import { EMPTY, byteTicks, formatBytes, formatDate, formatDateTime } from '../../../lib/format';

function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-all text-slate-900" data-testid={testId}>
        {children || EMPTY}
      </dd>
    </div>
  );
}

/** Identity fields, plan and current cycle with a usage bar, and the last 30 days of usage as a chart. */
export function OverviewTab({ card }: { card: CardDetail }) {
  const { t } = useTranslation('card');
  const percent = usedPercent(card.cycle);
  const pending = card.pendingPlanChange;
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <Panel title={t('card.detail.overview.identity')} className="lg:col-span-2">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 p-5 md:grid-cols-3">
          <Field label={t('card.detail.fields.iccid')}>{card.iccid}</Field>
          <Field label={t('card.detail.fields.msisdn')} testId="field-msisdn">
            {card.msisdn}
          </Field>
          <Field label={t('card.detail.fields.imsi')} testId="field-imsi">
            {card.imsi}
          </Field>
          <Field label={t('card.detail.fields.imei')} testId="field-imei">
            {card.imei}
          </Field>
          <Field label={t('card.detail.fields.operator')}>{t(`operator.${card.operator}`)}</Field>
          <Field label={t('card.detail.fields.network')}>{t(`card.detail.network.${card.network}`)}</Field>
          <Field label={t('card.detail.fields.customer')}>
            {card.custId && customerName({ custId: card.custId, name: card.customerName })}
          </Field>
          <Field label={t('card.detail.fields.renewalMode')}>{t(`card.detail.renewalMode.${card.renewalMode}`)}</Field>
          <Field label={t('card.detail.fields.activatedAt')}>{card.activatedAt && formatDateTime(card.activatedAt)}</Field>
          <Field label={t('card.detail.fields.createdAt')}>{formatDateTime(card.createdAt)}</Field>
          <Field label={t('card.detail.fields.stateChangedAt')}>
            {card.stateChangedAt && formatDateTime(card.stateChangedAt)}
          </Field>
          <Field label={t('card.detail.fields.lastBatchId')}>{card.lastBatchId}</Field>
          <Field label={t('card.detail.fields.validPeriodEnd')}>{card.validPeriodEnd && formatDate(card.validPeriodEnd)}</Field>
          <Field label={t('card.detail.fields.remark')} testId="field-remark">
            {card.remark}
          </Field>
        </dl>
      </Panel>
      <Panel
        title={t('card.detail.overview.cycle')}
        description={t('card.detail.overview.cycleRange', {
          from: formatDate(`${card.cycle.startDay}T00:00:00+08:00`),
          to: formatDate(`${card.cycle.endDay}T00:00:00+08:00`),
        })}
      >
        <div className="space-y-4 p-5">
          <Field label={t('card.detail.fields.plan')} testId="field-plan">
            {card.plan ? `${card.plan.name} · ${t(`card.detail.planKind.${card.plan.kind}`)}` : card.goodsReleaseId}
          </Field>
          <div>
            <div
              // Decorative: the sentence below says the same in words.
              aria-hidden="true"
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className={`h-full rounded-full ${percent >= 90 ? 'bg-red-500' : percent >= 70 ? 'bg-amber-500' : 'bg-brand-600'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-2 text-sm text-slate-700" data-testid="cycle-usage">
              {t('card.detail.overview.usedOf', {
                used: formatBytes(card.cycle.usedBytes),
                total: formatBytes(card.cycle.totalBytes),
                percent,
              })}
            </p>
            <p className="text-xs text-slate-500">
              {t('card.detail.overview.remaining')}: {formatBytes(card.cycle.remainingBytes)}
            </p>
          </div>
          {pending && (
            <Field label={t('card.detail.fields.pendingPlan')} testId="pending-plan">
              {`${pending.goodsReleaseId} · ${t(`card.detail.pendingWhen.${pending.when}`, { date: formatDate(pending.effectiveAt) })}`}
            </Field>
          )}
          {card.eventPacks.length > 0 && (
            <Field label={t('card.detail.fields.eventPacks')} testId="event-packs">
              {card.eventPacks.map((p) => `${p.name} (${formatBytes(p.quotaBytes)}, ${formatDate(p.endsAt)})`).join('; ')}
            </Field>
          )}
        </div>
      </Panel>
      <Panel title={t('card.detail.overview.usage')} className="lg:col-span-3">
        <div className="p-5">
          <BarChart
            label={t('card.detail.overview.usage')}
            data={card.usage.map((u) => ({ label: u.day.slice(5).replace('-', '/'), value: u.bytes }))}
            formatValue={formatBytes}
            tickValues={byteTicks}
            labelHeader={t('card.detail.overview.day')}
            valueHeader={t('card.detail.overview.used')}
            height={220}
            data-testid="usage-chart"
          />
        </div>
      </Panel>
    </div>
  );
}
