// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './description-list.stories';

const { Sections, Untitled, FourColumns } = composeStories(stories);
afterEach(cleanup);

describe('DescriptionList', () => {
  it('renders each section as a named region with term/definition pairs', () => {
    const { container } = render(<Sections />);
    expect(screen.getByRole('region', { name: 'Card' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeTruthy();
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['ICCID', 'State', 'Created', 'Plan', 'Remark']);
    expect(screen.getByText('Active').closest('dd')?.previousElementSibling?.textContent).toBe('State');
    expectNoA11yViolations(container);
  });

  it('sets codes in monospace and lets a long value span the row', () => {
    render(<Sections />);
    expect(screen.getByText('89860000000000000001').className).toContain('font-mono');
    expect(screen.getByText('Renewed every month on the first day.').parentElement?.className).toContain('col-span-full');
  });

  it('needs no section title', () => {
    render(<Untitled />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Fleet')).toBeTruthy();
  });

  it('lays out up to four pairs a row on wide screens', () => {
    const { container } = render(<FourColumns />);
    expect(container.querySelector('dl')?.className).toContain('xl:grid-cols-4');
  });
});
