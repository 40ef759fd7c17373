import type { Meta, StoryObj } from '@storybook/react-vite';
import { DonutChart } from './donut-chart';

const meta = {
  title: 'Charts/DonutChart',
  component: DonutChart,
  args: {
    label: 'Cards by lifecycle state',
    centerLabel: 'Cards',
    labelHeader: 'State',
    valueHeader: 'Cards',
    data: [
      { label: 'Activated', value: 8200 },
      { label: 'Stock', value: 2400 },
      { label: 'Test', value: 900 },
      { label: 'Deactivated', value: 500 },
      { label: 'Cancelled', value: 0 },
    ],
  },
} satisfies Meta<typeof DonutChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LifecycleStates: Story = {};
export const Operators: Story = {
  args: {
    label: 'Cards by operator',
    data: [
      { label: 'China Mobile', value: 6100 },
      { label: 'China Unicom', value: 4200 },
      { label: 'China Telecom', value: 1700 },
    ],
  },
};
export const Empty: Story = { args: { data: [] } };
