import { type CardRow, type RequestOf, type ResponseOf, lifecycleCodes, networkTypes } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { MAX_SELECTION, TOO_MANY_CODE, cardStateTones, detailPath } from '../../../components/card-list/card-list-model';
import { exportCards, matchingIccids } from '../../../components/card-list/use-cards';
import { type ListDeclaration, ListPage, enumFilter, operatorFilter } from '../../../components/list-page';
import { customerName } from '../../../lib/customer-name';
import { LabelChip } from '../shared/label-chip';
import { ChangeStateDialog } from './change-state-dialog';

type LabelItem = ResponseOf<'card-label.list'>['items'][number];
type PoolItem = ResponseOf<'card-pool.list'>['items'][number];

/** A card number of `min` to `max` digits. */
const digits = (min: number, max: number) => new RegExp(`^\\d{${min},${max}}$`);
/** The sales order of the URL (`:salesorder`), when it is one; anything else is ignored. */
const salesOrderOf = (params: Record<string, string | undefined>) =>
  params.salesorder && /^SO\d{16}$/.test(params.salesorder) ? params.salesorder : undefined;

const numeric = { inputMode: 'numeric' as const, reversed: 'card.list.errors.rangeOrder' };

/**
 * /card/card-list/list/:salesorder?: the card list (docs/api.md "Card list"). Platform roles work in
 * the chosen enterprise; users holding 1000003 may narrow to a secondary customer. The order is the
 * ICCID's (the index's, either way); the selection spans pages up to 10,000 cards and goes to
 * "Change status" or to the SMS screen. `:salesorder` (a sales order number) lists that order's cards.
 */
