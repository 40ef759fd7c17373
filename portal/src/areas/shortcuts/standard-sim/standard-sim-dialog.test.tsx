// @vitest-environment jsdom
import { NotifierProvider } from '@cmp/ui-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enUS, zhCN } from '../../../i18n/all-texts';
import '../../../i18n/testing';
import { jobViews } from '@cmp/functions/contracts';
import { notifier, session, swrFetcher } from '../../../app/services';
import { setLanguage } from '../../../i18n';
import { routeOfPath } from '../../../lib/api';
import { StandardSimDialog } from './standard-sim-dialog';

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status });
const calls: { route: string | undefined; body: Record<string, unknown> }[] = [];
let listed: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const route = routeOfPath(new URL(url, 'http://localhost').pathname.replace(/^\/api/, ''));
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ route, body });
  if (route === BATCH_LIST) return ok({ items: listed, cursor: null });
  if (route === 'batch.standardSim') return ok({ batchId: 'b1' }, 202);
  return new Response('{}', { status: 500 });
});

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

const BATCH_LIST = jobViews.batch.routes.list;

/** The list the dialog opens over (it must show the new batch after the start). */
function ListProbe() {
  const { data } = useSWR<{ items: unknown[] }>([BATCH_LIST, { type: 'standardSim', pageSize: 20 }]);
  return <p data-testid="probe">{data ? data.items.length : '…'}</p>;
}

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '/shortcuts/standardsim/list',
        element: (
          <>
            <ListProbe />
            <StandardSimDialog onClose={vi.fn()} />
          </>
        ),
      },
      { path: '/shortcuts/standardsim/detail/:batchId', element: <p>detail page</p> },
    ],
    { initialEntries: ['/shortcuts/standardsim/list'] },
  );
  render(
    <NotifierProvider store={notifier} label="Notifications" closeLabel="Close">
      <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 60_000, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </NotifierProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  session.save({
    accessToken: 't',
    expiresIn: 3600,
    loginName: 'acme',
    displayName: 'acme',
    roleId: 3000,
    roleName: 'r',
    channelCustId: 'C1001',
    custId: null,
    customerName: null,
    permissions: ['6000000', '2030004'],
    isResetPassword: false,
  });
  setLanguage('en-US');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  calls.length = 0;
  listed = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const en = enUS.shortcuts.standardSim;
const iccids = ['89860012345600000001', '89860012345600000002'];

describe('StandardSimDialog', () => {
  it('asks for the edition and the ICCIDs, confirms, starts the batch and refreshes the batch list', async () => {
    const router = renderDialog();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('0'));
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText(en.errors.edition)).toBeTruthy();
    expect(screen.getByText(en.errors.empty)).toBeTruthy();

    await userEvent.click(screen.getByTestId('standard-sim-edition'));
    await userEvent.click(screen.getByRole('option', { name: `00 · ${en.editions['00']}` }));
    await userEvent.type(screen.getByTestId('standard-sim-iccids'), `${iccids[0]}\n${iccids[1]}\n${iccids[0]}`);
    expect(screen.getByTestId('standard-sim-summary').textContent).toBe('2 cards');
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(await screen.findByText('Change 2 cards to the Standard edition?')).toBeTruthy();
    expect(calls.some((c) => c.route === 'batch.standardSim')).toBe(false);

    listed = [{ batchId: 'b1' }];
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shortcuts/standardsim/detail/b1'));
    expect(calls.find((c) => c.route === 'batch.standardSim')?.body).toEqual({ iccids, modeType: '00' });
    // The list read before the start was fetched again (not served from the deduplicated cache).
    expect(calls.filter((c) => c.route === BATCH_LIST)).toHaveLength(2);
  });

  it('refuses more than 10,000 ICCIDs with the spec message', async () => {
    renderDialog();
    const many = Array.from({ length: 10_001 }, (_, i) => `8986${String(i).padStart(16, '0')}`).join('\n');
    await userEvent.click(screen.getByTestId('standard-sim-edition'));
    await userEvent.click(screen.getByRole('option', { name: `02 · ${en.editions['02']}` }));
    // Pasting is one input event (typing 210,000 characters would take minutes).
    const area = screen.getByTestId('standard-sim-iccids');
    await userEvent.click(area);
    await userEvent.paste(many);
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    expect(screen.getByText('The quantity is more than 10000, please swipe and select again')).toBeTruthy();
    expect(calls.some((c) => c.route === 'batch.standardSim')).toBe(false);
  });
});
