import {
  Button,
  DatePicker,
  EmptyState,
  Pagination,
  Select,
  Table,
  type TableColumn,
  type TableSort,
  TextField,
  useNotify,
} from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, PageHeader, StatusBadge } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { type CursorList, useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import {
  type CardRow,
  type FilterDraft,
  LIFECYCLE_STATES,
  NETWORK_TYPES,
  OPERATORS,
  TOO_MANY_CODE,
  addToSelection,
  checkDraft,
  detailPath,
  emptyDraft,
  hasMoreFilters,
  stateTone,
  toFilterBody,
} from './card-list-model';
import { ChangeStateDialog } from './change-state-dialog';
import { ExportDialog } from './export-dialog';
import { CARD_LIST, matchingIccids, useEnterprises, useSecondaries } from './use-cards';

type Query = Record<string, unknown>;

/**
 * /card/card-list/list/:salesorder?: the card list (docs/api.md "Card list"). Platform roles first
 * choose the enterprise; enterprise roles may narrow to a secondary customer. Selection persists
 * across pages until the query changes. `:salesorder` has no sales orders behind it yet: ignored.
 */
export default function CardListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const session = useSession();
  // Platform accounts (built-in or custom) belong to no enterprise.
  const platform = !session.channelCustId;
  const canChangeState = session.permissions.includes('2010106');
  // Sending an SMS to the selection opens the SMS area's send dialog with the selected ICCIDs.
  const canSendSms = session.permissions.includes('2020001');
  const navigate = useNavigate();
  const canSeeSecondaries = !session.custId && session.permissions.includes('1000003');

  const enterprises = useEnterprises(platform);
  const [enterprise, setEnterprise] = useState('');
  const secondaries = useSecondaries(canSeeSecondaries && (!platform || Boolean(enterprise)), platform ? enterprise : undefined);
  const [custId, setCustId] = useState('');

  const [draft, setDraft] = useState<FilterDraft>(emptyDraft);
  const [applied, setApplied] = useState<FilterDraft>(emptyDraft);
  const [problem, setProblem] = useState<ReturnType<typeof checkDraft>>(null);
  const [more, setMore] = useState(false);
  const [sort, setSort] = useState<'asc' | 'desc'>('asc');

  const scopeOf = (e: string, c: string) => ({ channelCustId: platform ? e || undefined : undefined, custId: c || undefined });
  const filter = toFilterBody(applied, scopeOf(enterprise, custId));
  const waiting = platform && !enterprise;
  const list = useCursorList<CardRow, Query>(waiting ? null : CARD_LIST, { ...filter, sort });

  const [selected, setSelected] = useState<string[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);
  const [open, setOpen] = useState<'state' | 'export' | null>(null);

  /**
   * A new query (filter, scope or order): set in the same update as the list's filters, so no
   * request ever goes out with a stale scope; it starts from page 1 with an empty selection.
   */
  const apply = (next: { applied?: FilterDraft; enterprise?: string; custId?: string; sort?: 'asc' | 'desc' }) => {
    const a = next.applied ?? applied;
    const e = next.enterprise ?? enterprise;
    const c = next.custId ?? custId;
    const o = next.sort ?? sort;
    setApplied(a);
    setEnterprise(e);
    setCustId(c);
    setSort(o);
    list.setFilters({ ...toFilterBody(a, scopeOf(e, c)), sort: o });
    setSelected([]);
  };
  // Platform roles start on the first enterprise.
  const firstEnterprise = enterprises.data?.[0]?.channelCustId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the enterprises arrive
  useEffect(() => {
    if (platform && !enterprise && firstEnterprise) apply({ enterprise: firstEnterprise });
  }, [platform, enterprise, firstEnterprise]);

  const search = () => {
    const found = checkDraft(draft);
    setProblem(found);
    if (!found) apply({ applied: draft });
  };
  const reset = () => {
    setDraft(emptyDraft);
    setProblem(null);
    apply({ applied: emptyDraft });
  };
  const fieldError = (field: keyof FilterDraft) => (problem?.field === field ? t(problem.key) : undefined);

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const { iccids } = await matchingIccids(filter);
      setSelected(iccids);
      notify({ type: 'success', title: t('cardList.selection.selectAllDone', { count: iccids.length }) });
    } catch (e) {
      const tooMany = isApiError(e) && e.errorCode === TOO_MANY_CODE;
      notify({
        type: tooMany ? 'warning' : 'error',
        title: tooMany ? t('cardList.selection.tooMany') : t('cardList.selection.failed'),
        ...(!tooMany && isApiError(e) ? { message: e.msg } : {}),
      });
    } finally {
      setSelectingAll(false);
    }
  };

  const columns: TableColumn<CardRow>[] = [
    {
      key: 'iccid',
      header: t('cardList.fields.iccid'),
      sortable: true,
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (c) => (
        <Link
          to={detailPath(c.iccid, c.channelCustId, platform)}
          className="font-medium text-brand-700 hover:underline"
          data-testid="card-link"
        >
          {c.iccid}
        </Link>
      ),
    },
    { key: 'msisdn', header: t('cardList.fields.msisdn'), className: 'font-mono text-xs whitespace-nowrap' },
    { key: 'imsi', header: t('cardList.fields.imsi'), className: 'font-mono text-xs whitespace-nowrap' },
    {
      key: 'operator',
      header: t('cardList.fields.operator'),
      className: 'whitespace-nowrap',
      cell: (c) => t(`operator.${c.operator}`),
    },
    {
      key: 'state',
      header: t('cardList.fields.state'),
      cell: (c) => (
        <span data-testid="card-state" data-state={c.state}>
          <StatusBadge tone={stateTone(c.state)}>{t(`cardState.${c.state}`)}</StatusBadge>
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('cardList.fields.customer'),
      className: 'whitespace-nowrap',
      cell: (c) => (c.custId ? (c.customerName ?? c.custId) : t('cardList.enterpriseLevel')),
    },
    {
      key: 'planName',
      header: t('cardList.fields.planName'),
      className: 'whitespace-nowrap',
      cell: (c) => c.planName ?? c.goodsReleaseId,
    },
    {
      key: 'networkType',
      header: t('cardList.fields.networkType'),
      className: 'whitespace-nowrap',
      cell: (c) => t(`cardList.networkType.${c.networkType}`, { defaultValue: String(c.networkType) }),
    },
    {
      key: 'activatedAt',
      header: t('cardList.fields.activatedAt'),
      cell: (c) => (c.activatedAt ? formatDateTime(c.activatedAt) : t('dataList.none')),
      className: 'whitespace-nowrap tabular-nums',
    },
  ];
  const tableSort: TableSort = { key: 'iccid', direction: sort };

  const anyOption = { value: '' as const, label: t('dataList.any') };
  const modeOptions = [
    { value: 'exact' as const, label: t('cardList.mode.exact') },
    { value: 'range' as const, label: t('cardList.mode.range') },
  ];
  const text = (field: keyof FilterDraft, label: string, placeholder?: string, className = 'w-52') => (
    <TextField
      className={className}
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      value={String(draft[field])}
      error={fieldError(field)}
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
      data-testid={`filter-${field}`}
    />
  );
  const showMore = more || hasMoreFilters(draft);

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardList.title')}
        subtitle={t('cardList.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => setOpen('export')} disabled={waiting} data-testid="card-export">
            {t('cardList.actions.export')}
          </Button>
        }
      />

      {(platform || (canSeeSecondaries && (secondaries.data?.length ?? 0) > 0)) && (
        <div className="flex flex-wrap items-end gap-3">
          {platform && (
            <Select
              className="w-64"
              label={t('cardList.enterprise')}
              placeholder={t('cardList.enterprisePlaceholder')}
              options={(enterprises.data ?? []).map((c) => ({ value: c.channelCustId, label: c.name || c.channelCustId }))}
              value={enterprise || null}
              onChange={(value) => apply({ enterprise: value, custId: '' })}
              data-testid="card-enterprise"
            />
          )}
          {canSeeSecondaries && (secondaries.data?.length ?? 0) > 0 && (
            <Select
              className="w-64"
              label={t('cardList.secondary')}
              options={[
                { value: '', label: t('cardList.allSecondaries') },
                ...(secondaries.data ?? []).map((c) => ({ value: c.custId ?? '', label: c.name || (c.custId ?? '') })),
              ]}
              value={custId}
              onChange={(value) => apply({ custId: value })}
              data-testid="card-secondary"
            />
          )}
        </div>
      )}

      <FilterBar onSearch={search} onReset={reset}>
        <div className="flex flex-wrap items-end gap-3">
          <Select
            className="w-32"
            label={t('cardList.iccidMode')}
            options={modeOptions}
            value={draft.iccidMode}
            onChange={(iccidMode) => setDraft({ ...draft, iccidMode })}
            data-testid="filter-iccidMode"
          />
          {draft.iccidMode === 'exact' ? (
            text('iccid', t('cardList.fields.iccid'), t('cardList.placeholders.iccid'), 'w-60')
          ) : (
            <>
              {text('iccidFrom', t('cardList.fields.iccidFrom'), t('cardList.placeholders.iccid'), 'w-60')}
              {text('iccidTo', t('cardList.fields.iccidTo'), t('cardList.placeholders.iccid'), 'w-60')}
            </>
          )}
          <Select
            className="w-32"
            label={t('cardList.msisdnMode')}
            options={modeOptions}
            value={draft.msisdnMode}
            onChange={(msisdnMode) => setDraft({ ...draft, msisdnMode })}
            data-testid="filter-msisdnMode"
          />
          {draft.msisdnMode === 'exact' ? (
            text('msisdn', t('cardList.fields.msisdn'), t('cardList.placeholders.msisdn'), 'w-48')
          ) : (
            <>
              {text('msisdnFrom', t('cardList.fields.msisdnFrom'), t('cardList.placeholders.msisdn'), 'w-48')}
              {text('msisdnTo', t('cardList.fields.msisdnTo'), t('cardList.placeholders.msisdn'), 'w-48')}
            </>
          )}
          <Select
            className="w-44"
            label={t('cardList.fields.state')}
            options={[anyOption, ...LIFECYCLE_STATES.map((s) => ({ value: s, label: t(`cardState.${s}`) }))]}
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state })}
            data-testid="filter-state"
          />
          <Select
            className="w-40"
            label={t('cardList.fields.operator')}
            options={[anyOption, ...OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))]}
            value={draft.operator}
            onChange={(operator) => setDraft({ ...draft, operator })}
            data-testid="filter-operator"
          />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showMore}
            aria-controls="card-more-filters"
            onClick={() => setMore(!showMore)}
            data-testid="filter-more"
          >
            {showMore ? t('cardList.fewerFilters') : t('cardList.moreFilters')}
          </Button>
        </div>
        {showMore && (
          <div id="card-more-filters" className="flex w-full flex-wrap items-end gap-3">
            {text('imsi', t('cardList.fields.imsi'), t('cardList.placeholders.imsi'))}
            {text('imei', t('cardList.fields.imei'), t('cardList.placeholders.imei'))}
            <TextField
              className="w-40"
              label={t('cardList.fields.plan')}
              placeholder={t('cardList.placeholders.plan')}
              value={draft.goodsReleaseId}
              onChange={(e) => setDraft({ ...draft, goodsReleaseId: e.target.value })}
              data-testid="filter-goodsReleaseId"
            />
            <Select
              className="w-40"
              label={t('cardList.fields.networkType')}
              options={[anyOption, ...NETWORK_TYPES.map((n) => ({ value: n, label: t(`cardList.networkType.${n}`) }))]}
              value={draft.networkType}
              onChange={(networkType) => setDraft({ ...draft, networkType })}
              data-testid="filter-networkType"
            />
            <DatePicker
              className="w-44"
              label={t('cardList.fields.activatedFrom')}
              value={draft.activatedFrom}
              max={draft.activatedTo || undefined}
              onChange={(activatedFrom) => setDraft({ ...draft, activatedFrom })}
              data-testid="filter-activatedFrom"
            />
            <DatePicker
              className="w-44"
              label={t('cardList.fields.activatedTo')}
              value={draft.activatedTo}
              min={draft.activatedFrom || undefined}
              error={fieldError('activatedTo')}
              onChange={(activatedTo) => setDraft({ ...draft, activatedTo })}
              data-testid="filter-activatedTo"
            />
          </div>
        )}
      </FilterBar>

      {waiting ? (
        <EmptyState
          title={enterprises.error ? t('dataList.loadFailed') : t('cardList.noEnterprise')}
          description={enterprises.error?.msg}
          data-testid="card-no-enterprise"
        />
      ) : (
        <>
          <div
            className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200/80 bg-white px-4 py-3 shadow-sm"
            data-testid="card-selection-bar"
          >
            <span className="text-sm font-medium text-slate-700" data-testid="card-selection-count" data-count={selected.length}>
              {selected.length ? t('cardList.selection.count', { count: selected.length }) : t('cardList.selection.none')}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={list.items.length === 0}
              onClick={() =>
                setSelected(
                  addToSelection(
                    selected,
                    list.items.map((c) => c.iccid),
                  ),
                )
              }
              data-testid="card-select-page"
            >
              {t('cardList.selection.selectPage')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={selectingAll}
              onClick={selectAllMatching}
              data-testid="card-select-all"
            >
              {t('cardList.selection.selectAll')}
            </Button>
            {selected.length > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setSelected([])} data-testid="card-select-clear">
                {t('cardList.selection.clear')}
              </Button>
            )}
            <div className="ml-auto flex gap-2">
              {canSendSms && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={selected.length === 0}
                  onClick={() =>
                    navigate(
                      `/card/sms/list${platform && enterprise ? `?channelCustId=${encodeURIComponent(enterprise)}` : ''}`,
                      {
                        state: { iccids: selected },
                      },
                    )
                  }
                  data-testid="card-send-sms"
                >
                  {t('cardSms.send')}
                </Button>
              )}
              {canChangeState && (
                <Button
                  size="sm"
                  disabled={selected.length === 0}
                  onClick={() => setOpen('state')}
                  data-testid="card-change-state"
                >
                  {t('cardList.actions.changeState')}
                </Button>
              )}
            </div>
          </div>
          {!list.loading && !list.error && list.hasNext && list.items.length < list.pageSize && (
            <p className="text-sm text-slate-500" data-testid="card-short-page">
              {t('cardList.shortPage')}
            </p>
          )}
          <CardTable
            caption={t('cardList.title')}
            columns={columns}
            list={list}
            sort={tableSort}
            onSortChange={(next) => apply({ sort: next?.direction ?? 'asc' })}
            selected={selected}
            onSelect={setSelected}
          />
        </>
      )}

      {open === 'state' && (
        <ChangeStateDialog iccids={selected} channelCustId={platform ? enterprise : undefined} onClose={() => setOpen(null)} />
      )}
      {open === 'export' && <ExportDialog filter={filter} onClose={() => setOpen(null)} />}
    </div>
  );
}

