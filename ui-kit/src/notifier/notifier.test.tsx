// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import { createNotifier } from './notifier-store';
import * as stories from './notifier.stories';

const { Playground } = composeStories(stories);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Notifier', () => {
  it('announces notices in a named polite live region', () => {
    const { container } = render(<Playground />);
    const region = screen.getByRole('region');
    expectAccessibleName(region, 'Notifications');
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show success' }));
    const item = within(region).getByRole('listitem');
    expect(item.dataset.type).toBe('success');
    expect(item.textContent).toContain('Login successful');
    expectNoA11yViolations(container);
  });

  it('closes a notice with its button and by itself after its duration', () => {
    vi.useFakeTimers();
    render(<Playground />);
    fireEvent.click(screen.getByRole('button', { name: 'Show error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show info' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('keeps at most `limit` notices, dropping the oldest', () => {
    const store = createNotifier({ limit: 2 });
    store.notify({ type: 'info', title: 'a', duration: 0 });
    store.notify({ type: 'info', title: 'b', duration: 0 });
    store.notify({ type: 'info', title: 'c', duration: 0 });
    expect(store.getSnapshot().map((n) => n.title)).toEqual(['b', 'c']);
  });
});