export const cardList: ListDeclaration<CardRow> = {
  texts: 'card.list',
  subtitle: (ctx) => {
    const number = salesOrderOf(ctx.params);
    return number ? ['card.list.subtitleSalesOrder', { number }] : ['card.list.subtitle'];
  },
  source: 'card.list',
  fixed: ({ params }) => {
    const number = salesOrderOf(params);
    return number ? { salesOrderNumber: number } : {};
  },
  scope: 'secondary',
  rowKey: 'iccid',
  sort: { column: 'iccid', field: 'sort', initial: 'asc' },
  filters: [
    {
      kind: 'exactOrRange',
      field: 'iccid',
      label: 'card.list.fields.iccid',
      labels: { mode: 'card.list.iccidMode', from: 'card.list.fields.iccidFrom', to: 'card.list.fields.iccidTo' },
      placeholder: 'card.list.placeholders.iccid',
      pattern: digits(19, 20),
      invalid: 'card.list.errors.iccid',
      ...numeric,
      width: 'w-60',
      testId: 'filter-iccid',
    },
    {
      kind: 'exactOrRange',
      field: 'msisdn',
      label: 'card.list.fields.msisdn',
      labels: { mode: 'card.list.msisdnMode', from: 'card.list.fields.msisdnFrom', to: 'card.list.fields.msisdnTo' },
      placeholder: 'card.list.placeholders.msisdn',
      pattern: digits(5, 15),
      invalid: 'card.list.errors.msisdn',
      ...numeric,
      width: 'w-48',
      testId: 'filter-msisdn',
    },
    enumFilter('state', 'card.list.fields.state', lifecycleCodes, 'cardState', { width: 'w-44', testId: 'filter-state' }),
    operatorFilter('card.list.fields.operator', { width: 'w-40', testId: 'filter-operator' }),
    {
      kind: 'remoteSelect',
      field: 'labelId',
      label: 'card.list.fields.label',
      source: 'card-label.list',
      option: (l: LabelItem) => ({ value: l.labelId, label: <LabelChip name={l.name} color={l.color} /> }),
      empty: 'card.list.options.noLabels',
      width: 'w-48',
      testId: 'filter-labelId',
    },
    {
      kind: 'remoteSelect',
      field: 'poolId',
      label: 'card.list.fields.pool',
      source: 'card-pool.list',
      option: (p: PoolItem) => ({ value: p.poolId, label: `${p.name} (${p.poolId})` }),
      empty: 'card.list.options.noPools',
      // Pools are enterprise-level: a secondary customer has none.
      visible: ({ session }) => !session.custId,
      width: 'w-56',
      testId: 'filter-poolId',
    },
    {
      kind: 'text',
      field: 'imsi',
      label: 'card.list.fields.imsi',
      placeholder: 'card.list.placeholders.imsi',
      pattern: digits(15, 15),
      invalid: 'card.list.errors.imsi',
      ...numeric,
      width: 'w-52',
      testId: 'filter-imsi',
      more: true,
    },
    {
      kind: 'text',
      field: 'imei',
      label: 'card.list.fields.imei',
      placeholder: 'card.list.placeholders.imei',
      pattern: digits(15, 15),
      invalid: 'card.list.errors.imei',
      ...numeric,
      width: 'w-52',
      testId: 'filter-imei',
      more: true,
    },
    {
      kind: 'text',
      field: 'goodsReleaseId',
      label: 'card.list.fields.plan',
      placeholder: 'card.list.placeholders.plan',
      width: 'w-40',
      testId: 'filter-goodsReleaseId',
      more: true,
    },
    enumFilter('networkType', 'card.list.fields.networkType', networkTypes, 'card.list.networkType', {
      width: 'w-40',
      testId: 'filter-networkType',
      more: true,
    }),
    {
      kind: 'dateRange',
      field: 'activated',
      label: 'card.list.fields.activatedAt',
      labels: ['card.list.fields.activatedFrom', 'card.list.fields.activatedTo'],
      reversed: 'card.list.errors.rangeOrder',
      testId: 'filter-activated',
      more: true,
    },
  ],
  // Codes and times never wrap; names wrap above a minimum width, so the table fits a 1440 px screen.
  columns: [
    {
      key: 'iccid',
      format: 'code',
      link: (c, { scope }) => detailPath(c.iccid, c.channelCustId, scope.platform),
      linkTestId: () => 'card-link',
    },
    { key: 'msisdn', format: 'code' },
    { key: 'imsi', format: 'code' },
    { key: 'operator', enumLabel: 'operator', className: 'min-w-24' },
    {
      key: 'state',
      state: { tones: cardStateTones, label: 'cardState', testId: () => 'card-state' },
    },
    {
      key: 'customer',
      className: 'min-w-32',
      cell: (c, { t }) => (c.custId ? customerName({ custId: c.custId, name: c.customerName }) : t('card.list.enterpriseLevel')),
    },
    {
      key: 'planName',
      className: 'min-w-32',
      value: (c) => c.planName ?? c.goodsReleaseId,
    },
    { key: 'networkType', enumLabel: 'card.list.networkType', className: 'min-w-24' },
    { key: 'activatedAt', format: 'dateTime', className: 'min-w-24' },
  ],
  selection: {
    max: MAX_SELECTION,
    tooMany: 'card.list.selection.tooMany',
    count: 'card.list.selection.count',
    none: 'card.list.selection.none',
    selectRow: (c) => ['card.list.selection.selectRow', { iccid: c.iccid }],
    selectAll: 'card.list.selection.selectAllRows',
    selectPage: 'card.list.selection.selectPage',
    matching: {
      label: 'card.list.selection.selectAll',
      keys: async (body) => (await matchingIccids(body as RequestOf<'card.iccids'>)).iccids,
      done: 'card.list.selection.selectAllDone',
      failed: 'card.list.selection.failed',
      tooManyCode: TOO_MANY_CODE,
    },
    actions: [
      {
        // The SMS area's send dialog opens with the selected ICCIDs (the SMS screen keeps the enterprise in its URL).
        id: 'sms',
        label: 'card.sms.send',
        permission: featureCodes.smsSend,
        variant: 'secondary',
        run: (iccids, { scope, navigate }) =>
          navigate(`/card/sms/list${scope.platform ? `?channelCustId=${encodeURIComponent(scope.channelCustId)}` : ''}`, {
            iccids,
          }),
        testId: 'card-send-sms',
      },
      {
        id: 'state',
        label: 'card.list.actions.changeState',
        permission: featureCodes.cardChangeStatus,
        run: (iccids, ctx) => ctx.open('state', null, iccids),
        testId: 'card-change-state',
      },
    ],
    testId: 'card',
  },
  dialogs: { state: ChangeStateDialog },
  export: {
    label: 'card.list.actions.export',
    start: (body, format) => exportCards({ ...(body as RequestOf<'card.iccids'>), format }),
    testId: 'card-export',
  },
  shortPage: 'card.list.shortPage',
  maxHeight: 'calc(100vh - 360px)',
  testIds: { table: 'card-table', empty: 'card-empty', pagination: 'card-pagination' },
};

export default function CardListPage() {
  return <ListPage declaration={cardList} />;
}
