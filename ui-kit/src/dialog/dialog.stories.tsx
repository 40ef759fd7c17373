import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog, Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Logo setting',
    description: 'One jpg or png file of at most 1500 KB.',
    confirmLabel: 'Save',
    cancelLabel: 'Cancel',
    children: <p className="text-sm text-slate-600">The new logo replaces the current one for every user of the enterprise.</p>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFooter: Story = {};
export const Saving: Story = { args: { loading: true } };
export const Blocking: Story = {
  args: {
    title: 'Change your password',
    description: 'Your password was reset. Choose a new one to continue.',
    dismissible: false,
  },
};
export const InfoOnly: Story = { args: { confirmLabel: undefined, cancelLabel: undefined } };

export const Destructive: StoryObj<typeof ConfirmDialog> = {
  render: (args) => <ConfirmDialog {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Delete this role?',
    description: 'Accounts can no longer be given this role. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  },
};
