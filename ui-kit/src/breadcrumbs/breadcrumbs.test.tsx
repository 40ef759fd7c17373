// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './breadcrumbs.stories';

const { TwoLevels, CustomLinks } = composeStories(stories);
afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('is a named navigation with links and the current page last', () => {
    const { container } = render(<TwoLevels />);
    expectAccessibleName(screen.getByRole('navigation'), 'Breadcrumb');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByText('Overview').getAttribute('aria-current')).toBe('page');
    expectNoA11yViolations(container);
  });
  it('renders links through the host router when given', () => {
    const { container } = render(<CustomLinks />);
    expect(container.querySelectorAll('[data-custom]')).toHaveLength(2);
  });
});
