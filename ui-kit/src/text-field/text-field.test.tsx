// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectDescribedBy, expectFocusable, expectInvalid, expectLabelled, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './text-field.stories';

const { Default, WithHint, WithError, Disabled } = composeStories(stories);
afterEach(cleanup);

describe('TextField', () => {
  it('links its label and accepts typing', async () => {
    const { container } = render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Login name' });
    expectLabelled(input, 'Login name');
    expectFocusable(input);
    expectInvalid(input, false);
    await userEvent.type(input, 'acme');
    expect(input).toHaveProperty('value', 'acme');
    expectNoA11yViolations(container);
  });

  it('describes the input with its hint', () => {
    render(<WithHint />);
    expectDescribedBy(screen.getByRole('textbox'), 'The name your administrator gave you.');
  });

  it('marks the input invalid and describes it with the error', () => {
    const { container } = render(<WithError />);
    const input = screen.getByRole('textbox');
    expectInvalid(input, true);
    expectDescribedBy(input, 'Enter your login name');
    expect(input.hasAttribute('data-invalid')).toBe(true);
    expectNoA11yViolations(container);
  });

  it('disables the input', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
  });
});
