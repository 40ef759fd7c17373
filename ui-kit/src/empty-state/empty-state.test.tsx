// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './empty-state.stories';

const { Default, WithAction, Compact } = composeStories(stories);
afterEach(cleanup);

describe('EmptyState', () => {
  it('shows its title with a decorative illustration', () => {
    const { container } = render(<Default />);
    expect(screen.getByText('No data')).toBeTruthy();
    expectNoA11yViolations(container);
  });
  it('offers an action', () => {
    const { container } = render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(container.textContent).toContain('did not answer');
    expectNoA11yViolations(container);
  });
  it('has a compact form', () => {
    const { container } = render(<Compact />);
    expect(container.querySelector('[data-empty]')?.className).toContain('py-6');
  });
});
