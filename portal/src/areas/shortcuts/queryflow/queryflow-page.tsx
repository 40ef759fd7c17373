import { Button, DatePicker, EmptyState, Panel, Table, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { formatBytes, formatDate, orEmpty } from '../../../lib/format';
import { useRoute } from '../../../lib/use-route';
import { shanghaiDayBefore } from '../shared/shanghai-day';
import { QUERYFLOW_LIST, type Queryflow, type QueryflowDraft, draftProblems, queryOf, queryflowUrl } from './queryflow-model';

const k = (key: string) => `shortcuts.queryflow.${key}`;
type Day = Queryflow['items'][number];

/**
 * /shortcuts/queryflow/list: a card's usage per day over a chosen period (the last 30 days unless
 * another is chosen, at most 92). The query lives in the URL (`?iccid=&dateFrom=&dateTo=`), so a
 * pasted link shows the same days; the platform finds any card by its ICCID.
 */
export default function QueryflowPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = queryOf(search);
  const [draft, setDraft] = useState<QueryflowDraft>(
    query ?? { iccid: search.get('iccid') ?? '', dateFrom: shanghaiDayBefore(30), dateTo: shanghaiDayBefore(0) },
  );
  const [problems, setProblems] = useState<ReturnType<typeof draftProblems>>({});
  const { data, error, isLoading } = useRoute(QUERYFLOW_LIST, query, { keepPreviousData: false });

  const submit = () => {
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) navigate(queryflowUrl(draft));
  };
  const columns: TableColumn<Day>[] = [
    { key: 'day', header: t(k('fields.day')), cell: (d) => <span className="tabular-nums">{formatDate(d.day)}</span> },
    {
      key: 'bytes',
      header: t(k('fields.bytes')),
      align: 'end',
      cell: (d) => <span className="tabular-nums">{formatBytes(d.bytes)}</span>,
    },
  ];
  const problem = (field: keyof QueryflowDraft) => (problems[field] ? t(problems[field]!, { max: 92 }) : undefined);

  return (
    <div className="space-y-5" lang={i18n.language}>
      <PageHeader title={t(k('title'))} subtitle={t(k('subtitle'))} />
      <form
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          className="w-72"
          label={t(k('iccid'))}
          placeholder={t(k('iccidPlaceholder'))}
          inputMode="numeric"
          maxLength={20}
          value={draft.iccid}
          onChange={(e) => setDraft({ ...draft, iccid: e.target.value })}
          error={problem('iccid')}
          data-testid="queryflow-iccid"
        />
        <DatePicker
          className="w-44"
          label={t(k('dateFrom'))}
          value={draft.dateFrom}
          max={draft.dateTo || undefined}
          onChange={(dateFrom) => setDraft({ ...draft, dateFrom })}
          error={problem('dateFrom')}
          data-testid="queryflow-from"
        />
        <DatePicker
          className="w-44"
          label={t(k('dateTo'))}
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          onChange={(dateTo) => setDraft({ ...draft, dateTo })}
          error={problem('dateTo')}
          data-testid="queryflow-to"
        />
        <Button type="submit" data-testid="queryflow-search">
          {t(k('search'))}
        </Button>
      </form>
      {!query && <EmptyState compact title={t(k('start'))} data-testid="queryflow-start" />}
      {query && isLoading && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {query && error && (
        <div role="alert" data-testid="queryflow-error" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {error.msg}
        </div>
      )}
      {query && data && !error && (
        <Panel title={t(k('result'))}>
          <dl className="grid grid-cols-2 gap-4 p-5 text-sm md:grid-cols-4" data-testid="queryflow-card">
            <dt className="text-slate-500">{t(k('fields.iccid'))}</dt>
            <dd className="font-mono">{data.card.iccid}</dd>
            <dt className="text-slate-500">{t(k('fields.msisdn'))}</dt>
            <dd className="font-mono">{orEmpty(data.card.msisdn)}</dd>
            <dt className="text-slate-500">{t(k('fields.operator'))}</dt>
            <dd>{t(`operator.${data.card.operator}`)}</dd>
            <dt className="text-slate-500">{t(k('fields.plan'))}</dt>
            <dd>{orEmpty(data.card.planName)}</dd>
            <dt className="text-slate-500">{t(k('fields.customer'))}</dt>
            <dd>{orEmpty(data.card.customerName)}</dd>
            <dt className="text-slate-500">{t(k('fields.total'))}</dt>
            <dd className="tabular-nums" data-testid="queryflow-total">
              {formatBytes(data.totalBytes)}
            </dd>
          </dl>
          <Table
            columns={columns}
            rows={data.items}
            rowKey={(d) => d.day}
            caption={t(k('result'))}
            empty={<EmptyState compact title={t('dataList.empty')} description={t(k('empty'))} />}
            data-testid="queryflow-table"
          />
        </Panel>
      )}
    </div>
  );
}
