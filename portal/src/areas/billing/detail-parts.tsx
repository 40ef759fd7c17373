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
  const { t } = useTranslation();
  if (error)
    return (
      <EmptyState
        data-testid="load-error"
        title={error.status === 404 ? t('plan.notFound') : t('dataList.loadFailed')}
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
  const { t } = useTranslation();
  const services = new Map((plan.commservs ?? []).map((c) => [c.commservId, c.name]));
  return (
    <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
      <Panel title={t('plan.sections.basics')}>
        <Facts
          rows={[
            [
              t('plan.fields.goodsReleaseId'),
              <span key="id" className="font-mono text-xs">
                {plan.goodsReleaseId}
              </span>,
            ],
            [t('plan.fields.code'), plan.code],
            [t('plan.fields.name'), plan.name],
            [t('plan.fields.goodsType'), t(`plan.goodsType.${plan.goodsType}`)],
            [t('plan.fields.tariffType'), t(`plan.tariffType.${plan.tariffType}`)],
            [t('plan.fields.operator'), plan.operator ? t(`plan.operator.${plan.operator}`) : EMPTY],
            [t('plan.fields.modeType'), t(`plan.modeType.${plan.modeType}`)],
            [t('plan.fields.status'), t(`plan.status.${plan.status}`)],
          ]}
        />
      </Panel>
      <Panel title={`${t('plan.sections.prices')} · ${t('plan.sections.cycle')}`}>
        <Facts
          rows={[
            ...(hidePrices
              ? []
              : ([
                  [t('plan.fields.releasePrice'), formatCny(plan.releasePrice)],
                  [t('plan.fields.normPrice'), plan.normPrice === undefined ? EMPTY : formatCny(plan.normPrice)],
                ] as [string, ReactNode][])),
            [t('plan.fields.releaseCycle'), plan.releaseCycle ? t('plan.releaseCycle', { count: plan.releaseCycle }) : EMPTY],
            [t('plan.fields.durationMonths'), plan.durationMonths],
            [t('plan.fields.quota'), formatBytes(plan.quotaBytes)],
          ]}
        />
      </Panel>
      <Panel title={`${t('plan.sections.test')} · ${t('plan.sections.outOfPlan')}`}>
        <Facts
          rows={[
            [t('plan.fields.testPrice'), plan.testPrice === undefined ? EMPTY : formatCny(plan.testPrice)],
            [t('plan.fields.testPeriodMonths'), plan.testPeriodMonths],
            [t('plan.fields.silentPeriodMonths'), plan.silentPeriodMonths],
            [t('plan.fields.testValidDays'), plan.testValidDays ?? EMPTY],
            [t('plan.fields.useUpAction'), plan.useUpAction ? t(`plan.useUpAction.${plan.useUpAction}`) : EMPTY],
            [t('plan.fields.terminateByUsage'), plan.terminateByUsage ? t('plan.yes') : t('plan.no')],
            [t('plan.fields.outOfPlanGrade'), plan.outOfPlanGrade ?? EMPTY],
            [t('plan.fields.outOfPlanPrice'), plan.outOfPlanPrice === undefined ? EMPTY : formatCny(plan.outOfPlanPrice)],
          ]}
        />
      </Panel>
      <Panel title={`${t('plan.sections.renewal')} · ${t('plan.sections.tax')}`}>
        <Facts
          rows={[
            [t('plan.fields.renewalMode'), plan.renewalMode ? t(`plan.renewalMode.${plan.renewalMode}`) : EMPTY],
            [t('plan.fields.taxRate'), plan.taxRate === undefined ? EMPTY : `${plan.taxRate}%`],
            [t('plan.fields.currency'), plan.currency],
            [t('plan.fields.remark'), plan.remark || EMPTY],
          ]}
        />
      </Panel>
      <Panel title={t('plan.structure')} className="xl:col-span-2" data-testid="plan-structure">
        {(plan.apnConfigs ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">{EMPTY}</p>
        ) : (
          <ul className="space-y-3">
            {(plan.apnConfigs ?? []).map((apn) => (
              <li key={apn.apnId} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm font-semibold text-slate-900">
                  {t('plan.apnPicker.apn')}: {plan.apnNames?.[apn.apnId] ?? apn.apnId}
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
