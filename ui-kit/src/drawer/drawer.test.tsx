// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './drawer.stories';

const { Closed, Open, Large } = composeStories(stories);
afterEach(cleanup);

describe('Drawer', () => {
  it('opens as a titled, described modal dialog', async () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit account' }));
    const dialog = await screen.findByRole('dialog');
    expectAccessibleName(dialog, 'Edit account');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expectNoA11yViolations(dialog);
  });

  it('closes with the close button and with Escape', async () => {
    render(<Open />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit account' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has a wider size', async () => {
    render(<Large />);
    expect((await screen.findByRole('dialog')).querySelector('.max-w-2xl')).not.toBeNull();
  });
});
