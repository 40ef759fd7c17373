// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAccessibleName, expectNoA11yViolations } from '../test-utils/a11y';
import { marqueeDuration } from './marquee';
import * as stories from './marquee.stories';

const { Short, Long } = composeStories(stories);

// jsdom does no layout: give text a width of 7 px per character.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent ?? '').length * 7;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Marquee', () => {
  it('stands still when the text is narrower than 600 px', () => {
    const { container } = render(<Short />);
    const region = screen.getByRole('marquee');
    expectAccessibleName(region, 'Announcement');
    expect(region.hasAttribute('data-scrolling')).toBe(false);
    expectNoA11yViolations(container);
  });

  it('scrolls wider text for width/20 seconds', () => {
    render(<Long />);
    const region = screen.getByRole('marquee');
    expect(region.hasAttribute('data-scrolling')).toBe(true);
    const text = region.textContent ?? '';
    const mover = region.querySelector<HTMLElement>('.animate-marquee');
    expect(mover?.style.getPropertyValue('--marquee-duration')).toBe(`${(text.length * 7) / 20}s`);
  });

  it('does not move for users who prefer reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }) as never,
    );
    render(<Long />);
    expect(screen.getByRole('marquee').hasAttribute('data-scrolling')).toBe(false);
  });

  it('defaults to 20 seconds when the width is unknown', () => {
    expect(marqueeDuration(0)).toBe(20);
    expect(marqueeDuration(1200)).toBe(60);
  });
});
