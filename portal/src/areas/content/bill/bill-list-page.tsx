import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { type ContentBill, billPath } from '../shared/content-model';

const k = (key: string) => `content.bill.${key}`;
const thisYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const YEARS = [0, 1, 2, 3].map((i) => String(thisYear - i));

/** /content/bill/list: the enterprise's content bills, one a month (its rights orders), newest first. */
export const billList: ListDeclaration<ContentBill> = {
  texts: 'content.bill',
  source: 'content.billList',
  scope: 'enterprise',
  rowKey: 'billId',
  filters: [
    {
      kind: 'select',
      field: 'year',
      label: k('filters.year'),
      options: YEARS,
      optionLabel: '',
      optionText: String,
      width: 'w-32',
    },
  ],
  columns: [
    {
      key: 'billId',
      format: 'code',
      link: (b, { scope }) => billPath(b.billId, scope.query),
      linkTestId: (b) => `content-bill-${b.month}`,
    },
    { key: 'month', cell: (b) => b.month.replace('-', '/') },
    { key: 'orderCount', format: 'count', align: 'end' },
    { key: 'amount', format: 'money', align: 'end' },
    { key: 'updatedAt', format: 'dateTime' },
  ],
  emptyTitle: k('empty'),
  testIds: { table: 'content-bill-table' },
};

export default function BillListPage() {
  return <ListPage declaration={billList} />;
}
