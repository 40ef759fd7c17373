// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectDescribedBy, expectInvalid, expectLabelled, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './form-field.stories';

const { WithHint, WithError, Required, WrappingATextArea } = composeStories(stories);
afterEach(cleanup);

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    const { container } = render(<WithHint />);
    const input = screen.getByRole('textbox');
    expectLabelled(input, 'Daily SMS limit');
    expectDescribedBy(input, 'Whole messages per card and day.');
    expectInvalid(input, false);
    expectNoA11yViolations(container);
  });

  it('marks the control invalid and announces the error instead of the hint', () => {
    const { container } = render(<WithError />);
    const input = screen.getByRole('textbox');
    expectInvalid(input, true);
    expectDescribedBy(input, 'Enter a number from 1 to 100.');
    expect(screen.queryByText('Whole messages per card and day.')).toBeNull();
    expectNoA11yViolations(container);
  });

  it('marks a required control and has no dangling description', () => {
    const { container } = render(<Required />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expectNoA11yViolations(container);
  });

  it('wraps any control, not only inputs', () => {
    render(<WrappingATextArea />);
    const area = screen.getByRole('textbox');
    expect(area.tagName).toBe('TEXTAREA');
    expectDescribedBy(area, 'At most 200 characters.');
  });
});
