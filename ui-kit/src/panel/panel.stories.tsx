import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Panel } from './panel';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  args: { children: 'Cards activated this month appear here.' },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  args: {
    title: 'Monthly usage',
    description: 'Last 12 months',
    actions: (
      <Button size="sm" variant="secondary">
        Export
      </Button>
    ),
  },
};
export const Plain: Story = {};
