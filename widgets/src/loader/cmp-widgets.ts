/**
 * `cmp-widgets.js`, the one script a partner page includes (a classic script: no `type="module"`
 * needed). It defines the four custom elements at once and loads a widget's code (an ES module
 * chunk next to this script) the first time such an element is connected. It imports no code the
 * chunks share, so it stays about half a kilobyte.
 */
import type { WidgetModule } from '../lib/host.ts';
import { WIDGET_CHUNKS, defineWidgetElements } from './elements.ts';

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || location.href);

defineWidgetElements({
  // `<origin>/widgets/` → `<origin>/api`: the API next to the folder this script is served from.
  apiBaseDefault: new URL('../api', base).href,
  load: (tag) => import(/* @vite-ignore */ new URL(WIDGET_CHUNKS[tag]!, base).href) as Promise<WidgetModule>,
});
