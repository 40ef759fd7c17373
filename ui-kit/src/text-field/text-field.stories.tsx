import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Login name', name: 'loginName', placeholder: 'e.g. acme' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'The name your administrator gave you.' } };
export const WithError: Story = { args: { error: 'Enter your login name', defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'acme' } };
export const Large: Story = { args: { size: 'lg' } };
