import { BarChart, Panel } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardDetail, usedPercent } from '../../../components/card-detail/detail-model';
import { type DetailFieldDeclaration, DetailFields, useDetailContext } from '../../../components/detail-page';
import { customerName } from '../../../lib/customer-name';
import { EMPTY, byteTicks, formatBytes, formatDate } from '../../../lib/format';

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

const field = (key: string) => `card.detail.fields.${key}`;
/** The card's identity, declared as a detail page's fields. */
const identity: DetailFieldDeclaration<CardDetail>[] = [
  { key: 'iccid', label: field('iccid') },
  { key: 'msisdn', label: field('msisdn'), testId: 'field-msisdn' },
  { key: 'imsi', label: field('imsi'), testId: 'field-imsi' },
  { key: 'imei', label: field('imei'), testId: 'field-imei' },
  { key: 'operator', label: field('operator'), enumLabel: 'operator' },
  { key: 'network', label: field('network'), enumLabel: 'card.detail.network' },
  {
    key: 'customer',
    label: field('customer'),
    value: (card) => card.custId && customerName({ custId: card.custId, name: card.customerName }),
  },
  { key: 'renewalMode', label: field('renewalMode'), enumLabel: 'card.detail.renewalMode' },
  { key: 'activatedAt', label: field('activatedAt'), format: 'dateTime' },
  { key: 'createdAt', label: field('createdAt'), format: 'dateTime' },
  { key: 'stateChangedAt', label: field('stateChangedAt'), format: 'dateTime' },
  { key: 'lastBatchId', label: field('lastBatchId') },
  { key: 'validPeriodEnd', label: field('validPeriodEnd'), format: 'date' },
  { key: 'remark', label: field('remark'), testId: 'field-remark' },
];

/** Identity fields, plan and current cycle with a usage bar, and the last 30 days of usage as a chart. */
export function OverviewTab({ card }: { card: CardDetail }) {
  const { t } = useTranslation('card');
  const ctx = useDetailContext();
  const percent = usedPercent(card.cycle);
  const pending = card.pendingPlanChange;
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <Panel title={t('card.detail.overview.identity')} className="lg:col-span-2">
        <DetailFields fields={identity} record={card} ctx={ctx} columns={3} />
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
