// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('cmp-widgets.js (the loader)', () => {
  it('defines the four elements, each with an open shadow root, the shared attributes and a token property', async () => {
    await import('./cmp-widgets.ts');
    const tags = ['cmp-card-status', 'cmp-usage-chart', 'cmp-card-list', 'cmp-bill-summary'];
    for (const tag of tags) {
      const ctor = customElements.get(tag) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
      expect(ctor, tag).toBeDefined();
      expect(ctor!.observedAttributes).toEqual(expect.arrayContaining(['iccid', 'lang', 'session', 'api-base', 'granularity']));
    }
    const el = document.createElement('cmp-card-status') as HTMLElement & { token?: string; apiBaseDefault: string };
    el.token = 'x';
    expect(el.token).toBe('x');
    // The API next to the script's folder (here the page's: jsdom runs no <script src>).
    expect(el.apiBaseDefault).toBe(new URL('../api', new URL('.', location.href)).href);
    const failed = new Promise<CustomEvent>((resolve) => el.addEventListener('cmp-error', (e) => resolve(e as CustomEvent)));
    document.body.append(el);
    expect(el.shadowRoot?.mode).toBe('open');
    // Its chunk is fetched only now, on first connect; jsdom cannot load it, which the page hears as cmp-error.
    expect((await failed).detail).toMatchObject({ status: 0 });
  });
});
