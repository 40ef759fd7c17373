// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './spinner.stories';

const { Labelled, Decorative } = composeStories(stories);
afterEach(cleanup);

describe('Spinner', () => {
  it('is a named status when labelled', () => {
    const { container } = render(<Labelled />);
    expectAccessibleName(screen.getByRole('status'), 'Loading');
    expectNoA11yViolations(container);
  });
  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expectNoA11yViolations(container);
  });
});
