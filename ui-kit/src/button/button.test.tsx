// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleName, expectFocusable, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './button.stories';

const { Primary, Danger, Large, Loading, Disabled } = composeStories(stories);
afterEach(cleanup);

describe('Button', () => {
  it('is a focusable, named button that calls onClick', async () => {
    const { container } = render(<Primary />);
    const button = screen.getByRole('button');
    expectAccessibleName(button, 'Save changes');
    expectFocusable(button);
    await userEvent.click(button);
    expect(Primary.args.onClick).toHaveBeenCalledTimes(1);
    expectNoA11yViolations(container);
  });

  it('exposes its variant and size through classes from the one variant table', () => {
    render(<Danger />);
    expect(screen.getByRole('button').dataset.variant).toBe('danger');
    cleanup();
    render(<Large />);
    expect(screen.getByRole('button').className).toContain('h-12');
  });

  it('is busy and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled with a data-disabled attribute', () => {
    render(<Disabled />);
    expect(screen.getByRole('button').hasAttribute('data-disabled')).toBe(true);
  });
});
