// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { pageTests, refuse, renderPage, signInAs } from '../../../lib/page-harness';
import AccessPointPage from './access-point-page';
import ContractListPage from './contract-list-page';
import { accessPointProblems, contractProblems, contractTermsOf, emptyContractDraft, paymentProblems } from './contract-model';

const texts = enUS.business.contract;
const contract = (over: Record<string, unknown> = {}) => ({
  contractNumber: 'HT-2026-0001',
  channelCustId: 'C1001',
  customerName: 'Acme IoT Ltd.',
  name: 'Smart meter fleet connectivity',
  paymentKind: 'prepaidContract',
  payMode: 'prepaid',
  amount: 12_000_000,
  paid: 3_000_000,
  remaining: 9_000_000,
  signedOn: '2026-01-03',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  state: 'active',
  status: 'inForce',
  remark: null,
  createdAt: '2026-01-03T02:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-01-15T02:00:00.000Z',
  updatedBy: 'admin',
  version: 3,
  ...over,
});
const point = (over: Record<string, unknown> = {}) => ({
  accessPointId: 'AP20260103020000ABCDEF',
  contractNumber: 'HT-2026-0001',
  channelCustId: 'C1001',
  name: 'Shanghai metering gateway',
  operator: 'CMCC',
  apnId: 'APN0003',
  apnName: 'Acme private APN',
  startIp: '172.20.1.1',
  endIp: '172.20.1.254',
  cardLimit: 12_000,
  state: 'enabled',
  createdAt: '2026-01-03T02:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2026-01-03T02:00:00.000Z',
  updatedBy: 'admin',
  version: 1,
  ...over,
});

