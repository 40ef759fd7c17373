// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './donut-chart.stories';

const { LifecycleStates, Empty } = composeStories(stories);
afterEach(cleanup);

describe('DonutChart', () => {
  it('is a named image with one segment per non-zero share and a legend with percentages', () => {
    const { container } = render(<LifecycleStates />);
    expectAccessibleName(screen.getByRole('img'), 'Cards by lifecycle state');
    expect(container.querySelectorAll('[data-segment]')).toHaveLength(4);
    const legend = [...container.querySelectorAll('[data-legend]')].map((li) => li.textContent);
    expect(legend[0]).toBe('Activated8,20068.3%');
    expect(legend).toHaveLength(5);
    expectNoA11yViolations(container);
  });

  it('shows the total in the middle and the numbers in a hidden table', () => {
    const { container } = render(<LifecycleStates />);
    expect(container.textContent).toContain('12,000');
    const table = screen.getByRole('table', { name: 'Cards by lifecycle state' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('draws an empty ring for no data', () => {
    const { container } = render(<Empty />);
    expect(container.querySelectorAll('[data-segment]')).toHaveLength(0);
    expect(container.textContent).toContain('0');
  });
});
