import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportDialog } from '../../../components/card-list/export-dialog';
import { FilterBar, ListTable, RowAction } from '../../../components/data-list';
import { rememberEnterprise, useDefaultEnterprise } from '../../../lib/default-enterprise';
import { EMPTY, formatCny, formatDate } from '../../../lib/format';
import { cleanFilters, useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { type RetailPlan, isPlatformRole, statusTone } from '../plan-model';
import { RETAIL_LIST, deleteRetail, exportRetails, switchRetail } from '../use-plans';
import type { PendingAction } from './plan-list-page';

interface Filters extends Record<string, unknown> {
  retailName: string;
  status: string;
  channelCustId: string;
}

/**
 * The retail-plan tab: an enterprise's own plans (edit, switch, delete, change log), a secondary
 * customer's offers, or for platform roles one enterprise's plans by its id.
 */
export function RetailTab({ onConfirm }: { onConfirm: (action: PendingAction) => void }) {
  const { t } = useTranslation('billing');
  const { roleId, permissions } = useSession();
  const platform = isPlatformRole(roleId);
  const enterprise = !platform && roleId !== '5000';
  const initial: Filters = { retailName: '', status: '', channelCustId: '' };
  const [draft, setDraft] = useState(initial);
  // Platform roles list one enterprise's plans: they open on the shared default enterprise (the last
  // chosen in this session, else the first), and the list waits for it rather than asking without one.
  const { defaultId } = useDefaultEnterprise(platform);
  const [scoped, setScoped] = useState(!platform);
  const list = useCursorList<RetailPlan, Filters>(scoped ? RETAIL_LIST : null, initial);
  const [exporting, setExporting] = useState(false);
  const waiting = platform && !list.filters.channelCustId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the default enterprise arrives
  useEffect(() => {
    if (scoped || !defaultId) return;
    setDraft((d) => ({ ...d, channelCustId: defaultId }));
    list.setFilters({ ...list.filters, channelCustId: defaultId });
    setScoped(true);
  }, [scoped, defaultId]);
  /** Platform roles always name an enterprise: an emptied field falls back to the default. */
  const withEnterprise = (f: Filters): Filters => (platform && !f.channelCustId ? { ...f, channelCustId: defaultId ?? '' } : f);
  const canSwitch = permissions.includes(featureCodes.packageSwitch2);
  const canDelete = permissions.includes(featureCodes.packageDelete2);
  const suffix = (r: RetailPlan) => (platform ? `?channelCustId=${encodeURIComponent(r.channelCustId)}` : '');
  const detailPath = (r: RetailPlan) => `/billing/package/retaildetail/${r.retailId}/${r.tariffType ?? 0}${suffix(r)}`;

  const columns: TableColumn<RetailPlan>[] = [
    {
      key: 'retailName',
      header: t('billing.plan.fields.retailName'),
      cell: (r) => (
        <Link to={detailPath(r)} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {r.retailName}
        </Link>
      ),
    },
    { key: 'basicName', header: t('billing.plan.fields.basicPlan'), cell: (r) => r.basicName ?? r.goodsReleaseId },
    {
      key: 'retailPrice',
      header: t('billing.plan.fields.retailPrice'),
      cell: (r) => formatCny(r.retailPrice),
      className: 'tabular-nums',
    },
    ...(roleId === '5000'
      ? []
      : [
          {
            key: 'basicPrice',
            header: t('billing.plan.fields.basicPrice'),
            cell: (r: RetailPlan) => (r.basicPrice === undefined ? EMPTY : formatCny(r.basicPrice)),
          },
          {
            key: 'dividend',
            header: t('billing.plan.fields.dividend'),
            cell: (r: RetailPlan) => (r.dividend ? `${t(`billing.plan.dividend.${r.dividend}`)} · ${r.proportion}%` : EMPTY),
          },
          {
            key: 'custIds',
            header: t('billing.plan.fields.custIds'),
            cell: (r: RetailPlan) => t('billing.plan.offeredTo', { count: r.custIds?.length ?? 0 }),
          },
        ]),
    {
      key: 'status',
      header: t('billing.plan.fields.status'),
      cell: (r) => <StateBadge tone={statusTone(r.status)}>{t(`billing.plan.status.${r.status}`)}</StateBadge>,
    },
    {
      key: 'createdAt',
      header: t('billing.plan.fields.createdAt'),
      cell: (r) => formatDate(r.createdAt),
      className: 'tabular-nums',
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (r) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={detailPath(r)} className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
            {t('billing.plan.view')}
          </Link>
          {enterprise && (
            <Link
              to={`/billing/package/editretail/${r.retailId}`}
              className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              data-testid={`retail-edit-${r.retailId}`}
            >
              {t('billing.plan.edit')}
            </Link>
          )}
          {roleId !== '5000' && (
            <Link
              to={`/billing/package/retailrecord/${r.retailId}${suffix(r)}`}
              className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {t('billing.plan.record')}
            </Link>
          )}
          {enterprise && canSwitch && (
            <RowAction
              onClick={() =>
                onConfirm({
                  title:
                    r.status === 'on'
                      ? t('billing.plan.confirmSwitchOffTitle', { name: r.retailName })
                      : t('billing.plan.switchOn'),
                  description: r.status === 'on' ? t('billing.plan.confirmSwitchOff') : '',
                  run: () => switchRetail(r.retailId, r.status !== 'on'),
                  done: t('billing.plan.switched'),
                })
              }
            >
              {r.status === 'on' ? t('billing.plan.switchOff') : t('billing.plan.switchOn')}
            </RowAction>
          )}
          {enterprise && canDelete && r.status === 'off' && (
            <RowAction
              danger
              onClick={() =>
                onConfirm({
                  title: t('billing.plan.confirmDeleteTitle', { name: r.retailName }),
                  description: t('billing.plan.confirmDeleteRetail'),
                  danger: true,
                  run: () => deleteRetail(r.retailId),
                  done: t('billing.plan.deleted'),
                })
              }
            >
              {t('billing.plan.delete')}
            </RowAction>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="mt-4 space-y-4">
      <FilterBar
        onSearch={() => {
          const next = withEnterprise(draft);
          if (platform) rememberEnterprise(next.channelCustId);
          setDraft(next);
          list.setFilters(next);
        }}
        onReset={() => {
          setDraft(withEnterprise(initial));
          list.setFilters(withEnterprise(initial));
        }}
      >
        {platform && (
          <TextField
            className="w-48"
            label={t('billing.plan.filters.enterprise')}
            value={draft.channelCustId}
            onChange={(e) => setDraft({ ...draft, channelCustId: e.target.value.trim() })}
            data-testid="retail-filter-enterprise"
          />
        )}
        <TextField
          className="w-56"
          label={t('billing.plan.filters.name')}
          value={draft.retailName}
          onChange={(e) => setDraft({ ...draft, retailName: e.target.value })}
          data-testid="retail-filter-name"
        />
        {roleId !== '5000' && (
          <Select
            className="w-36"
            label={t('billing.plan.filters.status')}
            options={[
              { value: '', label: t('dataList.any') },
              { value: 'on', label: t('billing.plan.status.on') },
              { value: 'off', label: t('billing.plan.status.off') },
            ]}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
          />
        )}
      </FilterBar>
      {waiting ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-500">
          {t('billing.plan.chooseEnterprise')}
        </p>
      ) : (
        <>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setExporting(true)} data-testid="retail-export">
              {t('billing.plan.exportList.button')}
            </Button>
          </div>
          <ListTable
            caption={t('billing.plan.tabs.retail')}
            columns={columns}
            list={list}
            rowKey={(r) => r.retailId}
            data-testid="retail-table"
          />
        </>
      )}
      {exporting && (
        <ExportDialog
          title={t('billing.plan.exportList.retailTitle')}
          description={t('billing.plan.exportList.description')}
          start={(format) => exportRetails({ ...cleanFilters(list.filters), format })}
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}
