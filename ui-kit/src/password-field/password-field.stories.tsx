import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', showLabel: 'Show password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Password must be 8-18 characters' } };
