import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, Select, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, type TenantScope, useTenantScope } from '../../../components/tenant-scope';
import { type ApiError, isApiError } from '../../../lib/api';
import { formatBytes, formatCount } from '../../../lib/format';
import { type CursorPage, useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { POOL_LIST, ZONE_LIST, addPool } from './pool-api';
import { MODE_TYPES, OPERATORS, POOL_STATUSES, type Pool, type PoolDraft, emptyPoolDraft, validatePoolDraft } from './pool-model';
import { NoPoolAccess, PoolStateBadge, linkClass, usePoolAccess } from './pool-parts';

interface Filters extends Record<string, unknown> {
  name: string;
  status: string;
}

function AddPoolDialog({ scope, onClose, onSaved }: { scope: TenantScope; onClose: () => void; onSaved: (p: Pool) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PoolDraft>(emptyPoolDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof PoolDraft, string>>>({});
  const [saving, setSaving] = useState(false);
  const zones = useSWR<CursorPage<{ elementId: string; elementName: string; status: number }>, ApiError>([
    ZONE_LIST,
    { operator: draft.operator },
  ]);
  const set = (patch: Partial<PoolDraft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  const save = async () => {
    const problems = Object.fromEntries(Object.entries(validatePoolDraft(draft)).map(([k, v]) => [k, t(v)]));
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      onSaved(await addPool({ ...draft, poolType: 'shared', ...scope.body }));
    } catch (e) {
      const field = isApiError(e) && e.field && e.field in draft ? (e.field as keyof PoolDraft) : 'name';
      setErrors({ [field]: isApiError(e) ? e.msg : String(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('cardPool.addTitle')}
      description={t('cardPool.addHint')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={saving}
      data-testid="pool-add-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('cardPool.fields.name')}
          value={draft.name}
          maxLength={30}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="pool-name"
        />
        <Select
          label={t('cardPool.fields.operator')}
          options={OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
          value={draft.operator}
          onChange={(operator) => set({ operator, elementId: '' })}
          data-testid="pool-operator"
        />
        <Select
          label={t('cardPool.fields.modeType')}
          options={MODE_TYPES.map((m) => ({ value: m, label: t(`cardPool.modeTypes.${m}`) }))}
          value={draft.modeType}
          onChange={(modeType) => set({ modeType })}
          data-testid="pool-mode"
        />
        <div className="sm:col-span-2">
          <Select
            label={t('cardPool.fields.area')}
            options={(zones.data?.items ?? []).map((z) => ({ value: z.elementId, label: `${z.elementName} (${z.elementId})` }))}
            value={draft.elementId || null}
            placeholder={zones.isLoading ? t('common.loading') : t('cardPool.rules.areaRequired')}
            onChange={(elementId) => set({ elementId })}
            data-testid="pool-area"
          />
          {errors.elementId && <p className="mt-1 text-sm text-red-600">{errors.elementId}</p>}
        </div>
      </div>
    </Dialog>
  );
}

/** /card/pool/list/:salesOrder?: the enterprise's data pools; 2060001 adds pools. */
export default function PoolListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { permissions } = useSession();
  const access = usePoolAccess();
  const scope = useTenantScope();
  const canAdd = permissions.includes(featureCodes.poolAdd);
  const list = useCursorList<Pool, Filters>(access && scope.ready ? POOL_LIST : null, { name: '', status: '', ...scope.body });
  const [draft, setDraft] = useState({ name: '', status: '' });
  const [adding, setAdding] = useState(false);

  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined)) {
    list.setFilters({ ...list.filters, channelCustId: scope.channelCustId || undefined });
  }
  if (!access) return <NoPoolAccess />;

  const detailPath = (p: Pool) => `/card/pool/detail/${p.poolId}${scope.query}`;
  const columns: TableColumn<Pool>[] = [
    { key: 'poolId', header: t('cardPool.fields.poolId'), className: 'font-mono text-xs whitespace-nowrap' },
    {
      key: 'name',
      header: t('cardPool.fields.name'),
      cell: (p) => (
        <Link to={detailPath(p)} className="font-medium text-brand-700 hover:underline" data-testid={`pool-link-${p.name}`}>
          {p.name}
        </Link>
      ),
    },
    { key: 'operator', header: t('cardPool.fields.operator'), cell: (p) => t(`operator.${p.operator}`) },
    { key: 'modeType', header: t('cardPool.fields.modeType'), cell: (p) => t(`cardPool.modeTypes.${p.modeType}`) },
    { key: 'area', header: t('cardPool.fields.area'), cell: (p) => p.elementName },
    {
      key: 'cardCount',
      header: t('cardPool.fields.cardCount'),
      align: 'end',
      cell: (p) => formatCount(p.cardCount),
      className: 'tabular-nums',
    },
    {
      key: 'total',
      header: t('cardPool.fields.total'),
      align: 'end',
      cell: (p) => formatBytes(p.totalBytes),
      className: 'tabular-nums',
    },
    {
      key: 'used',
      header: t('cardPool.fields.used'),
      align: 'end',
      cell: (p) => formatBytes(p.usedBytes),
      className: 'tabular-nums',
    },
    { key: 'status', header: t('cardPool.fields.status'), cell: (p) => <PoolStateBadge status={p.status} /> },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (p) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={detailPath(p)} className={linkClass}>
            {t('cardPool.view')}
          </Link>
          {canAdd && (
            <Link
              to={`/card/pool/change/list${scope.query ? `${scope.query}&` : '?'}poolId=${p.poolId}`}
              className={linkClass}
              data-testid={`pool-change-${p.name}`}
            >
              {t('cardPool.changeCards')}
            </Link>
          )}
          <Link to={`/card/pool/blockhistory/${p.poolId}${scope.query}`} className={linkClass}>
            {t('cardPool.history')}
          </Link>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardPool.title')}
        subtitle={t('cardPool.subtitle')}
        actions={
          canAdd &&
          scope.ready && (
            <Button onClick={() => setAdding(true)} data-testid="pool-add">
              {t('cardPool.add')}
            </Button>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters({ ...draft, ...scope.body })}
        onReset={() => {
          setDraft({ name: '', status: '' });
          list.setFilters({ name: '', status: '', ...scope.body });
        }}
      >
        <TenantPicker scope={scope} />
        <TextField
          className="w-56"
          label={t('cardPool.filters.name')}
          value={draft.name}
          maxLength={30}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          data-testid="filter-name"
        />
        <Select
          className="w-40"
          label={t('cardPool.filters.status')}
          options={[
            { value: '', label: t('dataList.any') },
            ...POOL_STATUSES.map((s) => ({ value: s as string, label: t(`cardPool.statuses.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
      </FilterBar>
      {scope.ready ? (
        <>
          <ListTable
            caption={t('cardPool.title')}
            columns={columns}
            list={list}
            rowKey={(p) => p.poolId}
            data-testid="pool-table"
          />
          <p className="text-xs text-slate-500">{t('cardPool.usedHint')}</p>
        </>
      ) : (
        <PickEnterpriseFirst />
      )}
      {adding && (
        <AddPoolDialog
          scope={scope}
          onClose={() => setAdding(false)}
          onSaved={(p) => {
            notify({ type: 'success', title: t('cardPool.created', { name: p.name }) });
            setAdding(false);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
