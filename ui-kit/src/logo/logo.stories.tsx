import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const meta = { title: 'Brand/Logo', component: Logo, args: { name: 'CMP — IoT Connectivity' } } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Compact: Story = { args: { compact: true } };
export const Inverted: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <div style={{ background: '#172554', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
