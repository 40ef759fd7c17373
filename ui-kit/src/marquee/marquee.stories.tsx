import type { Meta, StoryObj } from '@storybook/react-vite';
import { Marquee } from './marquee';

const meta = {
  title: 'Feedback/Marquee',
  component: Marquee,
  args: { label: 'Announcement', children: 'Maintenance tonight 23:00-24:00.' },
  decorators: [
    (Story) => (
      <div style={{ width: 480, padding: 8, background: '#eff6ff' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const Long: Story = {
  args: {
    children:
      'Scheduled maintenance of the China Unicom connectivity platform on Saturday from 23:00 to 02:00 (Asia/Shanghai). ' +
      'Card state changes submitted during the window are queued and applied afterwards; data sessions are not affected.',
  },
};
