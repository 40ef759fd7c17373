// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import AccountListPage from './account-list-page';

const account = (operAccountId: string, status: 'enabled' | 'disabled') => ({
  operAccountId,
  operator: 'CMCC',
  accountName: `Account ${operAccountId}`,
  endpoint: 'https://api.example.com',
  appId: 'app-1',
  secretMask: '****1234',
  status,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
});
const LIST = 'operator-config.accountList';
const api$ = pageTests(() => ({
  [LIST]: () => ({ items: [account('A1', 'enabled'), account('A2', 'disabled')], cursor: null }),
  'operator-config.accountStatus': () => ({}),
}));

describe('operator accounts', () => {
  it('reads every account at once, filters by status, and disables one after a confirmation', async () => {
    signInAs('platform', []);
    renderPage(<AccountListPage />, '/operator/config/list');
    expect(await screen.findByText('Account A1')).toBeTruthy();
    expect(api$().bodiesOf(LIST)).toEqual([{}]);
    expect(screen.getByTestId('account-table').textContent).toContain('****1234');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(api$().bodiesOf(LIST).at(-1)).toEqual({ status: 'disabled' }));
    await userEvent.click(screen.getByTestId('account-status-A1'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$().bodiesOf('operator-config.accountStatus')).toEqual([{ operAccountId: 'A1', status: 'disabled' }]),
    );
  });
});
