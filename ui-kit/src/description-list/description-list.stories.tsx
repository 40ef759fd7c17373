import type { Meta, StoryObj } from '@storybook/react-vite';
import { StateBadge } from '../state-badge/state-badge';
import { DescriptionList } from './description-list';

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  args: {
    sections: [
      {
        key: 'card',
        title: 'Card',
        items: [
          { key: 'iccid', label: 'ICCID', value: '89860000000000000001', code: true },
          { key: 'state', label: 'State', value: <StateBadge tone="green">Active</StateBadge> },
          { key: 'createdAt', label: 'Created', value: '2026/11/02 09:30:00' },
        ],
      },
      {
        key: 'plan',
        title: 'Plan',
        items: [
          { key: 'name', label: 'Plan', value: 'IoT 1 GB' },
          { key: 'remark', label: 'Remark', value: 'Renewed every month on the first day.', wide: true },
        ],
      },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {};
export const ThreeColumns: Story = { args: { columns: 3 } };
export const FourColumns: Story = { args: { columns: 4 } };
export const Untitled: Story = {
  args: { sections: [{ key: 'only', items: [{ key: 'name', label: 'Name', value: 'Fleet' }] }] },
};
