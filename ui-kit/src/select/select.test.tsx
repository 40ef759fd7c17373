// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFocusable, expectLabelled, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './select.stories';

const { Empty, Chosen, Disabled, WithHint, Invalid } = composeStories(stories);
afterEach(cleanup);

describe('Select', () => {
  it('shows the placeholder on a labelled, focusable button', () => {
    const { container } = render(<Empty />);
    const button = screen.getByRole('button');
    expectLabelled(button, 'Operator');
    expectFocusable(button);
    expect(button.textContent).toContain('Choose an operator');
    expectNoA11yViolations(container);
  });

  it('opens a listbox and picks an option with the mouse', async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole('button'));
    const listbox = screen.getByRole('listbox');
    expectNoA11yViolations(listbox);
    await userEvent.click(screen.getByRole('option', { name: 'China Unicom' }));
    expect(screen.getByRole('button').textContent).toContain('China Unicom');
  });

  it('marks the selected option and skips disabled ones', async () => {
    render(<Chosen />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('option', { name: 'China Unicom' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'China Telecom' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('button').hasAttribute('data-disabled')).toBe(true);
  });

  it('links a hint, or an error that marks it invalid, to the button', () => {
    const { unmount } = render(<WithHint />);
    const hinted = screen.getByRole('button');
    expect(document.getElementById(hinted.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The operator of the cards in this plan.',
    );
    expect(hinted.hasAttribute('aria-invalid')).toBe(false);
    unmount();
    const { container } = render(<Invalid />);
    const invalid = screen.getByRole('button');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(invalid.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required');
    expectNoA11yViolations(container);
  });
});
