// @vitest-environment jsdom
import { NotifierProvider } from '@cmp/ui-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/testing';
import { notifier, session, swrFetcher } from '../../../app/services';
import type { CardRow } from '../../../components/card-list/card-list-model';
import { setLanguage } from '../../../i18n';
import { routeOfPath } from '../../../lib/api';
import CardListPage from './card-list-page';

const card = (n: number, channelCustId = 'C1001'): CardRow => ({
  iccid: `898600123456${String(n).padStart(8, '0')}`,
  msisdn: `14401${String(n).padStart(8, '0')}`,
  imsi: `46000120000${String(n).padStart(4, '0')}`,
  imei: `8600000000${String(n).padStart(5, '0')}`,
  operator: 'CMCC',
  state: 64,
  channelCustId,
  custId: n % 2 ? 'S2001' : null,
  customerName: n % 2 ? 'Acme East' : null,
  goodsReleaseId: 'G001',
  planName: 'Monthly 1 GB individual',
  quotaBytes: 1024,
  networkType: 2,
  modeType: '01',
  renewalMode: 'auto',
  activatedAt: '2026-01-01T00:00:00Z',
  createdAt: '2025-12-01T00:00:00Z',
  poolId: null,
});
const page1 = Array.from({ length: 10 }, (_, i) => card(i + 1));
const page2 = Array.from({ length: 5 }, (_, i) => card(i + 11));

type Handler = (body: Record<string, unknown>) => { status?: number; body: unknown };
let handlers: Record<string, Handler> = {};
const calls: { route: string | undefined; body: Record<string, unknown> }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const route = routeOfPath(new URL(url, 'http://localhost').pathname.replace(/^\/api/, ''));
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ route, body });
  const handler = route && handlers[route];
  if (!handler) return new Response(JSON.stringify({ success: false, msg: 'no handler' }), { status: 500 });
  const out = handler(body);
  return new Response(JSON.stringify(out.body), { status: out.status ?? 200, headers: { 'content-type': 'application/json' } });
});
const ok = (data: unknown) => ({ body: { success: true, data } });
const labels = [
  { labelId: 'L0000000000A1', name: 'Meters', color: 'blue' },
  { labelId: 'L0000000000A2', name: 'Trackers', color: 'red' },
];
const pools = [{ poolId: 'P0000000000B1', name: 'North pool' }];
const listHandler: Handler = (b) => ok(b.cursor === 'c2' ? { items: page2, cursor: null } : { items: page1, cursor: 'c2' });

const accounts = {
  acme: { roleId: 3000, channelCustId: 'C1001', permissions: ['2000000', '2010106'] },
  staff: { roleId: 4000, channelCustId: 'C1001', permissions: ['2000000'] },
  admin: { roleId: 1000, channelCustId: null, permissions: ['2000000', '2010106', '1000003'] },
} as const;

