import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { type TestCardRow, remainingTone } from './test-card-model';

const detailPath = (c: TestCardRow, query: string) => `/card/testcard/detail/${c.iccid}${query}`;

/** /card/testcard/list: the tenant's cards in state 61 with the days left of test + stock (≤ 12 months). */
export const testCardList: ListDeclaration<TestCardRow> = {
  texts: 'card.testCard',
  source: 'test-card.list',
  scope: 'enterprise',
  rowKey: 'iccid',
  columns: [
    {
      key: 'iccid',
      format: 'code',
      link: (c, { scope }) => detailPath(c, scope.query),
      linkTestId: (c) => `test-card-${c.iccid}`,
    },
    { key: 'msisdn', format: 'code' },
    { key: 'operator', enumLabel: 'operator' },
    { key: 'quotaBytes', header: 'card.testCard.usage.quota', format: 'size' },
    { key: 'startedAt', format: 'date', value: (c) => c.test.startedAt },
    { key: 'deadline', format: 'date', value: (c) => c.test.deadline },
    {
      key: 'remainingDays',
      cell: (c, { t }) => (
        <StateBadge tone={remainingTone(c.test)}>
          {c.test.expired ? t('card.testCard.expired') : t('card.testCard.days', { count: c.test.remainingDays })}
        </StateBadge>
      ),
    },
  ],
  rowActions: [{ id: 'view', label: 'card.testCard.view', to: (c, { scope }) => detailPath(c, scope.query) }],
  testIds: { table: 'test-card-table' },
};

export default function TestCardListPage() {
  return <ListPage declaration={testCardList} />;
}