const api = pageTests(() => ({
  'contract.list': () => ({
    items: [
      contract(),
      contract({
        contractNumber: 'HT-2025-0007',
        name: 'Pilot deployment',
        paymentKind: 'postpaid',
        payMode: 'postpaid',
        amount: 0,
        paid: 0,
        remaining: 0,
        status: 'expired',
      }),
    ],
    cursor: null,
  }),
  'contract.detail': (b) => {
    if (b.contractNumber !== 'HT-2026-0001') throw refuse(404, 'The record does not exist', { errorCode: 10007 });
    return {
      contract: contract(),
      payments: [
        {
          paymentId: 'CP1',
          contractNumber: 'HT-2026-0001',
          channelCustId: 'C1001',
          amount: 3_000_000,
          paidOn: '2026-01-15',
          remark: 'First quarter instalment',
          transferId: 'contractPayment:CP1',
          paidAfter: 3_000_000,
          by: 'admin',
          at: '2026-01-15T02:00:00.000Z',
        },
      ],
    };
  },
  'contract.changeLog': () => ({
    items: [
      {
        changeId: 'c2',
        contractNumber: 'HT-2026-0001',
        channelCustId: 'C1001',
        action: 'payment',
        before: { amount: 12_000_000, paid: 0, state: 'active' },
        after: { amount: 12_000_000, paid: 3_000_000, state: 'active', payment: 3_000_000, paidOn: '2026-01-15' },
        reason: 'First quarter instalment',
        by: 'admin',
        at: '2026-01-15T02:00:00.000Z',
      },
    ],
    cursor: null,
  }),
  'contract.pay': (b) => {
    if (b.amount === 100) throw refuse(409, 'This contract was just changed by someone else', { errorCode: 49882 });
    return { paymentId: 'CP2', amount: b.amount, replayed: false };
  },
  'contract.terminate': () => contract({ state: 'terminated', status: 'terminated' }),
  'contract.create': (b) => ({ ...contract(), ...b }),
  'contract.accessPointList': () => ({
    items: [point(), point({ accessPointId: 'AP20260103020000FEDCBA', name: 'Public fallback', state: 'disabled' })],
  }),
  'contract.accessPointState': (b) => point({ state: b.state, version: 2 }),
  'customer.list': () => ({ items: [{ channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' }], cursor: null }),
  'apn.list': () => ({
    items: [{ apnId: 'APN0003', name: 'Acme private APN', operator: 'CMCC', startIp: '172.20.0.1', endIp: '172.20.15.254' }],
    cursor: null,
  }),
}));

const keysOf = (o: Record<string, unknown>) =>
  Object.entries(o)
    .filter(([, v]) => v)
    .map(([k]) => k);

describe('contract rules in the portal', () => {
  it('refuses a missing customer, a bad number, name, value, day and a validity ending before it starts', () => {
    const d = {
      ...emptyContractDraft(null),
      contractNumber: '-x',
      amount: '-1',
      signedOn: '2026/1/1',
      validFrom: '2026-06-01',
      validTo: '2026-05-31',
    };
    expect(keysOf(contractProblems(d, true))).toEqual([
      'channelCustId',
      'contractNumber',
      'name',
      'amount',
      'signedOn',
      'validTo',
    ]);
    expect(contractTermsOf({ ...d, name: ' Fleet ', amount: '1234.5' })).toMatchObject({ name: 'Fleet', amount: 123_450 });
  });

  it('takes a payment above 0 up to what remains, and access points with IPv4 addresses in order', () => {
    expect(keysOf(paymentProblems({ amount: '0', paidOn: '2026-01-01', remark: '' }, 100))).toEqual(['amount']);
    expect(paymentProblems({ amount: '1.01', paidOn: '2026-01-01', remark: '' }, 100).amount?.values).toEqual({
      remaining: '¥1.00',
    });
    const ap = { name: 'A', operator: 'CMCC' as const, apnId: 'APN1', startIp: '10.0.0.9', endIp: '10.0.0.1', cardLimit: '-1' };
    expect(accessPointProblems(ap)).toMatchObject({
      endIp: { key: 'business.contract.accessPoint.rules.ipOrder' },
      cardLimit: {},
    });
    expect(accessPointProblems({ ...ap, startIp: '10.0.0', endIp: '10.0.0.2', cardLimit: '5' }).startIp?.key).toBe(
      'business.contract.accessPoint.rules.ip',
    );
  });
});

describe('contract screens', () => {
  it('lists contracts by customer name with kind, status and what remains; a payment is checked, confirmed and sent in fen once', async () => {
    signInAs('platform', [areaCodes.business, featureCodes.contractEdit, featureCodes.contractPayment]);
    renderPage(<ContractListPage />, '/business/contract/list');
    const table = await screen.findByTestId('contract-table');
    await waitFor(() => expect(table.textContent).toContain('¥120,000.00'));
    expect(table.textContent).toContain('Acme IoT Ltd.');
    expect(table.textContent).not.toContain('C1001');
    expect(table.textContent).toContain(texts.paymentKinds.prepaidContract);
    expect(screen.getByTestId('contract-status-HT-2025-0007').textContent).toBe(texts.statuses.expired);
    expect(screen.getByTestId('contract-link-HT-2026-0001').getAttribute('href')).toBe(
      '/business/contract/access-point/HT-2026-0001',
    );
    // Nothing remains of a postpaid contract of value 0: no payment to record.
    expect(screen.queryByTestId('contract-pay-HT-2025-0007')).toBeNull();
    await userEvent.click(screen.getByTestId('contract-pay-HT-2026-0001'));
    const form = async () => screen.findByTestId('contract-pay-dialog');
    const typeAmount = async (v: string) => {
      const input = within(await form()).getByTestId('contract-pay-amount');
      await userEvent.clear(input);
      await userEvent.type(input, v);
      await userEvent.click(within(await form()).getByTestId('dialog-confirm'));
    };
    await typeAmount('90000.01');
    expect(await within(await form()).findByText('At most ¥90,000.00')).toBeTruthy();
    const confirmed = async () => {
      const confirm = await screen.findByTestId('contract-pay-confirm');
      expect(confirm.textContent).toContain('Acme IoT Ltd.');
      await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    };
    await typeAmount('1');
    await confirmed();
    expect(await screen.findByText('This contract was just changed by someone else')).toBeTruthy();
    await typeAmount('30000');
    await confirmed();
    await waitFor(() => expect(api().bodiesOf('contract.pay')).toHaveLength(2));
    const [first, second] = api().bodiesOf('contract.pay');
    expect(second).toMatchObject({ contractNumber: 'HT-2026-0001', amount: 3_000_000 });
    // The same dialog retried: one operation id.
    expect(second!.opId).toBe(first!.opId);
    expect(await screen.findByText('Payment of ¥30,000.00 recorded')).toBeTruthy();
  });

  it('terminates only with a reason, and shows payments and the change log in the detail drawer', async () => {
    signInAs('platform', [areaCodes.business, featureCodes.contractEdit]);
    renderPage(<ContractListPage />, '/business/contract/list');
    await screen.findByTestId('contract-table');
    await userEvent.click(await screen.findByTestId('contract-terminate-HT-2026-0001'));
    const dialog = await screen.findByTestId('contract-terminate-dialog');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await within(dialog).findByText(texts.rules.reason)).toBeTruthy();
    await userEvent.type(within(dialog).getByTestId('contract-terminate-reason'), 'Customer left');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api().bodiesOf('contract.terminate')).toEqual([expect.objectContaining({ version: 3, reason: 'Customer left' })]),
    );
    await userEvent.click(screen.getByTestId('contract-details-HT-2026-0001'));
    const drawer = await screen.findByTestId('contract-detail');
    expect(within(drawer).getByTestId('contract-detail-remaining').textContent).toBe('¥90,000.00');
    const payments = await within(drawer).findByTestId('contract-payments-table');
    await waitFor(() => expect(payments.textContent).toContain('First quarter instalment'));
    const log = await within(drawer).findByTestId('contract-log-table');
    await waitFor(() => expect(log.textContent).toContain(texts.detail.actions.payment));
    expect(log.textContent).toContain('¥0.00 → ¥30,000.00');
  });

  it('shows an enterprise its contracts read-only', async () => {
    signInAs('enterprise', [areaCodes.business]);
    renderPage(<ContractListPage />, '/business/contract/list');
    await screen.findByTestId('contract-table');
    expect(screen.queryByTestId('contract-create')).toBeNull();
    expect(screen.queryByTestId('contract-edit-HT-2026-0001')).toBeNull();
    expect(screen.queryByTestId('contract-pay-HT-2026-0001')).toBeNull();
    expect(screen.getByTestId('contract-details-HT-2026-0001')).toBeTruthy();
  });

  it('shows a contract’s header and access points in Chinese; disabling asks first', async () => {
    setLanguage('zh-CN');
    signInAs('platform', [areaCodes.business, featureCodes.contractEdit]);
    renderPage(
      <AccessPointPage />,
      '/business/contract/access-point/:contractNumber',
      '/business/contract/access-point/HT-2026-0001',
    );
    expect((await screen.findByTestId('contract-header-customer')).textContent).toBe('Acme IoT Ltd.');
    expect(screen.getByTestId('contract-header-status').textContent).toBe(zhCN.business.contract.statuses.inForce);
    const table = await screen.findByTestId('ap-table');
    await waitFor(() => expect(table.textContent).toContain('172.20.1.1 – 172.20.1.254'));
    expect(table.textContent).toContain('Acme private APN');
    expect(screen.getByTestId('ap-state-AP20260103020000FEDCBA').textContent).toBe(
      zhCN.business.contract.accessPoint.states.disabled,
    );
    await userEvent.click(screen.getByTestId('ap-state-AP20260103020000ABCDEF-toggle'));
    await userEvent.click(
      within(await screen.findByTestId('ap-state-confirm')).getByRole('button', {
        name: zhCN.business.contract.accessPoint.disable,
      }),
    );
    await waitFor(() =>
      expect(api().bodiesOf('contract.accessPointState')).toEqual([
        expect.objectContaining({ accessPointId: 'AP20260103020000ABCDEF', version: 1, state: 'disabled' }),
      ]),
    );
    expect(api().bodiesOf('contract.detail')[0]).toMatchObject({ contractNumber: 'HT-2026-0001' });
  });

  it('says when a pasted contract number is not the enterprise’s', async () => {
    signInAs('enterprise', [areaCodes.business]);
    renderPage(
      <AccessPointPage />,
      '/business/contract/access-point/:contractNumber',
      '/business/contract/access-point/HT-2026-0002',
    );
    expect((await screen.findByTestId('contract-not-found')).textContent).toContain(texts.notFound);
    expect(screen.queryByTestId('ap-table')).toBeNull();
  });
});
