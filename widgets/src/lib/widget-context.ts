/** What a rendered widget knows about its element: language, connection, attributes, and how to tell the page. */
import type { Connection } from './api.ts';
import type { WidgetHost } from './host.ts';
import { type Lang, langOf } from './i18n.ts';

export interface WidgetContext {
  lang: Lang;
  connection: Connection;
  attr(name: string): string | null;
  /** Dispatches a DOM event from the element (bubbles, crosses shadow boundaries); false when the page cancelled it. */
  emit(type: 'cmp-select' | 'cmp-error', detail: unknown): boolean;
  host: WidgetHost;
}

/** The element's language: its `lang`, else the nearest ancestor's, else the document's. */
export function hostLang(host: HTMLElement): Lang {
  const own =
    host.getAttribute('lang') ?? host.closest('[lang]')?.getAttribute('lang') ?? host.ownerDocument.documentElement.lang;
  return langOf(own);
}

export function contextOf(host: WidgetHost): WidgetContext {
  const lang = hostLang(host);
  return {
    lang,
    host,
    connection: {
      apiBase: host.getAttribute('api-base') || host.apiBaseDefault,
      lang,
      session: host.getAttribute('session'),
      token: host.token ?? null,
    },
    attr: (name) => host.getAttribute(name),
    emit: (type, detail) =>
      host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })),
  };
}
