import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, EmptyState, type TableSort } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CardRow,
  type FilterDraft,
  checkDraft,
  emptyDraft,
  toFilterBody,
} from '../../../components/card-list/card-list-model';
import { ExportDialog } from '../../../components/card-list/export-dialog';
import { CARD_LIST, useEnterprises, useSecondaries } from '../../../components/card-list/use-cards';
import { ListTable, PageHeader } from '../../../components/data-list';
import { rememberEnterprise, useDefaultEnterprise } from '../../../lib/default-enterprise';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { useCardColumns } from './card-columns';
import { CardFilters } from './card-filters';
import { CardScope } from './card-scope';
import { CardSelectionBar } from './card-selection-bar';
import { ChangeStateDialog } from './change-state-dialog';

type Query = Record<string, unknown>;

/**
 * /card/card-list/list/:salesorder?: the card list (docs/api.md "Card list"). Platform roles first
 * choose the enterprise; enterprise roles may narrow to a secondary customer. Paging is the shared
 * cursor list (`useCursorList` + `ListTable`); the selection persists across pages until the query
 * changes. `:salesorder` has no sales orders behind it yet: ignored.
 */
export default function CardListPage() {
  const { t } = useTranslation('card');
  const session = useSession();
  // Platform accounts (built-in or custom) belong to no enterprise.
  const platform = !session.channelCustId;
  const canSeeSecondaries = !session.custId && session.permissions.includes(featureCodes.customerButtons);

  const enterprises = useEnterprises(platform);
  const [enterprise, setEnterprise] = useState('');
  const secondaries = useSecondaries(canSeeSecondaries && (!platform || Boolean(enterprise)), platform ? enterprise : undefined);
  const [custId, setCustId] = useState('');

  const [draft, setDraft] = useState<FilterDraft>(emptyDraft);
  const [applied, setApplied] = useState<FilterDraft>(emptyDraft);
  const [problem, setProblem] = useState<ReturnType<typeof checkDraft>>(null);
  const [sort, setSort] = useState<'asc' | 'desc'>('asc');

  const scopeOf = (e: string, c: string) => ({ channelCustId: platform ? e || undefined : undefined, custId: c || undefined });
  const filter = toFilterBody(applied, scopeOf(enterprise, custId));
  const waiting = platform && !enterprise;
  const list = useCursorList<CardRow, Query>(waiting ? null : CARD_LIST, { ...filter, sort });
  const columns = useCardColumns(platform);

  const [selected, setSelected] = useState<string[]>([]);
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
  // Platform roles start on the shared default enterprise (the last chosen in this session, else the first).
  const { defaultId } = useDefaultEnterprise(platform);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the enterprises arrive
  useEffect(() => {
    if (platform && !enterprise && defaultId) apply({ enterprise: defaultId });
  }, [platform, enterprise, defaultId]);

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
  // Labels and pools belong to an enterprise: another enterprise's choices do not apply.
  const chooseEnterprise = (value: string) => {
    rememberEnterprise(value);
    const cleared = { ...draft, labelId: '', poolId: '' };
    setDraft(cleared);
    apply({ enterprise: value, custId: '', applied: { ...applied, labelId: '', poolId: '' } });
  };
  const tableSort: TableSort = { key: 'iccid', direction: sort };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('card.list.title')}
        subtitle={t('card.list.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => setOpen('export')} disabled={waiting} data-testid="card-export">
            {t('card.list.actions.export')}
          </Button>
        }
      />

      <CardScope
        platform={platform}
        enterprises={enterprises.data}
        enterprise={enterprise}
        onEnterprise={chooseEnterprise}
        secondaries={canSeeSecondaries ? secondaries.data : undefined}
        custId={custId}
        onCustId={(value) => apply({ custId: value })}
      />

      <CardFilters
        draft={draft}
        onDraftChange={setDraft}
        problem={problem}
        onSearch={search}
        onReset={reset}
        ready={!waiting}
        channelCustId={platform ? enterprise : undefined}
        withPools={!session.custId}
      />

      {waiting ? (
        <EmptyState
          title={enterprises.error ? t('dataList.loadFailed') : t('card.list.noEnterprise')}
          description={enterprises.error?.msg}
          data-testid="card-no-enterprise"
        />
      ) : (
        <>
          <CardSelectionBar
            selected={selected}
            onSelect={setSelected}
            pageIccids={list.items.map((c) => c.iccid)}
            filter={filter}
            enterprise={platform ? enterprise : undefined}
            canChangeState={session.permissions.includes(featureCodes.cardChangeStatus)}
            // Sending an SMS to the selection opens the SMS area's send dialog with the selected ICCIDs.
            canSendSms={session.permissions.includes(featureCodes.smsSend)}
            onChangeState={() => setOpen('state')}
          />
          {!list.loading && !list.error && list.hasNext && list.items.length < list.pageSize && (
            <p className="text-sm text-slate-500" data-testid="card-short-page">
              {t('card.list.shortPage')}
            </p>
          )}
          <ListTable
            caption={t('card.list.title')}
            columns={columns}
            list={list}
            rowKey={(c) => c.iccid}
            sort={tableSort}
            onSortChange={(next) => apply({ sort: next?.direction ?? 'asc' })}
            selection={{
              selected,
              onChange: setSelected,
              selectAllLabel: t('card.list.selection.selectAllRows'),
              selectRowLabel: (c) => t('card.list.selection.selectRow', { iccid: c.iccid }),
            }}
            maxHeight="calc(100vh - 360px)"
            data-testid="card-table"
            data-testid-empty="card-empty"
            data-testid-pagination="card-pagination"
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
