// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './tree.stories';

const { Empty, PartlyChecked, ReadOnly } = composeStories(stories);
afterEach(cleanup);

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Tree', () => {
  it('is a named group of labelled checkboxes', () => {
    const { container } = render(<Empty />);
    expect(screen.getByRole('group', { name: 'Permissions' })).toBeTruthy();
    expect(box('Account buttons').checked).toBe(false);
    expectNoA11yViolations(container);
  });

  it('shows mixed parents and fully checked ones', () => {
    render(<PartlyChecked />);
    expect(box('Home').indeterminate).toBe(true);
    expect(box('Home').getAttribute('aria-checked')).toBe('mixed');
    expect(box('Card').checked).toBe(true);
    expect(box('Card').indeterminate).toBe(false);
  });

  it('checks a feature together with its area, and a whole area at once', async () => {
    render(<Empty />);
    await userEvent.click(box('Edit card'));
    expect(screen.getByTestId('value').textContent).toBe('2000000,2010101');
    expect(box('Card').indeterminate).toBe(true);
    await userEvent.click(box('Home'));
    expect(box('Home').checked).toBe(true);
    await userEvent.click(box('Home'));
    expect(screen.getByTestId('value').textContent).toBe('2000000,2010101');
  });

  it('collapses and expands a branch', async () => {
    render(<Empty />);
    const toggle = screen.getAllByRole('button', { name: 'Collapse' })[0] as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('checkbox', { name: 'API management' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(box('API management')).toBeTruthy();
  });

  it('can be read-only', () => {
    render(<ReadOnly />);
    expect(box('System').disabled).toBe(true);
    expect(box('System').checked).toBe(true);
  });
});
