// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './line-chart.stories';

const { DailyUsage, WithoutArea, Empty, SinglePoint } = composeStories(stories);
afterEach(cleanup);

describe('LineChart', () => {
  it('is a named image with a line through one point per day', () => {
    const { container } = render(<DailyUsage />);
    expectAccessibleName(screen.getByRole('img'), 'Daily usage');
    expect(container.querySelectorAll('[data-point]')).toHaveLength(30);
    expect(container.querySelector('[data-line]')?.getAttribute('d')?.startsWith('M')).toBe(true);
    expectNoA11yViolations(container);
  });

  it('repeats its numbers in a hidden table', () => {
    render(<DailyUsage />);
    const table = screen.getByRole('table', { name: 'Daily usage' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeTruthy();
  });

  it('can leave out the area fill', () => {
    const { container } = render(<WithoutArea />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });

  it('copes with no data and a single point', () => {
    const { container } = render(<Empty />);
    expect(container.querySelector('[data-line]')).toBeNull();
    cleanup();
    const single = render(<SinglePoint />);
    expect(single.container.querySelectorAll('[data-point]')).toHaveLength(1);
  });
});
