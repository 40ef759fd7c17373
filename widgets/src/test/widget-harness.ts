/**
 * Unit-test harness of the widgets (jsdom): a host element like the loader's, mounted with a widget
 * module, and a fake widget API answering by path (recording each call's path, body and headers).
 */
import { vi } from 'vitest';
import { resetExchanges } from '../lib/api.ts';
import type { WidgetHost } from '../lib/host.ts';

export const API = 'https://cmp.example/api';

export interface Call {
  path: string;
  lang: string | null;
  body: Record<string, unknown>;
  authorization: string | null;
}

type Answer = { status?: number; data?: unknown; errorCode?: number; msg?: string } | 'network';

/** Stubs `fetch`: the exchange answers a token, other paths what `routes` say. */
export function fakeApi(routes: Record<string, (body: Record<string, unknown>) => Answer>) {
  resetExchanges();
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init.headers);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, lang: url.searchParams.get('lang'), body, authorization: headers.get('authorization') });
    const route =
      path === '/cmp/widget/session/exchange' ? () => ({ data: { token: `token-of-${body.sessionId}` } }) : routes[path];
    const answer: Answer = route ? route(body) : { status: 404, errorCode: 10010, msg: 'No such API' };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const envelope =
      status < 300 ? { success: true, data: answer.data } : { success: false, errorCode: answer.errorCode, msg: answer.msg };
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

let defined = 0;

/** A host element with `attrs`, in the document, with the widget mounted in its open shadow root. */
export function mountWidget(
  mod: { mount(host: WidgetHost): { update(): void } },
  attrs: Record<string, string>,
): { host: WidgetHost; root: HTMLElement; view: { update(): void } } {
  const tag = `cmp-test-${++defined}`;
  customElements.define(
    tag,
    class extends HTMLElement {
      apiBaseDefault = API;
      token?: string;
    },
  );
  const host = document.createElement(tag) as WidgetHost;
  for (const [k, v] of Object.entries(attrs)) host.setAttribute(k, v);
  document.body.append(host);
  const view = mod.mount(host);
  const root = host.shadowRoot!.querySelector<HTMLElement>('.cmp-root')!;
  return { host, root, view };
}

/** The rendered text, spaces collapsed. */
export const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
