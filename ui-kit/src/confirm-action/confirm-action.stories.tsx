import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmAction } from './confirm-action';

const meta = {
  title: 'Actions/ConfirmAction',
  component: ConfirmAction,
  args: {
    children: 'Delete',
    title: 'Delete the label "Fleet"?',
    description: 'It is removed from 12 cards.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    'data-testid-dialog': 'confirm-dialog',
  },
} satisfies Meta<typeof ConfirmAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextAction: Story = {};
export const DangerButton: Story = { args: { appearance: 'button', children: 'Unpair', onConfirm: fn() } };
export const Failing: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('The label is in use by a running batch.'))) },
};
export const NotDestructive: Story = {
  args: {
    tone: 'default',
    children: 'Switch to slot 2',
    title: 'Switch the device to slot 2?',
    confirmLabel: 'Switch',
    onConfirm: fn(),
  },
};
export const AllowButton: Story = {
  args: {
    appearance: 'button',
    variant: 'primary',
    tone: 'default',
    children: 'Allow',
    title: 'Allow the service again?',
    confirmLabel: 'Allow',
    onConfirm: fn(),
  },
};
