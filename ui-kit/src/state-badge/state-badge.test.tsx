// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../test-utils/a11y';
import { toneOf } from './state-badge';
import * as stories from './state-badge.stories';

const { Active, Blocked, Pending } = composeStories(stories);
afterEach(cleanup);

describe('StateBadge', () => {
  it('shows its text and exposes its tone', () => {
    const { container } = render(<Active />);
    const badge = screen.getByText('Active');
    expect(badge.dataset.tone).toBe('green');
    expect(badge.className).toContain('bg-emerald-50');
    expectNoA11yViolations(container);
  });

  it('takes each tone from the one variant table', () => {
    render(<Blocked />);
    expect(screen.getByText('Blocked').className).toContain('text-red-700');
    cleanup();
    render(<Pending />);
    expect(screen.getByText('Pending review').className).toContain('bg-amber-50');
  });

  it('maps a state to a tone, slate when the map does not name it', () => {
    const tones = { active: 'green', blocked: 'red' } as const;
    expect(toneOf<string>(tones, 'blocked')).toBe('red');
    expect(toneOf<string>(tones, 'unknown')).toBe('slate');
  });
});
