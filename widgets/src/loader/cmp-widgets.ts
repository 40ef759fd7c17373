/**
 * `cmp-widgets.js`, the one script a partner page includes (a classic script: no `type="module"`
 * needed). It defines the four custom elements at once and loads a widget's code (an ES module
 * chunk next to this script) the first time such an element is connected. It imports no code the
 * chunks share, so it stays a few hundred bytes.
 */
import { OBSERVED_ATTRIBUTES, type WidgetHost, type WidgetModule } from '../lib/host.ts';

/** Tag → the chunk (file next to this script) that renders it. */
const chunks: Record<string, string> = {
  'cmp-card-status': 'card-status.js',
  'cmp-usage-chart': 'usage-chart.js',
  'cmp-card-list': 'card-list.js',
  'cmp-bill-summary': 'bill-summary.js',
};

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href);
/** The API next to the folder this script is served from: `<origin>/widgets/` → `<origin>/api`. */
const apiBaseDefault = new URL('../api', base).href;
const loads = new Map<string, Promise<WidgetModule>>();

function load(tag: string): Promise<WidgetModule> {
  let pending = loads.get(tag);
  if (!pending) {
    pending = import(/* @vite-ignore */ new URL(chunks[tag]!, base).href) as Promise<WidgetModule>;
    loads.set(tag, pending);
  }
  return pending;
}

function define(tag: string) {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement implements WidgetHost {
      static observedAttributes = [...OBSERVED_ATTRIBUTES];
      readonly apiBaseDefault = apiBaseDefault;
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

for (const tag of Object.keys(chunks)) define(tag);
