// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import WithdrawShortcutPage from '../../shortcuts/withdraw/withdraw-list-page';
import WithdrawListPage from './withdraw-list-page';

const texts = enUS.business.withdraw;
const withdrawal = (over: Record<string, unknown> = {}) => ({
  withdrawalId: 'C1001-W20261120020000000abcdef',
  channelCustId: 'C1001',
  amount: 12_345,
  currency: 'CNY',
  bankName: 'Bank of Shanghai',
  bankAccount: '6222 0212 3456 7890',
  accountName: 'Acme IoT Ltd.',
  invoiceReceived: false,
  remark: null,
  state: 'submitted',
  reason: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  createdBy: 'acme',
  examinedAt: null,
  rejectedAt: null,
  applyingAt: null,
  withdrawnAt: null,
  enterpriseName: 'Acme IoT Ltd.',
  ...over,
});
const figures = {
  nextRunDate: '2026-12-10',
  channelCustId: 'C1001',
  preDeposit: 50_000,
  reserved: 12_345,
  withdrawable: 37_655,
  openWithdrawalId: null as string | null,
  bank: { bankName: 'Bank of Shanghai', bankAccount: '6222 0212 3456 7890', accountName: 'Acme IoT Ltd.' },
};

let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  api$ = fakeApi({
    'withdrawal.list': () => ({
      items: [
        withdrawal(),
        withdrawal({
          withdrawalId: 'C1002-W20261119020000000abcdef',
          channelCustId: 'C1002',
          enterpriseName: 'Globex Logistics',
          amount: 5_000,
          state: 'examined',
        }),
        withdrawal({ withdrawalId: 'C1001-W20261101020000000abcdef', state: 'rejected', reason: 'Invoice missing' }),
      ],
      cursor: null,
    }),
    'withdrawal.summary': () => figures,
    'withdrawal.apply': (b) => {
      if (b.amount === 99_900) throw refuse(409, 'A withdrawal request is still in process', { errorCode: 49832 });
      return withdrawal({ withdrawalId: 'C1001-W20261126020000000aaaaaa', amount: b.amount });
    },
    'withdrawal.audit': (b) =>
      withdrawal({ withdrawalId: b.withdrawalId, state: b.decision === 'reject' ? 'rejected' : 'examined' }),
    'withdrawal.run': () => ({
      runId: 'run:2026-12-10',
      paid: 1,
      amount: 5_000,
      withdrawalIds: ['C1002-W20261119020000000abcdef'],
    }),
    'download.exportWithdrawals': () => ({ taskId: 't1' }),
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' },
        { channelCustId: 'C1002', custId: null, name: 'Globex Logistics' },
      ],
      cursor: null,
    }),
  });
});
afterEach(() => cleanup());

const enterprise = () => signInAs('enterprise', [areaCodes.business, areaCodes.shortcuts, featureCodes.withdrawDeposit]);
const finance = () =>
  signInAs('platform', [
    areaCodes.business,
    featureCodes.withdrawAudit,
    featureCodes.withdrawExport,
    featureCodes.withdrawDeposit,
  ]);

