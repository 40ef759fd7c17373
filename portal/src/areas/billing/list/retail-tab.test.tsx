// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import { RetailTab } from './retail-tab';

const plan = (retailId: string, status: 'on' | 'off') => ({
  retailId,
  channelCustId: 'C1001',
  retailName: `Plan ${retailId}`,
  goodsReleaseId: 'G001',
  basicName: 'Monthly 1 GB',
  basicPrice: 1000,
  tariffType: 0,
  retailPrice: 2500,
  dividend: 'profit',
  proportion: 20,
  taxRate: 6,
  custIds: ['S2001'],
  status,
  version: 1,
  createdAt: '2026-01-02T00:00:00Z',
});
const LIST = 'plan.retailList';
const api$ = pageTests(() => ({
  [LIST]: () => ({ items: [plan('R1', 'on'), plan('R2', 'off')], cursor: null }),
  'plan.retailDelete': () => ({}),
  'customer.list': () => ({
    items: [
      { channelCustId: 'C1002', custId: null, name: 'Globex' },
      { channelCustId: 'C1001', custId: null, name: 'Acme' },
    ],
    cursor: null,
  }),
}));

const open = () => renderPage(<RetailTab />, '/billing/package/list/:tab?', '/billing/package/list/retail');

describe('retail-plan tab', () => {
  it("gives an enterprise its own plans' actions by permission, and deletes a switched-off plan after a confirmation", async () => {
    signInAs('enterprise', [featureCodes.packageDelete2]);
    open();
    expect(await screen.findByText('Plan R1')).toBeTruthy();
    expect(api$().bodiesOf(LIST)[0]).toEqual({ pageSize: 20 });
    expect(screen.getByTestId('retail-edit-R1')).toBeTruthy();
    expect(screen.queryByTestId('retail-switch-R1')).toBeNull();
    expect(screen.queryByTestId('retail-delete-R1')).toBeNull();
    await userEvent.click(screen.getByTestId('retail-delete-R2'));
    await userEvent.click(within(await screen.findByTestId('plan-confirm')).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$().bodiesOf('plan.retailDelete')).toEqual([{ retailId: 'R2' }]));
  });

  it('lists the chosen enterprise for platform staff, linking with it, without actions on its plans', async () => {
    signInAs('platform', []);
    open();
    const link = await screen.findByText('Plan R1');
    expect(api$().bodiesOf(LIST)[0]).toEqual({ channelCustId: 'C1002', pageSize: 20 });
    expect(link.closest('a')?.getAttribute('href')).toBe('/billing/package/retaildetail/R1/0?channelCustId=C1002');
    expect(screen.getByTestId('enterprise-picker').textContent).toContain('C1002');
    expect(screen.queryByTestId('retail-edit-R1')).toBeNull();
  });

  it("shows a secondary customer its offers without the enterprise's terms", async () => {
    signInAs('secondary', []);
    open();
    await screen.findByText('Plan R1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Basic price');
    expect(screen.queryByText('Change log')).toBeNull();
  });
});
