// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './rank-list.stories';

const { TopCards, Empty } = composeStories(stories);
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

  it('renders an empty list', () => {
    render(<Empty />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
