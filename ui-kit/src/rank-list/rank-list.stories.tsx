import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatGiB } from '../lib/chart-fixtures';
import { RankList } from './rank-list';

const meta = {
  title: 'Data/RankList',
  component: RankList,
  args: {
    label: 'Top 5 cards by usage',
    formatValue: formatGiB,
    items: [
      { id: '1', label: '89860412345678901234', detail: '1440012345678', value: 52 * 1024 ** 3 },
      { id: '2', label: '89860412345678900012', detail: '1440012340012', value: 41 * 1024 ** 3 },
      { id: '3', label: '89860412345678900999', detail: '1440012340999', value: 33 * 1024 ** 3 },
      { id: '4', label: '89860412345678900555', value: 12 * 1024 ** 3 },
    ],
  },
} satisfies Meta<typeof RankList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopCards: Story = { args: { labels: 'code' } };
export const TopCustomers: Story = {
  args: {
    label: 'Top 5 customers by usage',
    items: [
      { id: 'S2001', label: 'Acme West', detail: 'S2001', value: 61 * 1024 ** 3 },
      { id: 'S2002', label: 'Acme East', detail: 'S2002', value: 24 * 1024 ** 3 },
    ],
  },
};
export const Empty: Story = { args: { items: [] } };
