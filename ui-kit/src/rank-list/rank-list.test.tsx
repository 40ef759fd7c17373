// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './rank-list.stories';

const { TopCards, TopCustomers, Empty } = composeStories(stories);
afterEach(cleanup);

describe('RankList', () => {
  it('is a named ordered list, largest first as given, with formatted values', () => {
    const { container } = render(<TopCards />);
    const list = screen.getByRole('list');
    expectAccessibleName(list, 'Top 5 cards by usage');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain('52 GB');
    expect(items[0]?.textContent).toContain('1440012345678');
    expectNoA11yViolations(container);
  });

  it('sets names in the normal face and only codes (ICCIDs) in monospace', () => {
    const { container } = render(<TopCustomers />);
    const labels = [...container.querySelectorAll('[data-label]')];
    expect(labels.map((l) => l.textContent)).toEqual(['Acme West', 'Acme East']);
    for (const l of labels) expect(l.className).not.toContain('font-mono');
    cleanup();
    const cards = render(<TopCards />);
    for (const l of cards.container.querySelectorAll('[data-label]')) expect(l.className).toContain('font-mono');
  });

  it('renders an empty list', () => {
    render(<Empty />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
