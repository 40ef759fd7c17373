import type { Meta, StoryObj } from '@storybook/react-vite';
import { dailyBytes, formatGiB } from '../lib/chart-fixtures';
import { LineChart } from './line-chart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { label: 'Daily usage', data: dailyBytes, formatValue: formatGiB, labelHeader: 'Day', valueHeader: 'Usage' },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DailyUsage: Story = {};
export const WithoutArea: Story = { args: { area: false } };
export const Empty: Story = { args: { data: [] } };
export const SinglePoint: Story = { args: { data: [{ label: '01', value: 3 * 1024 ** 3 }] } };
