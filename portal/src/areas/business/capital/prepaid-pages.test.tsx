// @vitest-environment jsdom
import { areaCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import CapitalDetailPage from './capital-detail-page';
import PrepayCardPage from './prepay-card-page';

const group = {
  channelCustId: 'C1001',
  custId: null,
  goodsReleaseId: 'G002',
  elementId: 'Z001',
  cycle: '2026-09',
  contractType: 'prepaidDeposit',
  planName: 'Prepaid 500 MB yearly',
  zoneName: 'Mainland China',
  months: 3,
  cards: 2,
  lastMonth: '2026-11',
  prepaid: 7200,
  recognisedToDate: 4800,
  unconsumed: 2400,
};

const api = pageTests(() => ({
  'capital.detail': () => ({
    channelCustId: 'C1001',
    name: 'Acme IoT Ltd.',
    paymentModel: 'prepaid',
    preDeposit: 0,
    reserved: 0,
    grant: 0,
    creditLine: 0,
    creditUsed: 0,
    contract: 0,
    toWriteOff: 0,
    withdrawable: 0,
    available: 0,
  }),
  'capital.movements': () => ({ items: [], cursor: null }),
  'prepaid.funds': () => ({ items: [group, { ...group, contractType: 'none', zoneName: null, elementId: '-' }], cursor: null }),
  'prepaid.group': () => ({
    ...group,
    customerName: 'Acme IoT Ltd.',
    schedule: [
      { month: '2026-09', recognised: 2400, toDate: 2400, unconsumed: 4800 },
      { month: '2026-10', recognised: 2400, toDate: 4800, unconsumed: 2400 },
      { month: '2026-11', recognised: 2400, toDate: 7200, unconsumed: 0 },
    ],
  }),
  'prepaid.cards': () => ({
    items: [
      { iccid: '89860012345678901234', termStart: '2026-09-10', termEnd: '2026-12-09', fee: 3600, billId: 'C1001_202609_MC_E' },
    ],
    cursor: null,
  }),
}));

describe('prepaid-card funds screens', () => {
  it('lists the groups on the capital detail, named, each linking to its page with the customer for the platform', async () => {
    signInAs('platform', [areaCodes.business]);
    renderPage(<CapitalDetailPage />, '/business/capital/detail/:custAccountId?', '/business/capital/detail/C1001');
    const table = await screen.findByTestId('prepaid-funds');
    await waitFor(() => expect(table.textContent).toContain('Prepaid 500 MB yearly'));
    expect(table.textContent).toContain('Mainland China');
    expect(table.textContent).toContain('No zone');
    expect(table.textContent).toContain('Prepaid deposit');
    expect(table.textContent).toContain('No contract');
    expect(table.textContent).toContain('2026/09');
    expect(table.textContent).toContain('¥72.00');
    expect(table.textContent).toContain('¥24.00');
    expect(api().bodiesOf('prepaid.funds')[0]).toMatchObject({ channelCustId: 'C1001' });
    expect(screen.getByTestId('prepaid-group-G002-2026-09-prepaidDeposit').getAttribute('href')).toBe(
      '/business/capital/prepay-card/G002/Z001/2026-09/prepaidDeposit?channelCustId=C1001',
    );
  });

  it('shows an enterprise a group: its figures, schedule and cards', async () => {
    signInAs('enterprise', [areaCodes.business]);
    renderPage(
      <PrepayCardPage />,
      '/business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType',
      '/business/capital/prepay-card/G002/Z001/2026-09/prepaidDeposit',
    );
    await waitFor(() => expect(screen.getByTestId('prepaid-group-prepaid').textContent).toBe('¥72.00'));
    expect(screen.getByTestId('prepaid-group-unconsumed').textContent).toBe('¥24.00');
    expect(screen.getByTestId('prepaid-group-contract').textContent).toBe('Prepaid deposit');
    expect(screen.getByTestId('prepaid-schedule-2026-10').textContent).toBe('¥24.00');
    const cards = await screen.findByTestId('prepaid-cards');
    await waitFor(() => expect(cards.textContent).toContain('89860012345678901234'));
    expect(cards.textContent).toContain('2026/12/09');
    expect(api().bodiesOf('prepaid.group')[0]).toEqual({
      goodsReleaseId: 'G002',
      elementId: 'Z001',
      cycle: '2026-09',
      contractType: 'prepaidDeposit',
    });
  });

  it('sends the platform to choose a customer when a pasted link names none', async () => {
    signInAs('platform', [areaCodes.business]);
    renderPage(
      <PrepayCardPage />,
      '/business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType',
      '/business/capital/prepay-card/G002/Z001/2026-09/prepaidDeposit',
    );
    // Sent on to the funds list (outside this page's router): the group is never asked for.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('prepaid-group-prepaid')).toBeNull();
    expect(api().bodiesOf('prepaid.group')).toEqual([]);
  });

  it('opens a pasted platform link on the customer it names', async () => {
    signInAs('platform', [areaCodes.business]);
    renderPage(
      <PrepayCardPage />,
      '/business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType',
      '/business/capital/prepay-card/G002/Z001/2026-09/prepaidDeposit?channelCustId=C1001',
    );
    await waitFor(() => expect(screen.getByTestId('prepaid-group-prepaid').textContent).toBe('¥72.00'));
    expect(api().bodiesOf('prepaid.group')[0]).toMatchObject({ channelCustId: 'C1001' });
    await waitFor(() => expect(api().bodiesOf('prepaid.cards')[0]).toMatchObject({ channelCustId: 'C1001' }));
  });
});
