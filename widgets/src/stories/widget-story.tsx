import { createElement, useEffect, useRef } from 'react';
import { defineWidgetElements } from '../loader/elements.ts';
import { FIXTURE_API, FIXTURE_SESSION, installFixtureApi } from './fixture-api.ts';

// The elements as the loader defines them, their chunks imported by Vite instead of fetched next to the script.
const chunks: Record<string, () => Promise<unknown>> = {
  'cmp-card-status': () => import('../card-status/index.ts'),
  'cmp-usage-chart': () => import('../usage-chart/index.ts'),
  'cmp-card-list': () => import('../card-list/index.ts'),
  'cmp-bill-summary': () => import('../bill-summary/index.ts'),
};
installFixtureApi();
defineWidgetElements({ apiBaseDefault: FIXTURE_API, load: (tag) => chunks[tag]!() as never });

export interface WidgetStoryProps {
  tag: keyof typeof chunks;
  attrs: Record<string, string | undefined>;
  /** CSS custom properties on a wrapper (theming), and a page style sheet (`::part` rules). */
  theme?: Record<string, string>;
  css?: string;
  /** Logs the widget's DOM events to Storybook's actions panel. */
  onEvent?: (type: string, detail: unknown) => void;
}

/** Renders one widget element, as a partner's page would, against the fixture API. */
export function WidgetStory({ tag, attrs, theme, css, onEvent }: WidgetStoryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper || !onEvent) return;
    const listener = (e: Event) => onEvent(e.type, (e as CustomEvent).detail);
    wrapper.addEventListener('cmp-select', listener);
    wrapper.addEventListener('cmp-error', listener);
    return () => {
      wrapper.removeEventListener('cmp-select', listener);
      wrapper.removeEventListener('cmp-error', listener);
    };
  }, [onEvent]);
  const defined = Object.fromEntries(Object.entries({ session: FIXTURE_SESSION, ...attrs }).filter(([, v]) => v !== undefined));
  return (
    <div ref={ref} style={theme}>
      {css ? <style>{css}</style> : null}
      {createElement(tag, defined)}
    </div>
  );
}
