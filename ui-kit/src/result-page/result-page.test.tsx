// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import * as stories from './result-page.stories';

const { NotFound, Forbidden } = composeStories(stories);
afterEach(cleanup);

describe('ResultPage', () => {
  it('titles the page and offers a way back', () => {
    const { container } = render(<NotFound />);
    expectAccessibleName(screen.getByRole('heading', { level: 1 }), 'Sorry, the page you visited does not exist');
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
    expectNoA11yViolations(container);
  });
  it('explains a forbidden page', () => {
    const { container } = render(<Forbidden />);
    expect(container.querySelector('[data-status="403"]')).not.toBeNull();
    expect(container.textContent).toContain('Ask your administrator');
  });
});
