import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatGiB, monthlyBytes } from '../lib/chart-fixtures';
import { BarChart } from './bar-chart';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { label: 'Monthly usage', data: monthlyBytes, formatValue: formatGiB, labelHeader: 'Month', valueHeader: 'Usage' },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyUsage: Story = {};
export const Empty: Story = { args: { data: [] } };
export const SingleBar: Story = { args: { data: [{ label: '2026/01', value: 5 }], formatValue: undefined } };
