// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectDescribedBy, expectInvalid, expectLabelled, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './password-field.stories';

const { Default, WithError } = composeStories(stories);
afterEach(cleanup);

describe('PasswordField', () => {
  it('hides the value until the toggle is pressed', async () => {
    const { container } = render(<Default />);
    const input = screen.getByLabelText('Password');
    expectLabelled(input, 'Password');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expectNoA11yViolations(container);
  });

  it('reports errors like a TextField', () => {
    render(<WithError />);
    const input = screen.getByLabelText('Password');
    expectInvalid(input, true);
    expectDescribedBy(input, 'Password must be 8-18 characters');
  });
});
