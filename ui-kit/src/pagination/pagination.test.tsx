// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFocusable, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './pagination.stories';

const { CursorPages, LargePages, Disabled } = composeStories(stories);
afterEach(cleanup);

describe('Pagination', () => {
  it('is a named navigation with previous, next and a page size', () => {
    const { container } = render(<CursorPages />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expectFocusable(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Per page')).toHaveProperty('value', '20');
    expect(screen.getByText('Page 1').getAttribute('aria-current')).toBe('page');
    expectNoA11yViolations(container);
  });

  it('walks forward and back through cursors and stops at the last page', async () => {
    render(<CursorPages />);
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(screen.getByTestId('cursor').textContent).toBe('c2');
    await userEvent.click(next);
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('cursor').textContent).toBe('c2');
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('restarts from the first page when the page size changes', async () => {
    render(<LargePages />);
    expect(screen.getByLabelText('Per page')).toHaveProperty('value', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '10');
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByTestId('cursor').textContent).toBe('first');
  });

  it('can be disabled while a page loads', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Per page')).toHaveProperty('disabled', true);
  });
});
