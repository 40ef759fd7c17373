// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './bar-chart.stories';

const { MonthlyUsage, Empty, SingleBar } = composeStories(stories);
afterEach(cleanup);

describe('BarChart', () => {
  it('is a named image with one bar per point', () => {
    const { container } = render(<MonthlyUsage />);
    expectAccessibleName(screen.getByRole('img'), 'Monthly usage');
    expect(container.querySelectorAll('[data-bar]')).toHaveLength(12);
    expectNoA11yViolations(container);
  });

  it('repeats its numbers in a hidden table, formatted', () => {
    render(<MonthlyUsage />);
    const table = screen.getByRole('table', { name: 'Monthly usage' });
    // Clipped by a visually hidden block: sr-only on a table box does not clip its rows.
    expect(table.parentElement?.className).toContain('sr-only');
    expect(table.className).not.toContain('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]?.textContent).toBe('2025/12640 GB');
  });

  it('draws taller bars for larger values', () => {
    const { container } = render(<MonthlyUsage />);
    const bars = [...container.querySelectorAll('[data-bar]')].map((b) => Number(b.getAttribute('height')));
    expect(bars[11]).toBeGreaterThan(bars[0] ?? 0);
  });

  it('renders axes without bars when empty, and a single bar', () => {
    const { container } = render(<Empty />);
    expect(container.querySelectorAll('[data-bar]')).toHaveLength(0);
    cleanup();
    const single = render(<SingleBar />);
    expect(single.container.querySelectorAll('[data-bar]')).toHaveLength(1);
  });
});
