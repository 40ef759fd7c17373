// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectDescribedBy, expectFocusable, expectInvalid, expectLabelled, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './date-picker.stories';

const { Empty, WithValue, WithError, Disabled } = composeStories(stories);
afterEach(cleanup);

describe('DatePicker', () => {
  it('is a labelled, focusable date input', () => {
    const { container } = render(<Empty />);
    const input = screen.getByLabelText('From') as HTMLInputElement;
    expect(input.type).toBe('date');
    expectLabelled(input, 'From');
    expectFocusable(input);
    expectInvalid(input, false);
    expectNoA11yViolations(container);
  });

  it('reports the chosen date as YYYY-MM-DD', () => {
    render(<Empty />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-22' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-22');
  });

  it('passes its bounds and describes itself with the hint', () => {
    render(<WithValue />);
    const input = screen.getByLabelText('From') as HTMLInputElement;
    expect([input.value, input.min, input.max]).toEqual(['2026-11-01', '2026-01-01', '2026-12-31']);
    expectDescribedBy(input, 'Within 2026');
  });

  it('announces an error', () => {
    render(<WithError />);
    const input = screen.getByLabelText('From');
    expectInvalid(input, true);
    expectDescribedBy(input, 'The end date must not be before the start date');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('From')).toHaveProperty('disabled', true);
  });
});
