// @vitest-environment jsdom
import { areaCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/testing';
import { enUS } from '../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import RetailFormPage from './retail-form-page';

const texts = enUS.billing.plan;
let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  signInAs('enterprise', [areaCodes.billing]);
  api$ = fakeApi({
    'plan.basicList': () => ({
      items: [{ goodsReleaseId: 'G1', code: 'IOT1', name: 'IoT 1 GB', releasePrice: 3000, tariffType: 2 }],
      cursor: null,
    }),
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: null, name: 'Acme' },
        { channelCustId: 'C1001', custId: 'S2001', name: 'Site A' },
      ],
      cursor: null,
    }),
    'plan.retailSave': (b) => {
      if (!b.confirmDuplicate) throw refuse(409, 'name repeated', { errorCode: 44231 });
      return { ...b, retailId: 'R1' };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('retail plan form', () => {
  it('refuses a price not above the chosen basic plan’s, asks before reusing a name, then opens the plan', async () => {
    const router = renderPage(<RetailFormPage />, '/billing/package/addretail');
    await userEvent.type(await screen.findByTestId('retail-retailName'), 'Acme 1 GB');
    await userEvent.click(screen.getByTestId('retail-save'));
    // No basic plan chosen yet.
    expect(screen.getByTestId('retail-goodsReleaseId').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByTestId('retail-goodsReleaseId'));
    await userEvent.click(await screen.findByRole('option', { name: /IOT1/ }));
    await userEvent.type(screen.getByTestId('retail-retailPrice'), '30');
    // Typing cleared the price's message: the hint names the basic price.
    expect(screen.getByText(texts.basicPriceHint.replace('{{price}}', '¥30.00'))).toBeTruthy();
    await userEvent.click(screen.getByTestId('retail-save'));
    expect(screen.getByText(texts.rules.retailPrice)).toBeTruthy();
    expect(api$.bodiesOf('plan.retailSave')).toEqual([]);

    await userEvent.clear(screen.getByTestId('retail-retailPrice'));
    await userEvent.type(screen.getByTestId('retail-retailPrice'), '35');
    await userEvent.clear(screen.getByTestId('retail-proportion'));
    await userEvent.type(screen.getByTestId('retail-proportion'), '20');
    await userEvent.click(within(await screen.findByTestId('retail-custIds')).getByRole('checkbox', { name: /S2001/ }));
    await userEvent.click(screen.getByTestId('retail-save'));
    const ask = await screen.findByTestId('retail-duplicate');
    expect(ask.textContent).toContain(texts.duplicateConfirm);
    await userEvent.click(within(ask).getByTestId('dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/package/retaildetail/R1/2'));
    const [first, second] = api$.bodiesOf('plan.retailSave');
    expect(first).toEqual({
      retailName: 'Acme 1 GB',
      goodsReleaseId: 'G1',
      retailPrice: 3500,
      dividend: 'profit',
      proportion: 20,
      taxRate: 6,
      remark: '',
      custIds: ['S2001'],
    });
    expect(second).toEqual({ ...first, confirmDuplicate: true });
  });
});
