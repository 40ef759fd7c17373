import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './stat-card';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: { label: 'Total cards', value: '12,480', hint: 'All lifecycle states', 'data-testid': 'stat' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TrendUp: Story = {
  args: { label: 'Usage this month', value: '1.24 TB', trend: { direction: 'up', text: '12.5%' }, hint: 'vs last month' },
};
export const TrendDown: Story = {
  args: { label: 'Usage this month', value: '812.00 GB', trend: { direction: 'down', text: '4.1%' }, hint: 'vs last month' },
};
export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading' } };
