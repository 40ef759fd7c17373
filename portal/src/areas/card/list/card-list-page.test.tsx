// @vitest-environment jsdom
import type { CardRow } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { type Handler, Refusal, pageTests, renderPage, signInAs } from '../../../lib/page-harness';
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

const labels = [
  { labelId: 'L0000000000A1', name: 'Meters', color: 'blue' },
  { labelId: 'L0000000000A2', name: 'Trackers', color: 'red' },
];
const pools = [{ poolId: 'P0000000000B1', name: 'North pool' }];
const listHandler: Handler = (b) => (b.cursor === 'c2' ? { items: page2, cursor: null } : { items: page1, cursor: 'c2' });

const list = '/card/card-list/list/:salesorder?';
const renderList = () => renderPage(<CardListPage />, list, '/card/card-list/list/SO-1');
/** The answers of the current test (a test may add some). */
let handlers: Record<string, Handler> = {};
const api$ = pageTests(() => {
  handlers = {
    'card.list': listHandler,
    'card-label.list': () => ({ items: labels, cursor: null }),
    'card-pool.list': () => ({ items: pools, cursor: null }),
  };
  return handlers;
});

const count = () => screen.getByTestId('card-selection-count').getAttribute('data-count');
const rowBox = (c: CardRow, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  screen.getByRole('checkbox', { name: `${lang === 'en-US' ? 'Select' : '选择'} ${c.iccid}` }) as HTMLInputElement;

const card$ = featureCodes.cardChangeStatus;
const signIn = (kind: 'acme' | 'staff' | 'admin') =>
  kind === 'admin'
    ? signInAs('platform', [card$, featureCodes.customerButtons])
    : signInAs('enterprise', kind === 'acme' ? [card$] : []);

describe('CardListPage', () => {
  it('keeps the selection across pages (a :salesorder that is no order number is ignored)', async () => {
    signIn('acme');
    renderList();
    expect(await screen.findByText(page1[0]!.iccid)).toBeTruthy();
    expect(api$().calls.find((c) => c.route === 'card.list')).toEqual({
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

  it('lists the cards of the sales order in the URL', async () => {
    signIn('acme');
    renderPage(<CardListPage />, list, '/card/card-list/list/SO2026040103600004');
    expect(await screen.findByText(page1[0]!.iccid)).toBeTruthy();
    expect(api$().calls.find((c) => c.route === 'card.list')?.body).toEqual({
      sort: 'asc',
      pageSize: 20,
      salesOrderNumber: 'SO2026040103600004',
    });
    expect(screen.getByText(/SO2026040103600004/)).toBeTruthy();
  });

  it('links each ICCID to its detail page', async () => {
    signIn('acme');
    renderList();
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
    handlers['card.iccids'] = () => new Refusal(422, 40001, 'server text');
    renderList();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(rowBox(page1[0]!, lang));
    await userEvent.click(screen.getByTestId('card-select-all'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(count()).toBe('1');
  });

  it('selects every matching card with the current filter', async () => {
    signIn('acme');
    handlers['card.iccids'] = () => ({ iccids: [...page1, ...page2].map((c) => c.iccid) });
    renderList();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('filter-state'));
    await userEvent.click(screen.getByRole('option', { name: 'Activated' }));
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(api$().calls.some((c) => c.route === 'card.list' && c.body.state === 64)).toBe(true));
    await userEvent.click(screen.getByTestId('card-select-all'));
    await waitFor(() => expect(count()).toBe('15'));
    expect(api$().calls.find((c) => c.route === 'card.iccids')?.body).toEqual({ state: 64 });
  });

  it('filters by label and data pool, keeps them across pages, and Reset clears them', async () => {
    signIn('acme');
    handlers['card.iccids'] = () => ({ iccids: [page1[0]!.iccid] });
    renderList();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('filter-labelId'));
    await userEvent.click(await screen.findByRole('option', { name: 'Trackers' }));
    await userEvent.click(screen.getByTestId('filter-poolId'));
    await userEvent.click(await screen.findByRole('option', { name: 'North pool (P0000000000B1)' }));
    await userEvent.click(screen.getByTestId('filter-search'));
    const filtered = { labelId: 'L0000000000A2', poolId: 'P0000000000B1' };
    await waitFor(() =>
      expect(api$().calls.some((c) => c.route === 'card.list' && c.body.labelId === filtered.labelId)).toBe(true),
    );
    expect(
      api$()
        .calls.filter((c) => c.route === 'card.list')
        .at(-1)?.body,
    ).toEqual({ ...filtered, sort: 'asc', pageSize: 20 });
    // The next page carries the same filter and the cursor.
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('page-next'));
    await screen.findByText(page2[0]!.iccid);
    expect(
      api$()
        .calls.filter((c) => c.route === 'card.list')
        .at(-1)?.body,
    ).toEqual({
      ...filtered,
      sort: 'asc',
      pageSize: 20,
      cursor: 'c2',
    });
    // "Select all matching" and the export use the same filter.
    await userEvent.click(screen.getByTestId('card-select-all'));
    await waitFor(() => expect(api$().calls.find((c) => c.route === 'card.iccids')?.body).toEqual(filtered));
    // Reset clears both.
    await userEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() =>
      expect(
        api$()
          .calls.filter((c) => c.route === 'card.list')
          .at(-1)?.body,
      ).toEqual({ sort: 'asc', pageSize: 20 }),
    );
    expect(screen.getByTestId('filter-labelId').textContent).toBe('All');
  });

  it('says when there are no labels to choose', async () => {
    signIn('acme');
    handlers['card-label.list'] = () => ({ items: [], cursor: null });
    renderList();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('filter-labelId'));
    expect(await screen.findByRole('option', { name: 'No labels yet' })).toBeTruthy();
  });

  it('checks the filter in the browser before asking', async () => {
    signIn('acme');
    renderList();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.type(screen.getByTestId('filter-iccid'), '123');
    await userEvent.click(screen.getByTestId('filter-search'));
    expect(await screen.findByText('An ICCID has 19 or 20 digits')).toBeTruthy();
    expect(api$().calls.some((c) => c.body.iccid)).toBe(false);
  });

  it('changes the status of the selection after a confirmation, then opens the batch', async () => {
    signIn('acme');
    handlers['batch.changeState'] = () => ({ batchId: 'B1' });
    const router = renderList();
    await screen.findByText(page1[0]!.iccid);
    await userEvent.click(screen.getByTestId('card-select-page'));
    await userEvent.click(screen.getByTestId('card-change-state'));
    const dialog = await screen.findByTestId('change-state-dialog');
    await userEvent.click(within(dialog).getByTestId('change-state-target'));
    await userEvent.click(screen.getByRole('option', { name: 'Deactivated' }));
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const confirm = await screen.findByTestId('change-state-confirm');
    expect(api$().calls.some((c) => c.route === 'batch.changeState')).toBe(false);
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/card/batchoperate/detail/B1/processing'));
    expect(api$().calls.find((c) => c.route === 'batch.changeState')?.body).toEqual({
      iccids: page1.map((c) => c.iccid),
      targetState: 65,
    });
  });

  it('hides "Change status" without permission 2010106', async () => {
    signIn('staff');
    renderList();
    await screen.findByText(page1[0]!.iccid);
    expect(screen.queryByTestId('card-change-state')).toBeNull();
  });

  it('platform roles list the first enterprise and link details with it', async () => {
    signIn('admin');
    handlers['customer.list'] = (b) => ({
      items: b.channelCustId
        ? [{ channelCustId: 'C1002', custId: 'S2003', name: 'Globex North' }]
        : [
            { channelCustId: 'C1002', custId: null, name: 'Globex Logistics' },
            { channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' },
          ],
      cursor: null,
    });
    handlers['card.list'] = (b) => ({ items: [card(1, String(b.channelCustId))], cursor: null });
    renderList();
    const link = await screen.findByText(card(1).iccid);
    expect(link.closest('a')?.getAttribute('href')).toBe(`/card/card-list/detail/${card(1).iccid}/C1002`);
    const listCalls = api$().calls.filter((c) => c.route === 'card.list');
    expect(listCalls.every((c) => c.body.channelCustId === 'C1002')).toBe(true);
    // Labels and pools are those of the chosen enterprise.
    await waitFor(() =>
      expect(api$().calls.some((c) => c.route === 'card-label.list' && c.body.channelCustId === 'C1002')).toBe(true),
    );
    expect(
      api$()
        .calls.filter((c) => c.route === 'card-pool.list')
        .every((c) => c.body.channelCustId === 'C1002'),
    ).toBe(true);
    // narrowing to a secondary customer of that enterprise
    await userEvent.click(await screen.findByTestId('customer-picker'));
    await userEvent.click(screen.getByRole('option', { name: 'Globex North' }));
    await waitFor(() =>
      expect(
        api$().calls.some((c) => c.route === 'card.list' && c.body.custId === 'S2003' && c.body.channelCustId === 'C1002'),
      ).toBe(true),
    );
  });
});
