import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateBadge } from './state-badge';

const meta = {
  title: 'Data/StateBadge',
  component: StateBadge,
  args: { tone: 'green', children: 'Active' },
  argTypes: { tone: { control: 'inline-radio', options: ['green', 'red', 'amber', 'slate', 'blue'] } },
} satisfies Meta<typeof StateBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Blocked: Story = { args: { tone: 'red', children: 'Blocked' } };
export const Pending: Story = { args: { tone: 'amber', children: 'Pending review' } };
export const Neutral: Story = { args: { tone: 'slate', children: 'Draft' } };
export const Count: Story = { args: { tone: 'blue', children: '1,024' } };