function signIn(kind: keyof typeof accounts) {
  const a = accounts[kind];
  session.save({
    accessToken: 't',
    expiresIn: 3600,
    loginName: kind,
    displayName: kind,
    roleId: a.roleId,
    roleName: 'r',
    channelCustId: a.channelCustId,
    custId: null,
    customerName: null,
    permissions: [...a.permissions],
    isResetPassword: false,
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/card/card-list/list/:salesorder?', element: <CardListPage /> },
      { path: '/card/batchoperate/detail/:batchId/:state', element: <p>batch page</p> },
    ],
    { initialEntries: ['/card/card-list/list/SO-1'] },
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

// Headless UI's Select anchoring measures with ResizeObserver, which jsdom lacks.
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

const count = () => screen.getByTestId('card-selection-count').getAttribute('data-count');
const rowBox = (c: CardRow, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  screen.getByRole('checkbox', { name: `${lang === 'en-US' ? 'Select' : '选择'} ${c.iccid}` }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  session.refresh();
  setLanguage('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  calls.length = 0;
  handlers = {
    'card.list': listHandler,
    'card-label.list': () => ok({ items: labels, cursor: null }),
    'card-pool.list': () => ok({ items: pools, cursor: null }),
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CardListPage', () => {
  it('keeps the selection across pages (the :salesorder param is ignored)', async () => {
    signIn('acme');
    renderPage();
    expect(await screen.findByText(page1[0]!.iccid)).toBeTruthy();
    expect(calls.find((c) => c.route === 'card.list')).toEqual({
      route: 'card.list',
      body: { sort: 'asc', pageSize: 20 },
    });
    await userEvent.click(screen.getByTestId('card-select-page'));
    expect(count()).toBe('10');
    await userEvent.click(screen.getByTestId('page-next'));
    expect(await screen.findByText(page2[0]!.iccid)).toBeTruthy();
    await userEvent.click(rowBox(page2[1]!));
    expect(count()).toBe('11');
    await userEvent.click(screen.getByTestId('page-previous'));
    await screen.findByText(page1[0]!.iccid);
    expect(rowBox(page1[4]!).checked).toBe(true);
    await userEvent.click(screen.getByTestId('card-select-clear'));
    expect(count()).toBe('0');
  });

  it('links each ICCID to its detail page', async () => {
    signIn('acme');
    renderPage();
    const link = await screen.findByText(page1[0]!.iccid);
    expect(link.closest('a')?.getAttribute('href')).toBe(`/card/card-list/detail/${page1[0]!.iccid}`);
    expect(screen.getAllByText('Acme East').length).toBeGreaterThan(0);
  });

  it.each([
    ['en-US', 'The quantity is more than 10000, please swipe and select again'],
    ['zh-CN', '数量超过10000，请重新筛选'],
  ] as const)('over 10,000 matching cards (%s): the message, and the selection stays', async (lang, message) => {
    setLanguage(lang);
    signIn('acme');
    handlers['card.iccids'] = () => ({
      status: 422,
      body: { success: false, errorCode: 40001, msg: 'server text' },
    });
    renderPage();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(rowBox(page1[0]!, lang));
    await userEvent.click(screen.getByTestId('card-select-all'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(count()).toBe('1');
  });

  it('selects every matching card with the current filter', async () => {
    signIn('acme');
    handlers['card.iccids'] = () => ok({ iccids: [...page1, ...page2].map((c) => c.iccid) });
    renderPage();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('filter-state'));
    await userEvent.click(screen.getByRole('option', { name: 'Activated' }));
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(calls.some((c) => c.route === 'card.list' && c.body.state === 64)).toBe(true));
    await userEvent.click(screen.getByTestId('card-select-all'));
    await waitFor(() => expect(count()).toBe('15'));
    expect(calls.find((c) => c.route === 'card.iccids')?.body).toEqual({ state: 64 });
  });

  it('filters by label and data pool, keeps them across pages, and Reset clears them', async () => {
    signIn('acme');
    handlers['card.iccids'] = () => ok({ iccids: [page1[0]!.iccid] });
    renderPage();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('filter-labelId'));
    await userEvent.click(await screen.findByRole('option', { name: 'Trackers' }));
    await userEvent.click(screen.getByTestId('filter-poolId'));
    await userEvent.click(await screen.findByRole('option', { name: 'North pool (P0000000000B1)' }));
    await userEvent.click(screen.getByTestId('filter-search'));
    const filtered = { labelId: 'L0000000000A2', poolId: 'P0000000000B1' };
    await waitFor(() => expect(calls.some((c) => c.route === 'card.list' && c.body.labelId === filtered.labelId)).toBe(true));
    expect(calls.filter((c) => c.route === 'card.list').at(-1)?.body).toEqual({ ...filtered, sort: 'asc', pageSize: 20 });
    // The next page carries the same filter and the cursor.
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('page-next'));
    await screen.findByText(page2[0]!.iccid);
    expect(calls.filter((c) => c.route === 'card.list').at(-1)?.body).toEqual({
      ...filtered,
      sort: 'asc',
      pageSize: 20,
      cursor: 'c2',
    });
    // "Select all matching" and the export use the same filter.
    await userEvent.click(screen.getByTestId('card-select-all'));
    await waitFor(() => expect(calls.find((c) => c.route === 'card.iccids')?.body).toEqual(filtered));
    // Reset clears both.
    await userEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(calls.filter((c) => c.route === 'card.list').at(-1)?.body).toEqual({ sort: 'asc', pageSize: 20 }));
    expect(screen.getByTestId('filter-labelId').textContent).toBe('All');
  });

  it('says when there are no labels to choose', async () => {
    signIn('acme');
    handlers['card-label.list'] = () => ok({ items: [], cursor: null });
    renderPage();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('filter-labelId'));
    expect(await screen.findByRole('option', { name: 'No labels yet' })).toBeTruthy();
  });

  it('checks the filter in the browser before asking', async () => {
    signIn('acme');
    renderPage();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.type(screen.getByTestId('filter-iccid'), '123');
    await userEvent.click(screen.getByTestId('filter-search'));
    expect(await screen.findByText('An ICCID has 19 or 20 digits')).toBeTruthy();
    expect(calls.some((c) => c.body.iccid)).toBe(false);
  });

  it('changes the status of the selection after a confirmation, then opens the batch', async () => {
    signIn('acme');
    handlers['batch.changeState'] = () => ({ status: 202, body: { success: true, data: { batchId: 'B1' } } });
    const router = renderPage();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('card-select-page'));
    await userEvent.click(screen.getByTestId('card-change-state'));
    const dialog = await screen.findByTestId('change-state-dialog');
    await userEvent.click(within(dialog).getByTestId('change-state-target'));
    await userEvent.click(screen.getByRole('option', { name: 'Deactivated' }));
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const confirm = await screen.findByTestId('change-state-confirm');
    expect(calls.some((c) => c.route === 'batch.changeState')).toBe(false);
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/batchoperate/detail/B1/processing'));
    expect(calls.find((c) => c.route === 'batch.changeState')?.body).toEqual({
      iccids: page1.map((c) => c.iccid),
      targetState: 65,
    });
  });

  it('hides "Change status" without permission 2010106', async () => {
    signIn('staff');
    renderPage();
    await screen.findByText(page1[0]!.iccid);
    expect(screen.queryByTestId('card-change-state')).toBeNull();
  });

  it('platform roles list the first enterprise and link details with it', async () => {
    signIn('admin');
    handlers['customer.list'] = (b) =>
      ok({
        items: b.channelCustId
          ? [{ channelCustId: 'C1002', custId: 'S2003', name: 'Globex North' }]
          : [
              { channelCustId: 'C1002', custId: null, name: 'Globex Logistics' },
              { channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' },
            ],
        cursor: null,
      });
    handlers['card.list'] = (b) => ok({ items: [card(1, String(b.channelCustId))], cursor: null });
    renderPage();
    const link = await screen.findByText(card(1).iccid);
    expect(link.closest('a')?.getAttribute('href')).toBe(`/card/card-list/detail/${card(1).iccid}/C1002`);
    const listCalls = calls.filter((c) => c.route === 'card.list');
    expect(listCalls.every((c) => c.body.channelCustId === 'C1002')).toBe(true);
    // Labels and pools are those of the chosen enterprise.
    await waitFor(() => expect(calls.some((c) => c.route === 'card-label.list' && c.body.channelCustId === 'C1002')).toBe(true));
    expect(calls.filter((c) => c.route === 'card-pool.list').every((c) => c.body.channelCustId === 'C1002')).toBe(true);
    // narrowing to a secondary customer of that enterprise
    await userEvent.click(await screen.findByTestId('card-secondary'));
    await userEvent.click(screen.getByRole('option', { name: 'Globex North' }));
    await waitFor(() =>
      expect(calls.some((c) => c.route === 'card.list' && c.body.custId === 'S2003' && c.body.channelCustId === 'C1002')).toBe(
        true,
      ),
    );
  });
});
