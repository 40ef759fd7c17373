import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, ListTable, RowAction } from '../../../components/data-list';
import { formatBytes, formatCny, formatDate } from '../../../lib/format';
import { cleanFilters, useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { ExportDialog } from '../../card/list/export-dialog';
import { BASIC_STATUSES, type BasicPlan, GOODS_TYPES, statusTone } from '../plan-model';
import { BASIC_LIST, deleteBasic, exportBasics, switchBasic } from '../use-plans';
import type { PendingAction } from './plan-list-page';

interface Filters extends Record<string, unknown> {
  name: string;
  status: string;
  goodsType: number | '';
}
const initial: Filters = { name: '', status: '', goodsType: '' };

/** The basic-plan tab: filters by name, status and plan type; platform roles publish, switch and delete. */
export function BasicTab({
  platform,
  onConfirm,
  onPublish,
}: {
  platform: boolean;
  onConfirm: (action: PendingAction) => void;
  onPublish: (plan: { goodsReleaseId: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const list = useCursorList<BasicPlan, Filters>(BASIC_LIST, initial);
  const [draft, setDraft] = useState(initial);
  const [exporting, setExporting] = useState(false);
  const canSwitch = permissions.includes(featureCodes.packageSwitch1);
  const canDelete = permissions.includes(featureCodes.packageDelete1);
  const detailPath = (p: BasicPlan) => `/billing/package/basicdetail/${p.goodsReleaseId}/${p.tariffType}`;

  const columns: TableColumn<BasicPlan>[] = [
    { key: 'code', header: t('plan.fields.code'), className: 'font-mono text-xs' },
    {
      key: 'name',
      header: t('plan.fields.name'),
      cell: (p) => (
        <Link to={detailPath(p)} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {p.name}
        </Link>
      ),
    },
    { key: 'goodsType', header: t('plan.fields.goodsType'), cell: (p) => t(`plan.goodsType.${p.goodsType}`) },
    { key: 'tariffType', header: t('plan.fields.tariffType'), cell: (p) => t(`plan.tariffType.${p.tariffType}`) },
    {
      key: 'releasePrice',
      header: t('plan.fields.releasePrice'),
      cell: (p) => formatCny(p.releasePrice),
      className: 'tabular-nums',
    },
    { key: 'quota', header: t('plan.fields.quota'), cell: (p) => formatBytes(p.quotaBytes), className: 'tabular-nums' },
    {
      key: 'status',
      header: t('plan.fields.status'),
      cell: (p) => <StateBadge tone={statusTone(p.status)}>{t(`plan.status.${p.status}`)}</StateBadge>,
    },
    { key: 'createdAt', header: t('plan.fields.createdAt'), cell: (p) => formatDate(p.createdAt), className: 'tabular-nums' },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (p) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={detailPath(p)} className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
            {t('plan.view')}
          </Link>
          {platform && p.status === 'draft' && (
            <RowAction onClick={() => onPublish(p)} data-testid={`plan-publish-${p.code}`}>
              {t('plan.publish.action')}
            </RowAction>
          )}
          {platform && canSwitch && p.status !== 'draft' && (
            <RowAction
              data-testid={`plan-switch-${p.code}`}
              onClick={() =>
                onConfirm({
                  title: p.status === 'published' ? t('plan.confirmSwitchOffTitle', { name: p.name }) : t('plan.switchOn'),
                  description: p.status === 'published' ? t('plan.confirmSwitchOff') : '',
                  run: () => switchBasic(p.goodsReleaseId, p.status !== 'published'),
                  done: t('plan.switched'),
                })
              }
            >
              {p.status === 'published' ? t('plan.switchOff') : t('plan.switchOn')}
            </RowAction>
          )}
          {platform && canDelete && p.status === 'draft' && (
            <RowAction
              danger
              data-testid={`plan-delete-${p.code}`}
              onClick={() =>
                onConfirm({
                  title: t('plan.confirmDeleteTitle', { name: p.name }),
                  description: t('plan.confirmDelete'),
                  danger: true,
                  run: () => deleteBasic(p.goodsReleaseId),
                  done: t('plan.deleted'),
                })
              }
            >
              {t('plan.delete')}
            </RowAction>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="mt-4 space-y-4">
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <TextField
          className="w-56"
          label={t('plan.filters.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          data-testid="plan-filter-name"
        />
        {platform && (
          <Select
            className="w-44"
            label={t('plan.filters.status')}
            options={[
              { value: '', label: t('dataList.any') },
              ...BASIC_STATUSES.map((s) => ({ value: s, label: t(`plan.status.${s}`) })),
            ]}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
          />
        )}
        <Select<number | ''>
          className="w-44"
          label={t('plan.filters.goodsType')}
          options={[
            { value: '', label: t('dataList.any') },
            ...GOODS_TYPES.map((g) => ({ value: g, label: t(`plan.goodsType.${g}`) })),
          ]}
          value={draft.goodsType}
          onChange={(goodsType) => setDraft({ ...draft, goodsType })}
        />
      </FilterBar>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => setExporting(true)} data-testid="basic-export">
          {t('plan.exportList.button')}
        </Button>
      </div>
      {exporting && (
        <ExportDialog
          title={t('plan.exportList.basicTitle')}
          description={t('plan.exportList.description')}
          start={(format) => exportBasics({ ...cleanFilters(list.filters), format })}
          onClose={() => setExporting(false)}
        />
      )}
      <ListTable
        caption={t('plan.tabs.basic')}
        columns={columns}
        list={list}
        rowKey={(p) => p.goodsReleaseId}
        data-testid="basic-table"
      />
    </div>
  );
}
