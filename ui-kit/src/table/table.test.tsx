// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import { nextSort } from './table';
import * as stories from './table.stories';

const { Basic, Sorted, Selectable, Loading, Empty, StickyHeader } = composeStories(stories);
afterEach(cleanup);

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('is a captioned table with rows and no accessibility problems', () => {
    const { container } = render(<Basic />);
    expect(screen.getByRole('table', { name: 'SIM cards' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expectNoA11yViolations(container);
  });

  it('marks sortable headers with aria-sort and cycles asc → desc → none', async () => {
    render(<Basic />);
    const header = screen.getByRole('columnheader', { name: /Usage/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Operator' }).hasAttribute('aria-sort')).toBe(false);
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('none');
  });

  it('shows the sort it is given', () => {
    render(<Sorted />);
    expect(screen.getByRole('columnheader', { name: /Usage/ }).getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()[0]).toBe('89860000000000000002');
  });

  it('selects rows and all rows with a tri-state header checkbox', async () => {
    const { container } = render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 89860000000000000001' }));
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    expect(screen.getByTestId('selected-count').textContent).toBe('1 selected');
    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
    await userEvent.click(all);
    expect(screen.getByTestId('selected-count').textContent).toBe('0 selected');
    expectNoA11yViolations(container);
  });

  it('is busy while loading and says so', () => {
    render(<Loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('89860000000000000001')).toBeNull();
  });

  it('shows the empty content in one full-width row', () => {
    render(<Empty />);
    const cell = screen.getByText('No data').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('3');
  });

  it('keeps the header sticky inside a scroll box', () => {
    const { container } = render(<StickyHeader />);
    expect(container.querySelector('thead')?.hasAttribute('data-sticky')).toBe(true);
    expect((container.querySelector('table')?.parentElement as HTMLElement).style.maxHeight).toBe('160px');
  });

  it('computes the next sort', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ key: 'b', direction: 'desc' }, 'a')).toEqual({ key: 'a', direction: 'asc' });
  });
});
