import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'Actions/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: 'acme',
    triggerLabel: 'Account menu',
    header: 'Signed in as acme',
    items: [
      { id: 'profile', label: 'Account settings', onSelect: fn() },
      { id: 'disabled', label: 'Billing (soon)', onSelect: fn(), disabled: true },
      { id: 'sign-out', label: 'Sign out', onSelect: fn(), danger: true, 'data-testid': 'sign-out' },
    ],
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {};
