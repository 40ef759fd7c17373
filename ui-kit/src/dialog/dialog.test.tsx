// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './dialog.stories';

const { WithFooter, Saving, Blocking, InfoOnly, Destructive } = composeStories(stories);
afterEach(cleanup);

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<WithFooter />);
    const dialog = await screen.findByRole('dialog');
    expectAccessibleName(dialog, 'Logo setting');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('One jpg or png file of at most 1500 KB.');
    expectNoA11yViolations(dialog);
  });

  it('confirms with the button or Enter, and cancels with Cancel or Escape', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<WithFooter onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps focus inside the dialog', async () => {
    render(<WithFooter />);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('blocks confirming twice and closing while saving', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Saving onConfirm={onConfirm} onClose={onClose} />);
    const save = await screen.findByRole('button', { name: /Save/ });
    expect(save.getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a blocking dialog has no Cancel and ignores Escape', async () => {
    const onClose = vi.fn();
    render(<Blocking onClose={onClose} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be informational, without a footer', async () => {
    render(<InfoOnly />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('asks with a red confirm button', async () => {
    const onConfirm = vi.fn();
    render(<Destructive onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog');
    expectAccessibleName(dialog, 'Delete this role?');
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del.className).toContain('bg-red-600');
    await userEvent.click(del);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expectNoA11yViolations(dialog);
  });
});
