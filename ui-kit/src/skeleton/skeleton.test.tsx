// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './skeleton.stories';

const { TextLines, Block } = composeStories(stories);
afterEach(cleanup);

describe('Skeleton', () => {
  it('renders the requested number of hidden lines', () => {
    const { container } = render(<TextLines />);
    const root = container.querySelector('[data-skeleton]');
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.children).toHaveLength(3);
    expectNoA11yViolations(container);
  });
  it('takes its shape from a class name', () => {
    const { container } = render(<Block />);
    expect(container.querySelector('[data-skeleton]')?.className).toContain('h-32');
  });
});
