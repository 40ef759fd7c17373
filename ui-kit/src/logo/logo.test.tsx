// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './logo.stories';

const { Full, Compact } = composeStories(stories);
afterEach(cleanup);

describe('Logo', () => {
  it('is an image named after the product, with a wordmark', () => {
    const { container } = render(<Full />);
    expectAccessibleName(screen.getByRole('img'), 'CMP — IoT Connectivity');
    expect(container.textContent).toBe('CMP — IoT Connectivity');
    expectNoA11yViolations(container);
  });
  it('shows only the mark when compact, keeping its name', () => {
    const { container } = render(<Compact />);
    expectAccessibleName(screen.getByRole('img'), 'CMP — IoT Connectivity');
    expect(container.textContent).toBe('');
  });
});
