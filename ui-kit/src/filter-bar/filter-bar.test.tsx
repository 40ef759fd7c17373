// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './filter-bar.stories';

const { Default, WithoutReset, SelectOnly } = composeStories(stories);
afterEach(cleanup);

describe('FilterBar', () => {
  it('is a named search landmark; Enter in a field and the Search button both search', async () => {
    const { container } = render(<Default />);
    expectAccessibleName(screen.getByRole('search'), 'Filters');
    await userEvent.type(screen.getByLabelText('Name'), '{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(Default.args.onSearch).toHaveBeenCalledTimes(2);
    expectNoA11yViolations(container);
  });

  it('resets through its Reset button, which does not submit', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(Default.args.onReset).toHaveBeenCalledTimes(1);
  });

  it('leaves out the buttons a list does not use', () => {
    render(<WithoutReset />);
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    cleanup();
    render(<SelectOnly />);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
