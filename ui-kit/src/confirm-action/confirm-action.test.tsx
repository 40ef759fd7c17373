// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './confirm-action.stories';

const { TextAction, DangerButton, Failing, NotDestructive, AllowButton } = composeStories(stories);
afterEach(cleanup);

describe('ConfirmAction', () => {
  it('asks first: nothing runs until the dialog is confirmed, then it closes', async () => {
    const { container } = render(<TextAction />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(TextAction.args.onConfirm).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('It is removed from 12 cards.');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(TextAction.args.onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expectNoA11yViolations(container);
  });

  it('cancels without running the action', async () => {
    render(<DangerButton />);
    const trigger = screen.getByRole('button', { name: 'Unpair' });
    expect(trigger.dataset.variant).toBe('danger');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByTestId('dialog-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(DangerButton.args.onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and shows why when the action fails', async () => {
    render(<Failing />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByTestId('dialog-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('The label is in use by a running batch.');
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
  });

  it('confirms a disruptive but not destructive action with a plain confirm button', async () => {
    render(<NotDestructive />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to slot 2' }));
    const confirm = await screen.findByTestId('dialog-confirm');
    expect(confirm.dataset.variant).toBe('primary');
    await userEvent.click(confirm);
    expect(NotDestructive.args.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes another button variant for an action that is not destructive', async () => {
    render(<AllowButton />);
    const trigger = screen.getByRole('button', { name: 'Allow' });
    expect(trigger.dataset.variant).toBe('primary');
    await userEvent.click(trigger);
    expect((await screen.findByTestId('dialog-confirm')).dataset.variant).toBe('primary');
  });
});
