import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = { title: 'Feedback/EmptyState', component: EmptyState, args: { title: 'No data' } } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: 'Could not load this chart',
    description: 'The server did not answer in time.',
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};
export const Compact: Story = { args: { compact: true } };
