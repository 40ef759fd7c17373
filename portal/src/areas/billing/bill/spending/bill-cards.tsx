import { Button, EmptyState, Select, Table, type TableColumn, TextField } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DetailPartProps } from '../../../../components/detail-page';
import { type ApiError, isApiError } from '../../../../lib/api';
import { EMPTY, formatBytes, formatCny, formatCount } from '../../../../lib/format';
import { billCards } from '../bill-api';
import { type BillCard, type BillRecord, ICCID, cardPath, cardTotals, lineItem, planName, plansOf } from '../bill-model';
import { CARDS_ANCHOR } from './bill-lines';

interface Loaded {
  /** The request the cards answer (a new filter starts again). */
  key: string;
  items: BillCard[];
  cursor: string | null;
  loading: boolean;
  error: ApiError | null;
}

const failure = (e: unknown): ApiError => (isApiError(e) ? e : { msg: String(e), type: 'network' });

/**
 * The bill's cards with their own lines (`bill.cards`, 50 a page, Load more): all of them, the cards
 * of one plan (`?plan=`, set by a plan line's Cards link) or one card by its ICCID (`?iccid=`).
 */
export function BillCards({ record, ctx }: DetailPartProps<BillRecord>) {
  const { t } = ctx;
  const [search, setSearch] = useSearchParams();
  const plan = search.get('plan') ?? '';
  const iccid = search.get('iccid') ?? '';
  const [draft, setDraft] = useState(iccid);
  const [touched, setTouched] = useState(false);
  const body = { billId: record.billId, ...(plan ? { goodsReleaseId: plan } : {}), ...(iccid ? { iccid } : {}) };
  const key = JSON.stringify(body);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', items: [], cursor: null, loading: true, error: null });
  const pools = record.poolNames as Record<string, string>;
  const owner = ctx.scope.platform ? record.channelCustId : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the request
  useEffect(() => {
    let live = true;
    setLoaded({ key, items: [], cursor: null, loading: true, error: null });
    billCards(body).then(
      (page) => live && setLoaded({ key, items: page.items, cursor: page.cursor, loading: false, error: null }),
      (e) => live && setLoaded({ key, items: [], cursor: null, loading: false, error: failure(e) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  useEffect(() => setDraft(iccid), [iccid]);

  const more = async () => {
    if (!loaded.cursor) return;
    setLoaded((l) => ({ ...l, loading: true }));
    try {
      const page = await billCards({ ...body, cursor: loaded.cursor });
      setLoaded((l) => (l.key === key ? { ...l, items: [...l.items, ...page.items], cursor: page.cursor, loading: false } : l));
    } catch (e) {
      setLoaded((l) => ({ ...l, loading: false, error: failure(e) }));
    }
  };
  const filter = (patch: { plan?: string; iccid?: string }) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const iccidInvalid = draft.trim() !== '' && !ICCID.test(draft.trim());
  const searchIccid = () => {
    setTouched(true);
    if (!iccidInvalid) filter({ iccid: draft.trim() });
  };

  const columns: TableColumn<BillCard>[] = [
    {
      key: 'iccid',
      header: t('billing.bill.cards.columns.iccid'),
      cell: (c) => (
        <Link
          to={cardPath(c.iccid, owner)}
          className="font-mono text-xs font-medium text-brand-700 hover:underline"
          data-testid={`bill-card-${c.iccid}`}
        >
          {c.iccid}
        </Link>
      ),
      className: 'whitespace-nowrap',
    },
    { key: 'plan', header: t('billing.bill.cards.columns.plan'), cell: (c) => planName(record, c), className: 'min-w-44' },
    {
      key: 'pool',
      header: t('billing.bill.cards.columns.pool'),
      cell: (c) => (c.poolId ? (pools[c.poolId] ?? c.poolId) : EMPTY),
    },
    {
      key: 'items',
      header: t('billing.bill.cards.columns.items'),
      cell: (c) => (
        <ul className="space-y-0.5">
          {c.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines have no id and never reorder
            <li key={i}>
              {lineItem(l, t)}
              <span className="text-slate-500 tabular-nums">
                {' · '}
                <span className="whitespace-nowrap">{l.amount || !l.bytes ? formatCny(l.amount) : formatBytes(l.bytes)}</span>
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'volume',
      header: <span className="whitespace-nowrap">{t('billing.bill.cards.columns.volume')}</span>,
      align: 'end',
      cell: (c) => formatBytes(cardTotals(c).bytes),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'amount',
      header: t('billing.bill.cards.columns.amount'),
      align: 'end',
      cell: (c) => formatCny(cardTotals(c).amount),
      className: 'tabular-nums whitespace-nowrap font-medium',
    },
    {
      key: 'tax',
      header: t('billing.bill.cards.columns.tax'),
      align: 'end',
      cell: (c) => formatCny(cardTotals(c).tax),
      className: 'tabular-nums whitespace-nowrap',
    },
  ];
  const current = loaded.key === key;
  const rows = current ? loaded.items : [];

  return (
    <div id={CARDS_ANCHOR} className="scroll-mt-20 space-y-4" data-print-hide="">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          searchIccid();
        }}
      >
        <Select
          className="w-72"
          label={t('billing.bill.cards.plan')}
          options={[
            { value: '', label: t('billing.bill.cards.allPlans') },
            ...plansOf(record).map((p) => ({ value: p.goodsReleaseId, label: p.name })),
          ]}
          value={plan}
          onChange={(value) => filter({ plan: value })}
          data-testid="bill-cards-plan"
        />
        <TextField
          className="w-64"
          label={t('billing.bill.cards.iccid')}
          inputMode="numeric"
          maxLength={20}
          placeholder={t('billing.bill.cards.iccidHint')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          error={touched && iccidInvalid ? t('billing.bill.cards.iccidInvalid') : undefined}
          data-testid="bill-cards-iccid"
        />
        <Button type="submit" variant="secondary" data-testid="bill-cards-search">
          {t('billing.bill.cards.search')}
        </Button>
        {(plan || iccid) && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              setTouched(false);
              filter({ plan: '', iccid: '' });
            }}
            data-testid="bill-cards-clear"
          >
            {t('billing.bill.cards.clear')}
          </Button>
        )}
      </form>
      {current && loaded.error ? (
        <EmptyState
          compact
          title={t('dataList.loadFailed')}
          description={loaded.error.msg}
          data-testid="bill-cards-error"
          action={
            <Button size="sm" variant="secondary" onClick={() => setLoaded((l) => ({ ...l, key: '' }))}>
              {t('dataList.retry')}
            </Button>
          }
        />
      ) : (
        <Table
          caption={t('billing.bill.cards.title')}
          columns={columns}
          rows={rows}
          rowKey={(c) => `${c.iccid}|${c.goodsReleaseId}|${c.lines.length}|${c.lines[0]?.kind ?? ''}`}
          loading={!current || (loaded.loading && rows.length === 0)}
          loadingLabel={t('dataList.loading')}
          empty={<EmptyState compact title={t('billing.bill.cards.empty')} data-testid="bill-cards-empty" />}
          data-testid="bill-cards-table"
        />
      )}
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-slate-500" data-testid="bill-cards-count">
          {current && !loaded.error
            ? t('billing.bill.cards.shown', { count: rows.length, formatted: formatCount(rows.length) })
            : ''}
        </span>
        {current && loaded.cursor && (
          <Button variant="secondary" onClick={() => void more()} loading={loaded.loading} data-testid="bill-cards-more">
            {t('billing.bill.cards.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
