// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { zhCN } from '../../../i18n/all-texts';
import { pageTests, refuse, renderPage, signInAs } from '../../../lib/page-harness';
import CreditChangeLogPage from './credit-change-log-page';
import CreditListPage from './credit-list-page';
import { creditProblems, emptyCreditDraft, termsOf } from './credit-model';

const order = (over: Record<string, unknown> = {}) => ({
  creditId: 'CR20261126100000ABCDEF',
  channelCustId: 'C1002',
  enterpriseName: 'Globex Logistics',
  amount: 300_000,
  range: 'lt5000',
  paymentTime: '2026-01-05T02:00:00.000Z',
  unit: 'month',
  validity: 12,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  state: 'active',
  remark: null,
  createdAt: '2026-01-05T02:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-01-05T02:00:00.000Z',
  updatedBy: 'admin',
  version: 2,
  ...over,
});

const api = pageTests(() => ({
  'credit.list': () => ({
    items: [order(), order({ creditId: 'CR20261126100000FEDCBA', state: 'cancelled', amount: 50_000, range: 'lt1000' })],
    cursor: null,
  }),
  'credit.update': (b) => {
    if (b.amount === 100)
      throw refuse(409, 'The new credit line is below the credit already used', { errorCode: 49805, field: 'amount' });
    return { ...order(), amount: b.amount, lineBefore: 300_000, lineAfter: b.amount };
  },
  'credit.changeLog': () => ({
    order: order(),
    items: [
      {
        changeId: 'c2',
        creditId: 'CR20261126100000ABCDEF',
        channelCustId: 'C1002',
        action: 'update',
        before: {
          amount: 200_000,
          unit: 'month',
          validity: 12,
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
          paymentTime: '2026-01-05T02:00:00.000Z',
          state: 'active',
          remark: null,
        },
        after: {
          amount: 300_000,
          unit: 'month',
          validity: 12,
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
          paymentTime: '2026-01-05T02:00:00.000Z',
          state: 'active',
          remark: null,
        },
        lineBefore: 200_000,
        lineAfter: 300_000,
        reason: 'Fleet expansion signed',
        by: 'admin',
        at: '2026-06-01T02:00:00.000Z',
      },
    ],
    cursor: null,
  }),
  'customer.list': () => ({ items: [{ channelCustId: 'C1002', custId: null, name: 'Globex Logistics' }], cursor: null }),
}));

describe('credit order rules', () => {
  it('refuses a missing customer, a bad amount, day or validity, and a change without a reason', () => {
    const d = { ...emptyCreditDraft(null), amount: '0', validity: '0', validFrom: '2026-1-1' };
    const p = creditProblems(d, true);
    expect(
      Object.entries(p)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['channelCustId', 'amount', 'validFrom', 'validity', 'reason']);
    expect(termsOf({ ...d, amount: '1234.5', validity: '6', validFrom: '2026-02-01' })).toMatchObject({
      amount: 123_450,
      validity: 6,
    });
  });
});

describe('credit screens', () => {
  it('lists the orders with their line, range and state; a change shows the line before and after, a refusal on its field', async () => {
    signInAs('platform', [areaCodes.financial, featureCodes.creditEdit]);
    renderPage(<CreditListPage />, '/financial/credit/list');
    const table = await screen.findByTestId('credit-table');
    await waitFor(() => expect(table.textContent).toContain('¥3,000.00'));
    expect(table.textContent).toContain('Globex Logistics');
    expect(table.textContent).toContain('¥3,000–4,999');
    expect(screen.getByTestId('credit-state-CR20261126100000FEDCBA').textContent).toBe('Cancelled');
    // A cancelled order cannot change.
    expect(screen.queryByTestId('credit-change-CR20261126100000FEDCBA')).toBeNull();
    await userEvent.click(screen.getByTestId('credit-change-CR20261126100000ABCDEF'));
    const dialog = await screen.findByTestId('credit-change-dialog');
    const amount = within(dialog).getByTestId('credit-amount') as HTMLInputElement;
    expect(amount.value).toBe('3000.00');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await within(dialog).findByText('Enter the reason')).toBeTruthy();
    await userEvent.type(within(dialog).getByTestId('credit-reason'), 'Lower');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await within(dialog).findByText('The new credit line is below the credit already used')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api().bodiesOf('credit.update')).toHaveLength(2));
    expect(api().bodiesOf('credit.update')[1]).toMatchObject({
      creditId: 'CR20261126100000ABCDEF',
      amount: 400_000,
      reason: 'Lower',
    });
    expect(await screen.findByText('Credit line ¥3,000.00 → ¥4,000.00')).toBeTruthy();
  });

  it('shows an enterprise its orders without the platform’s actions', async () => {
    signInAs('enterprise', [areaCodes.financial]);
    renderPage(<CreditListPage />, '/financial/credit/list');
    await screen.findByTestId('credit-table');
    expect(screen.queryByTestId('credit-create')).toBeNull();
    expect(screen.queryByTestId('credit-change-CR20261126100000ABCDEF')).toBeNull();
  });

  it('shows a change log with what changed and the line before and after, in Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('platform', [areaCodes.financial]);
    renderPage(
      <CreditChangeLogPage />,
      '/financial/credit/change-log/:creditId',
      '/financial/credit/change-log/CR20261126100000ABCDEF',
    );
    const log = await screen.findByTestId('credit-log-table');
    await waitFor(() => expect(log.textContent).toContain('¥2,000.00 → ¥3,000.00'));
    expect(log.textContent).toContain(zhCN.financial.credit.log.actions.update);
    expect(log.textContent).toContain('Fleet expansion signed');
    expect(screen.getByTestId('credit-order-amount').textContent).toBe('¥3,000.00');
    expect(api().bodiesOf('credit.changeLog')[0]).toMatchObject({ creditId: 'CR20261126100000ABCDEF' });
  });
});
