// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleName, expectFocusable, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './dropdown-menu.stories';

const { UserMenu } = composeStories(stories);
afterEach(cleanup);

describe('DropdownMenu', () => {
  it('is a named, focusable menu button that opens a menu', async () => {
    const { container } = render(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expectFocusable(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu.textContent).toContain('Signed in as acme');
    expectNoA11yViolations(container);
    expectNoA11yViolations(menu);
  });

  it('runs the chosen item and closes', async () => {
    const onSelect = vi.fn();
    const items = UserMenu.args.items?.map((item) => (item.id === 'sign-out' ? { ...item, onSelect } : item));
    render(<UserMenu items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const signOut = screen.getByRole('menuitem', { name: 'Sign out' });
    expectAccessibleName(signOut, 'Sign out');
    expect(signOut.hasAttribute('data-danger')).toBe(true);
    await userEvent.click(signOut);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('supports the keyboard and marks disabled items', async () => {
    render(<UserMenu />);
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Billing (soon)' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
