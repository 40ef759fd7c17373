import { EmptyState, Panel, Skeleton } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import { EMPTY, formatBytes, formatCny } from '../../lib/format';
import type { BasicPlan } from './plan-model';

/** Label/value rows of a detail panel. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value ?? EMPTY}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading and error states shared by the detail pages. */
export function DetailState({ error, children }: { error?: ApiError; children: ReactNode | null }) {
  const { t } = useTranslation('billing');
  if (error)
    return (
      <EmptyState
        data-testid="load-error"
        title={error.status === 404 ? t('billing.plan.notFound') : t('dataList.loadFailed')}
        description={error.msg}
      />
    );
  if (!children)
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only">{t('dataList.loading')}</span>
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  return <>{children}</>;
}

/** The sections of a basic plan: basics, prices, cycle, test periods, out-of-plan, tax, and its APN → zone → service structure. */
export function BasicPlanPanels({ plan, hidePrices = false }: { plan: BasicPlan; hidePrices?: boolean }) {
  const { t } = useTranslation('billing');
  const services = new Map((plan.commservs ?? []).map((c) => [c.commservId, c.name]));
  return (
    <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
      <Panel title={t('billing.plan.sections.basics')}>
        <Facts
          rows={[
            [
              t('billing.plan.fields.goodsReleaseId'),
              <span key="id" className="font-mono text-xs">
                {plan.goodsReleaseId}
              </span>,
            ],
            [t('billing.plan.fields.code'), plan.code],
            [t('billing.plan.fields.name'), plan.name],
            [t('billing.plan.fields.goodsType'), t(`billing.plan.goodsType.${plan.goodsType}`)],
            [t('billing.plan.fields.tariffType'), t(`billing.plan.tariffType.${plan.tariffType}`)],
            [t('billing.plan.fields.operator'), plan.operator ? t(`billing.plan.operator.${plan.operator}`) : EMPTY],
            [t('billing.plan.fields.modeType'), t(`billing.plan.modeType.${plan.modeType}`)],
            [t('billing.plan.fields.status'), t(`billing.plan.status.${plan.status}`)],
          ]}
        />
      </Panel>
      <Panel title={`${t('billing.plan.sections.prices')} · ${t('billing.plan.sections.cycle')}`}>
        <Facts
          rows={[
            ...(hidePrices
              ? []
              : ([
                  [t('billing.plan.fields.releasePrice'), formatCny(plan.releasePrice)],
                  [t('billing.plan.fields.normPrice'), plan.normPrice === undefined ? EMPTY : formatCny(plan.normPrice)],
                ] as [string, ReactNode][])),
            [
              t('billing.plan.fields.releaseCycle'),
              plan.releaseCycle ? t('billing.plan.releaseCycle', { count: plan.releaseCycle }) : EMPTY,
            ],
            [t('billing.plan.fields.durationMonths'), plan.durationMonths],
            [t('billing.plan.fields.quota'), formatBytes(plan.quotaBytes)],
          ]}
        />
      </Panel>
      <Panel title={`${t('billing.plan.sections.test')} · ${t('billing.plan.sections.outOfPlan')}`}>
        <Facts
          rows={[
            [t('billing.plan.fields.testPrice'), plan.testPrice === undefined ? EMPTY : formatCny(plan.testPrice)],
            [t('billing.plan.fields.testPeriodMonths'), plan.testPeriodMonths],
            [t('billing.plan.fields.silentPeriodMonths'), plan.silentPeriodMonths],
            [t('billing.plan.fields.testValidDays'), plan.testValidDays ?? EMPTY],
            [t('billing.plan.fields.useUpAction'), plan.useUpAction ? t(`billing.plan.useUpAction.${plan.useUpAction}`) : EMPTY],
            [t('billing.plan.fields.terminateByUsage'), plan.terminateByUsage ? t('billing.plan.yes') : t('billing.plan.no')],
            [t('billing.plan.fields.outOfPlanGrade'), plan.outOfPlanGrade ?? EMPTY],
            [t('billing.plan.fields.outOfPlanPrice'), plan.outOfPlanPrice === undefined ? EMPTY : formatCny(plan.outOfPlanPrice)],
          ]}
        />
      </Panel>
      <Panel title={`${t('billing.plan.sections.renewal')} · ${t('billing.plan.sections.tax')}`}>
        <Facts
          rows={[
            [t('billing.plan.fields.renewalMode'), plan.renewalMode ? t(`billing.plan.renewalMode.${plan.renewalMode}`) : EMPTY],
            [t('billing.plan.fields.taxRate'), plan.taxRate === undefined ? EMPTY : `${plan.taxRate}%`],
            [t('billing.plan.fields.currency'), plan.currency],
            [t('billing.plan.fields.remark'), plan.remark || EMPTY],
          ]}
        />
      </Panel>
      <Panel title={t('billing.plan.structure')} className="xl:col-span-2" data-testid="plan-structure">
        {(plan.apnConfigs ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">{EMPTY}</p>
        ) : (
          <ul className="space-y-3">
            {(plan.apnConfigs ?? []).map((apn) => (
              <li key={apn.apnId} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm font-semibold text-slate-900">
                  {t('billing.plan.apnPicker.apn')}: {plan.apnNames?.[apn.apnId] ?? apn.apnId}
                </p>
                <ul className="mt-2 space-y-1 pl-4">
                  {apn.zones.map((zone) => (
                    <li key={zone.elementId} className="text-sm text-slate-700">
                      <span className="font-medium">{zone.elementName ?? zone.elementId}</span>
                      {' — '}
                      {zone.commservIds.map((id) => services.get(id) ?? id).join(', ')}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