/**
 * The list as a table (the shape of components/data-list ListTable) plus what this list needs on
 * top: ICCID sorting and row selection that survives paging.
 */
function CardTable({
  caption,
  columns,
  list,
  sort,
  onSortChange,
  selected,
  onSelect,
}: {
  caption: string;
  columns: TableColumn<CardRow>[];
  list: CursorList<CardRow>;
  sort: TableSort;
  onSortChange: (sort: TableSort | null) => void;
  selected: string[];
  onSelect: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const empty = list.error ? (
    <EmptyState
      compact
      data-testid="load-error"
      title={t('dataList.loadFailed')}
      description={list.error.msg}
      action={
        <Button size="sm" variant="secondary" onClick={list.reload}>
          {t('dataList.retry')}
        </Button>
      }
    />
  ) : (
    <EmptyState compact title={t('dataList.empty')} data-testid="card-empty" />
  );
  return (
    <section className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
      <Table
        caption={caption}
        columns={columns}
        rows={list.error ? [] : list.items}
        rowKey={(c) => c.iccid}
        sort={sort}
        onSortChange={onSortChange}
        selection={{
          selected,
          onChange: onSelect,
          selectAllLabel: t('cardList.selection.selectAllRows'),
          selectRowLabel: (c) => t('cardList.selection.selectRow', { iccid: c.iccid }),
        }}
        loading={list.loading}
        loadingLabel={t('dataList.loading')}
        empty={empty}
        stickyHeader
        maxHeight="calc(100vh - 360px)"
        className="border-slate-100"
        data-testid="card-table"
      />
      <Pagination
        className="mt-4"
        page={list.page}
        hasPrevious={list.hasPrevious}
        hasNext={list.hasNext}
        onPrevious={list.previous}
        onNext={list.next}
        pageSize={list.pageSize}
        onPageSizeChange={list.setPageSize}
        disabled={list.loading}
        labels={{
          navigation: t('dataList.pagination'),
          previous: t('dataList.previous'),
          next: t('dataList.next'),
          pageSize: t('dataList.pageSize'),
          page: (page) => t('dataList.page', { page }),
        }}
        data-testid="card-pagination"
      />
    </section>
  );
}
