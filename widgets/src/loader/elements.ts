/**
 * The four custom elements. Each attaches an open shadow root when connected and asks `load` for its
 * widget's module the first time; attribute changes and a `token` set by the page re-render it.
 */
import { OBSERVED_ATTRIBUTES, type WidgetHost, type WidgetModule } from '../lib/host.ts';

/** Tag → the widget chunk (file next to the loader) that renders it. */
export const WIDGET_CHUNKS: Record<string, string> = {
  'cmp-card-status': 'card-status.js',
  'cmp-usage-chart': 'usage-chart.js',
  'cmp-card-list': 'card-list.js',
  'cmp-bill-summary': 'bill-summary.js',
};

export function defineWidgetElements(o: { load: (tag: string) => Promise<WidgetModule>; apiBaseDefault: string }): void {
  const loads = new Map<string, Promise<WidgetModule>>();
  const load = (tag: string) => {
    let pending = loads.get(tag);
    if (!pending) {
      pending = o.load(tag);
      loads.set(tag, pending);
    }
    return pending;
  };
  for (const tag of Object.keys(WIDGET_CHUNKS)) {
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement implements WidgetHost {
        static observedAttributes = [...OBSERVED_ATTRIBUTES];
        readonly apiBaseDefault = o.apiBaseDefault;
        #token: string | undefined;
        #view: { update(): void } | undefined;
        #loading = false;

        /** A widget token the page obtained itself (instead of a `session` attribute). */
        get token() {
          return this.#token;
        }
        set token(value: string | undefined) {
          this.#token = value || undefined;
          this.#view?.update();
        }

        connectedCallback() {
          if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
          if (this.#loading) return;
          this.#loading = true;
          load(tag).then(
            (m) => {
              this.#view = m.mount(this);
            },
            (error: unknown) => {
              this.#loading = false;
              loads.delete(tag);
              const message = error instanceof Error ? error.message : String(error);
              this.dispatchEvent(new CustomEvent('cmp-error', { detail: { status: 0, message }, bubbles: true, composed: true }));
            },
          );
        }

        attributeChangedCallback() {
          this.#view?.update();
        }
      },
    );
  }
}
