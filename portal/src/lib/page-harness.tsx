// Test support (not bundled: only tests import it): renders a page inside the app's providers,
// the shell's tenant scope and a memory router, against a fetch that answers per API route.
import { NotifierProvider } from '@cmp/ui-kit';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import '../i18n/testing';
import { notifier, session, swrFetcher } from '../app/services';
import { TenantScopeProvider } from '../components/tenant-scope';
import { setLanguage } from '../i18n';
import { routeOfPath } from './api';

export type Handler = (body: Record<string, unknown>) => unknown;
export interface ApiCall {
  /** The route id the request went to (`card-label.list`), else its path. */
  route: string;
  body: Record<string, unknown>;
}

/**
 * A refusal of the server: the HTTP status and the error envelope of functions/src/shared/http/envelope.ts.
 * A handler throws it (`throw refuse(422, 'name: already used', { field: 'name', errorCode: 10002 })`)
 * or returns it (`new Refusal(404, 0)`).
 */
export class Refusal {
  readonly envelope: { msg: string; errorCode?: number; field?: string };
  constructor(
    readonly status: number,
    error: number | { msg: string; errorCode?: number; field?: string },
    msg = 'refused',
  ) {
    this.envelope = typeof error === 'number' ? { msg, errorCode: error } : error;
  }
}
/** A refusal of the server, e.g. `throw refuse(422, 'name: already used', { field: 'name', errorCode: 10002 })`. */
export const refuse = (status: number, msg: string, extra: { errorCode?: number; field?: string } = {}) =>
  new Refusal(status, { msg, ...extra });

/**
 * A fetch answering `{ success: true, data }` from the handler of the route id (or the error envelope
 * of a {@link Refusal} it throws or returns); records every call. Handlers are looked up at each call,
 * so a test may add some later.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const route = routeOfPath(path) ?? path;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ route, body });
    const handler = handlers[route];
    const headers = { 'content-type': 'application/json' };
    let out: unknown;
    try {
      out = handler ? handler(body) : new Refusal(500, 0, `no handler for ${route}`);
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      out = e;
    }
    if (out instanceof Refusal)
      return new Response(JSON.stringify({ success: false, ...out.envelope }), { status: out.status, headers });
    return new Response(JSON.stringify({ success: true, data: out }), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, bodiesOf: (route: string) => calls.filter((c) => c.route === route).map((c) => c.body) };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A fresh portal for the next test: storage cleared, nobody signed in, no notices shown, English. */
export function resetPortal(): void {
  localStorage.clear();
  sessionStorage.clear();
  session.refresh();
  for (const notice of notifier.getSnapshot()) notifier.dismiss(notice.id);
  setLanguage('en-US');
}

/**
 * The frame of a file of page tests: before each test, storage cleared, nobody signed in, English
 * and a fake API answering from `handlers()`; after it, the page unmounted and fetch restored.
 * Returns what reads the current test's fake API (its calls and bodies).
 */
export function pageTests(handlers: () => Record<string, Handler>): () => FakeApi {
  let current: FakeApi | undefined;
  beforeEach(() => {
    resetPortal();
    current = fakeApi(handlers());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return () => {
    if (!current) throw new Error('the fake API exists inside a test only');
    return current;
  };
}

/** Signs a test account in: platform staff (no enterprise), an enterprise, or a secondary customer. */
export function signInAs(side: 'platform' | 'enterprise' | 'secondary', permissions: string[]) {
  session.save({
    accessToken: 't',
    expiresIn: 3600,
    loginName: side,
    displayName: side,
    roleId: side === 'platform' ? 1000 : side === 'enterprise' ? 3000 : 5000,
    roleName: 'r',
    channelCustId: side === 'platform' ? null : 'C1001',
    custId: side === 'secondary' ? 'S2001' : null,
    customerName: null,
    permissions,
    isResetPassword: false,
  });
}

/** Renders `element` at `path` (visited as `url`) under the tenant scope provider, as the shell does, with no notice shown. */
export function renderPage(element: ReactNode, path: string, url = path) {
  // The notifier outlives a test: start without the notices of the one before.
  for (const notice of notifier.getSnapshot()) notifier.dismiss(notice.id);
  if (!('ResizeObserver' in globalThis)) {
    // Headless UI's Select anchoring measures with ResizeObserver, which jsdom lacks.
    Object.assign(globalThis, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
  const router = createMemoryRouter(
    [
      { path, element: <TenantScopeProvider>{element}</TenantScopeProvider> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <NotifierProvider store={notifier} label="Notifications" closeLabel="Close">
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </NotifierProvider>,
  );
  return router;
}

/**
 * A dialog's tests: `fetch` is a mock (answering 500 unless told otherwise), reset before each test
 * in en-US; the DOM is cleared after. Returns the mock.
 */
export function dialogTests() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 500 }));
  beforeEach(() => {
    setLanguage('en-US');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Renders a dialog with the notifier its notices go to. */
export function renderDialog(element: ReactNode) {
  render(
    <NotifierProvider store={notifier} label="Notifications" closeLabel="Close">
      {element}
    </NotifierProvider>,
  );
}
