// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import CapitalDetailPage from './capital-detail-page';
import CapitalListPage from './capital-list-page';

const funds = (over: Record<string, unknown> = {}) => ({
  channelCustId: 'C1001',
  name: 'Acme IoT Ltd.',
  paymentModel: 'prepaid',
  preDeposit: 7_420_000,
  reserved: 0,
  grant: 62_000,
  creditLine: 500_000,
  creditUsed: 0,
  contract: 0,
  toWriteOff: 5_771_191,
  withdrawable: 7_420_000,
  available: 7_982_000,
  ...over,
});

const api = pageTests(() => ({
  'capital.list': () => ({
    items: [funds(), funds({ channelCustId: 'C1002', name: 'Globex Logistics', reserved: 120_000 })],
    cursor: null,
  }),
  'capital.detail': () => funds(),
  'capital.movements': (b) => ({
    items:
      b.account === 'grant'
        ? [
            {
              transferId: 'grant:g1',
              at: '2026-11-26T08:00:00.000Z',
              type: 'single',
              reason: 'Launch grant 2026',
              settles: { kind: 'grant', id: 'g1' },
              by: 'platform',
              amount: 50_000,
              change: 50_000,
              reservedChange: 0,
              counterpart: 'grantIssued',
            },
          ]
        : [],
    cursor: null,
  }),
  'capital.grant': (b) => ({ grantId: 'g2', transferId: 'grant:g2', amount: b.amount }),
  'prepaid.funds': () => ({ items: [], cursor: null }),
}));

describe('funds screens', () => {
  it('lists each customer’s figures in yuan, named, with its pay mode', async () => {
    signInAs('platform', [areaCodes.business]);
    renderPage(<CapitalListPage />, '/business/capital/list');
    const table = await screen.findByTestId('capital-table');
    await waitFor(() => expect(table.textContent).toContain('Globex Logistics'));
    expect(table.textContent).toContain('¥74,200.00');
    expect(table.textContent).toContain('¥79,820.00');
    expect(table.textContent).toContain('Prepaid');
  });

  it('shows an enterprise its figures and movements; a grant shows as posted by the platform', async () => {
    signInAs('enterprise', [areaCodes.business]);
    renderPage(<CapitalDetailPage />, '/business/capital/detail/:custAccountId?', '/business/capital/detail');
    await waitFor(() => expect(screen.getByTestId('capital-available').textContent).toBe('¥79,820.00'));
    expect(screen.getByTestId('capital-to-write-off').textContent).toBe('¥57,711.91');
    expect(screen.queryByTestId('capital-grant-action')).toBeNull();
    expect(api().bodiesOf('capital.detail')[0]).toEqual({});
    await userEvent.click(screen.getByTestId('movements-tab-grant'));
    const grants = await screen.findByTestId('movements-grant');
    await waitFor(() => expect(grants.textContent).toContain('+¥500.00'));
    expect(grants.textContent).toContain('Launch grant 2026');
    expect(grants.textContent).toContain('Platform');
  });

  it('lets the platform give a grant, typed in yuan and sent in fen', async () => {
    signInAs('platform', [areaCodes.business, featureCodes.grantIssue]);
    renderPage(<CapitalDetailPage />, '/business/capital/detail/:custAccountId?', '/business/capital/detail/C1001');
    await userEvent.click(await screen.findByTestId('capital-grant-action'));
    const dialog = await screen.findByTestId('grant-dialog');
    await userEvent.type(within(dialog).getByTestId('grant-amount'), '12.5');
    await userEvent.type(within(dialog).getByTestId('grant-remark'), 'Outage credit');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api().bodiesOf('capital.grant')).toHaveLength(1));
    expect(api().bodiesOf('capital.grant')[0]).toEqual({ channelCustId: 'C1001', amount: 1_250, remark: 'Outage credit' });
  });
});
