// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './tabs.stories';

const { Uncontrolled, ControlledSelection } = composeStories(stories);
afterEach(cleanup);

describe('Tabs', () => {
  it('is a named tab list whose tabs control panels', () => {
    const { container } = render(<Uncontrolled />);
    expect(screen.getByRole('tablist', { name: 'Customer sections' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'Basic' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Code, name and status');
    expectNoA11yViolations(container);
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    render(<Uncontrolled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Bank' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Administrator' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Contact name');
  });

  it('can be controlled by id', async () => {
    render(<ControlledSelection />);
    expect(screen.getByRole('tab', { name: 'Bank' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Basic' }));
    expect(screen.getByTestId('selected').textContent).toBe('basic');
  });
});