describe('withdrawal list', () => {
  it('shows an enterprise its requests in yuan and words, what it may withdraw, and the 10th', async () => {
    enterprise();
    renderPage(<WithdrawListPage />, '/business/withdraw/list');
    const table = await screen.findByTestId('withdraw-table');
    await waitFor(() => expect(table.textContent).toContain('¥123.45'));
    expect(table.textContent).toContain(texts.state.submitted);
    expect(table.textContent).toContain(texts.state.rejected);
    expect(table.textContent).toContain('Invoice missing');
    expect((await screen.findByTestId('withdraw-withdrawable')).textContent).toBe('¥376.55');
    expect(screen.getByTestId('withdraw-next-run').textContent).toBe('2026/12/10');
    expect(screen.getByTestId('withdraw-summary').textContent).toContain('processed by finance on the 10th of each month');
    // No finance actions for an enterprise.
    expect(screen.queryByTestId('withdraw-run')).toBeNull();
    expect(screen.queryByTestId('withdraw-examine')).toBeNull();
    expect(api$.bodiesOf('withdrawal.list')[0]).toEqual({ pageSize: 20 });
  });

  it('asks for a withdrawal: checks the amount against the withdrawable one, confirms, sends fen', async () => {
    enterprise();
    renderPage(<WithdrawListPage />, '/business/withdraw/list');
    await screen.findByTestId('withdraw-table');
    await userEvent.click(await screen.findByTestId('withdraw-apply'));
    const dialog = await screen.findByTestId('withdraw-apply-dialog');
    expect(within(dialog).getByTestId('withdraw-apply-figures').textContent).toContain('¥376.55');
    expect((within(dialog).getByTestId('withdraw-apply-bank') as HTMLInputElement).value).toBe('Bank of Shanghai');
    const amount = within(dialog).getByTestId('withdraw-apply-amount');
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(within(dialog).getByText(texts.rules.insufficient)).toBeTruthy();
    expect(api$.bodiesOf('withdrawal.apply')).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.5');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const confirm = await screen.findByTestId('withdraw-apply-confirm');
    expect(confirm.textContent).toContain('¥100.50');
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$.bodiesOf('withdrawal.apply')).toEqual([
        { amount: 10_050, bankName: 'Bank of Shanghai', bankAccount: '6222 0212 3456 7890', accountName: 'Acme IoT Ltd.' },
      ]),
    );
  });

  it('gives finance every enterprise, the audit actions, a reason to reject and the run with a confirmation', async () => {
    finance();
    renderPage(<WithdrawListPage />, '/business/withdraw/list');
    const table = await screen.findByTestId('withdraw-table');
    await waitFor(() => expect(table.textContent).toContain('Globex Logistics'));
    expect(screen.queryByTestId('withdraw-apply')).toBeNull();
    // Examine the submitted one (a confirmation first).
    const submitted = screen.getByTestId('withdraw-actions-C1001-W20261120020000000abcdef');
    await userEvent.click(within(submitted).getByTestId('withdraw-examine'));
    const ask = await screen.findByTestId('withdraw-examine-dialog');
    await userEvent.click(within(ask).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$.bodiesOf('withdrawal.audit')).toEqual([
        { withdrawalId: 'C1001-W20261120020000000abcdef', decision: 'examine' },
      ]),
    );
    // Reject the examined one: the reason is required.
    const examined = screen.getByTestId('withdraw-actions-C1002-W20261119020000000abcdef');
    expect(within(examined).queryByTestId('withdraw-examine')).toBeNull();
    await userEvent.click(within(examined).getByTestId('withdraw-reject'));
    const reject = await screen.findByTestId('withdraw-reject-dialog');
    await userEvent.click(within(reject).getByTestId('dialog-confirm'));
    expect(api$.bodiesOf('withdrawal.audit')).toHaveLength(1);
    await userEvent.type(within(reject).getByTestId('withdraw-reject-reason'), 'Bank account closed');
    await userEvent.click(within(reject).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$.bodiesOf('withdrawal.audit').at(-1)).toEqual({
        withdrawalId: 'C1002-W20261119020000000abcdef',
        decision: 'reject',
        reason: 'Bank account closed',
      }),
    );
    // The run of the 10th by hand.
    await userEvent.click(screen.getByTestId('withdraw-run'));
    const run = await screen.findByTestId('withdraw-run-dialog');
    expect(run.textContent).toContain(texts.run.title);
    expect(api$.bodiesOf('withdrawal.run')).toEqual([]);
    await userEvent.click(within(run).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('withdrawal.run')).toEqual([{}]));
  });

  it('speaks Chinese in the shortcuts area', async () => {
    enterprise();
    setLanguage('zh-CN');
    renderPage(<WithdrawShortcutPage />, '/shortcuts/withdraw/list');
    const table = await screen.findByTestId('withdraw-table');
    await waitFor(() => expect(table.textContent).toContain(zhCN.business.withdraw.state.submitted));
    expect(table.textContent).toContain(zhCN.business.withdraw.state.rejected);
    expect(screen.getAllByText(zhCN.business.withdraw.shortcutTitle).length).toBeGreaterThan(0);
    expect(screen.getByTestId('withdraw-summary').textContent).toContain('每月 10 日');
  });
});
