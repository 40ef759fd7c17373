// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './stat-card.stories';

const { Default, TrendUp, TrendDown, Loading } = composeStories(stories);
afterEach(cleanup);

describe('StatCard', () => {
  it('is a group named by its label showing the value and hint', () => {
    const { container } = render(<Default />);
    const group = screen.getByRole('group');
    expectAccessibleName(group, 'Total cards');
    expect(screen.getByTestId('stat').querySelector('[data-value]')?.textContent).toBe('12,480');
    expect(group.textContent).toContain('All lifecycle states');
    expectNoA11yViolations(container);
  });

  it('shows the trend direction as data', () => {
    render(<TrendUp />);
    expect(screen.getByText('12.5%').closest('[data-trend]')?.getAttribute('data-trend')).toBe('up');
    cleanup();
    render(<TrendDown />);
    expect(screen.getByText('4.1%').closest('[data-trend]')?.className).toContain('text-red-700');
  });

  it('is busy while loading, without a value', () => {
    const { container } = render(<Loading />);
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(group.querySelector('[data-value]')).toBeNull();
    expectNoA11yViolations(container);
  });
});
