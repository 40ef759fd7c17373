// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './panel.stories';

const { Titled, Plain } = composeStories(stories);
afterEach(cleanup);

describe('Panel', () => {
  it('is a region named by its title, with its actions', () => {
    const { container } = render(<Titled />);
    const region = screen.getByRole('region');
    expectAccessibleName(region, 'Monthly usage');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Monthly usage');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expectNoA11yViolations(container);
  });

  it('is a plain surface without a title', () => {
    const { container } = render(<Plain />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.textContent).toContain('Cards activated');
  });
});
