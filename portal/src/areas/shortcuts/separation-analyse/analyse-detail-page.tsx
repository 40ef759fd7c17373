import { EmptyState, Table, type TableColumn } from '@cmp/ui-kit';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { formatDateTime } from '../../../lib/format';
import { ANALYSE_DETAIL, type AnalyseCard, type AnalyseDetail, analyseListPath, monthText } from './analyse-model';

const k = (key: string) => `shortcuts.separationAnalyse.${key}`;

/** The group's cards: when and how each separated, and every device it was seen in. */
function CardsTable({ record, ctx }: DetailPartProps<AnalyseDetail>) {
  const { t } = ctx;
  const columns: TableColumn<AnalyseCard>[] = [
    { key: 'iccid', header: t(k('fields.iccid')), cell: (c) => <code className="font-mono text-xs">{c.iccid}</code> },
    { key: 'msisdn', header: t(k('fields.msisdn')), cell: (c) => c.msisdn },
    { key: 'at', header: t(k('fields.at')), cell: (c) => <span className="tabular-nums">{formatDateTime(c.at)}</span> },
    { key: 'boundImei', header: t(k('fields.boundImei')), cell: (c) => <code className="font-mono text-xs">{c.boundImei}</code> },
    {
      key: 'seenImei',
      header: t(k('fields.seenImei')),
      cell: (c) => <code className="font-mono text-xs text-red-700">{c.seenImei}</code>,
    },
    {
      key: 'imeis',
      header: t(k('fields.history')),
      cell: (c) => (
        <ul className="space-y-0.5 text-xs" data-testid={`separation-history-${c.iccid}`}>
          {c.imeis.map((h) => (
            <li key={h.imei}>
              <code className="font-mono">{h.imei}</code>{' '}
              <span className="text-slate-500 tabular-nums">
                {formatDateTime(h.firstSeen)} – {formatDateTime(h.lastSeen)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={record.cards}
      rowKey={(c) => `${c.iccid}#${c.at}`}
      caption={t(k('detail.cards'))}
      empty={<EmptyState compact title={t('dataList.empty')} />}
      data-testid="separation-analyse-cards"
    />
  );
}

/** /shortcuts/mobileSeparationAnalyse/detail/:operationId: one (month, enterprise, operator) and its cards. */
const analyseDetail: DetailDeclaration<AnalyseDetail> = {
  title: 'menu.shortcuts.separationAnalyse.detail',
  heading: (d, ctx) => `${monthText(d.month)} · ${d.enterpriseName ?? d.channelCustId} · ${ctx.t(`operator.${d.operator}`)}`,
  source: ANALYSE_DETAIL,
  request: ({ params }) => (params.operationId ? { operationId: params.operationId } : null),
  notFound: k('detail.notFound'),
  notFoundTestId: 'separation-analyse-not-found',
  sections: [
    {
      id: 'group',
      columns: 2,
      testId: 'separation-analyse-group',
      fields: [
        { key: 'month', label: k('fields.month'), value: (d) => monthText(d.month) },
        { key: 'enterprise', label: k('fields.enterprise'), value: (d) => d.enterpriseName ?? d.channelCustId },
        { key: 'operator', label: k('fields.operator'), value: (d, ctx) => ctx.t(`operator.${d.operator}`) },
        { key: 'count', label: k('fields.count'), testId: 'separation-analyse-count' },
      ],
    },
    { id: 'cards', title: k('detail.cards'), content: CardsTable, testId: 'separation-analyse-cards-section' },
  ],
  back: () => analyseListPath,
};

export default function SeparationAnalyseDetailPage() {
  return <DetailPage declaration={analyseDetail} />;
}
