/** @jsxImportSource preact */

import { type ComponentType, render } from 'preact';
import type { WidgetHost } from './host.ts';
import css from './styles.css?inline';
import { type WidgetContext, contextOf } from './widget-context.ts';

let shared: CSSStyleSheet | undefined;

/** The widgets' one stylesheet, adopted by every shadow root (a `<style>` where constructable sheets are missing). */
function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(css);
    }
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  if (!root.querySelector('style[data-cmp]')) {
    const style = document.createElement('style');
    style.dataset.cmp = '';
    style.textContent = css;
    root.prepend(style);
  }
}

/** Renders `Widget` into the element's open shadow root, inside one root element (`::part(root)`). */
export function mountWidget(host: WidgetHost, Widget: ComponentType<{ ctx: WidgetContext }>): { update(): void } {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  let container = root.querySelector<HTMLElement>('.cmp-root');
  if (!container) {
    container = document.createElement('div');
    container.className = 'cmp-root';
    container.setAttribute('part', 'root');
    root.append(container);
  }
  const target = container;
  const update = () => {
    const ctx = contextOf(host);
    target.lang = ctx.lang;
    render(<Widget ctx={ctx} />, target);
  };
  update();
  return { update };
}
