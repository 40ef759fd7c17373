// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import InvoiceListPage from './invoice-list-page';
import { emptyRequestDraft, exportBlocked, requestBody, requestProblems } from './invoice-model';

const texts = enUS.financial.invoice;
const PATH = '/financial/customer-bill/list/:invoiceId?';
const ACME_ID = 'I20261120020000abcdef-C1001';
const GLOBEX_ID = 'I20261119020000abcdef-C1002';
const invoice = (over: Record<string, unknown> = {}) => ({
  invoiceId: ACME_ID,
  channelCustId: 'C1001',
  custId: null,
  title: 'Acme IoT Ltd.',
  taxNumber: '91310115MA1K3ACME1',
  type: 'normal',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  amount: 23_400,
  currency: 'CNY',
  items: [
    { kind: 'order', id: 'C1001-20261101-aaaaaaaa', name: 'Platform onboarding', amount: 12_300 },
    { kind: 'bill', id: 'C1001_202610_MC_E', name: '2026-10', amount: 11_100 },
  ],
  remark: null,
  state: 'requested',
  invoiceNumber: null,
  issueDay: null,
  reason: null,
  createdAt: new Date().toISOString(),
  createdBy: 'acme',
  issuedAt: null,
  rejectedAt: null,
  enterpriseName: 'Acme IoT Ltd.',
  ...over,
});

let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  api$ = fakeApi({
    'invoice.list': () => ({
      items: [
        invoice(),
        invoice({
          invoiceId: GLOBEX_ID,
          channelCustId: 'C1002',
          enterpriseName: 'Globex Logistics',
          title: 'Globex Logistics',
          state: 'issued',
          invoiceNumber: '044001000001',
        }),
        invoice({ invoiceId: 'I20261101020000abcdef-C1001', state: 'rejected', reason: 'Wrong title' }),
      ],
      cursor: null,
    }),
    'invoice.detail': (b) => {
      if (b.invoiceId === GLOBEX_ID) throw refuse(404, 'The record does not exist', { errorCode: 10007 });
      return invoice();
    },
    'invoice.candidates': () => ({
      channelCustId: 'C1001',
      enterpriseName: 'Acme IoT Ltd.',
      buyer: { title: 'Acme IoT Ltd.', taxNumber: '', type: 'normal', address: '', phone: '', bankName: '', bankAccount: '' },
      orders: [
        {
          orderId: 'C1001-20261101-bbbbbbbb',
          orderType: 'oneoff',
          itemName: 'Custom APN setup',
          payState: 2,
          amount: 80_000,
          createdAt: '2026-11-01T02:00:00Z',
        },
      ],
      bills: [{ billId: 'C1001_202609_MC_E', cycle: '2026-09', calendar: 'month', status: 3, amount: 55_500 }],
    }),
    'invoice.request': (b) => invoice({ invoiceId: 'I20261126020000aaaaaa-C1001', amount: 135_500, title: b.title }),
    'invoice.issue': (b) => invoice({ invoiceId: b.invoiceId, state: 'issued', invoiceNumber: b.invoiceNumber }),
    'invoice.reject': (b) => invoice({ invoiceId: b.invoiceId, state: 'rejected', reason: b.reason }),
    'download.exportInvoices': () => ({ taskId: 't1' }),
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

const enterprise = () => signInAs('enterprise', [areaCodes.financial, featureCodes.invoiceRequest, featureCodes.invoiceExport]);
const finance = () =>
  signInAs('platform', [areaCodes.financial, featureCodes.invoiceAudit, featureCodes.invoiceExport, featureCodes.invoiceRequest]);

describe('invoice rules of the screen', () => {
  it('checks a special invoice’s fields and the items, and sends ids by kind', () => {
    const d = { ...emptyRequestDraft('C1001'), title: 'Acme', type: 'special', items: ['order:o1', 'bill:b1'] };
    expect(requestProblems(d, false).taxNumber).toEqual({ key: 'financial.invoice.rules.special.taxNumber', values: undefined });
    expect(requestProblems({ ...d, items: [] }, false).items?.key).toBe('financial.invoice.rules.items');
    expect(requestBody({ ...d, taxNumber: 'ab' }, 'r1', true)).toMatchObject({
      channelCustId: 'C1001',
      requestId: 'r1',
      taxNumber: 'AB',
      orderIds: ['o1'],
      billIds: ['b1'],
    });
  });
  it('blocks the export until a customer is chosen (platform) and within the last 2 months', () => {
    const now = new Date('2026-11-26T02:00:00Z');
    expect(exportBlocked({}, true, now)).toBe('financial.invoice.export.chooseCustomer');
    expect(exportBlocked({}, false, now)).toBeUndefined();
    expect(exportBlocked({ channelCustId: 'C1001', createdFrom: '2026-09-30' }, true, now)).toBe(
      'financial.invoice.export.window',
    );
    expect(exportBlocked({ channelCustId: 'C1001', createdFrom: '2026-10-01' }, true, now)).toBeUndefined();
  });
});

describe('the invoice list', () => {
  it('shows an enterprise its invoices in yuan and words, and requests one over chosen orders and bills', async () => {
    enterprise();
    renderPage(<InvoiceListPage />, PATH, '/financial/customer-bill/list');
    const table = await screen.findByTestId('invoice-table');
    await waitFor(() => expect(table.textContent).toContain('¥234.00'));
    expect(table.textContent).toContain(texts.states.requested);
    expect(table.textContent).toContain('Wrong title');
    expect(screen.queryByTestId('invoice-issue')).toBeNull();
    // The export needs no customer choice for an enterprise.
    expect((screen.getByTestId('invoice-export') as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByTestId('invoice-request'));
    const dialog = await screen.findByTestId('invoice-request-dialog');
    expect((within(dialog).getByTestId('invoice-title') as HTMLInputElement).value).toBe('Acme IoT Ltd.');
    expect(within(dialog).getByTestId('invoice-items').textContent).toContain('¥800.00');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(within(dialog).getByText(texts.rules.items)).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('invoice-item-order:C1001-20261101-bbbbbbbb'));
    await userEvent.click(within(dialog).getByTestId('invoice-item-bill:C1001_202609_MC_E'));
    expect(within(dialog).getByTestId('invoice-items-total').textContent).toContain('¥1,355.00');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const confirm = await screen.findByTestId('invoice-request-confirm');
    expect(confirm.textContent).toContain('¥1,355.00');
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('invoice.request')).toHaveLength(1));
    expect(api$.bodiesOf('invoice.request')[0]).toMatchObject({
      title: 'Acme IoT Ltd.',
      type: 'normal',
      orderIds: ['C1001-20261101-bbbbbbbb'],
      billIds: ['C1001_202609_MC_E'],
    });
    expect(api$.bodiesOf('invoice.request')[0]).toHaveProperty('requestId');
  });

  it('opens the invoice of a pasted URL in a drawer with its items linked; another tenant’s is not found', async () => {
    enterprise();
    renderPage(<InvoiceListPage />, PATH, `/financial/customer-bill/list/${ACME_ID}`);
    const drawer = await screen.findByTestId('invoice-detail');
    await waitFor(() => expect(within(drawer).getByTestId('invoice-detail-amount').textContent).toBe('¥234.00'));
    expect(within(drawer).getByTestId('invoice-detail-items').textContent).toContain('Platform onboarding');
    expect(within(drawer).getByTestId('invoice-detail-orders').getAttribute('href')).toBe(
      `/billing/orderCenter/orders/list/all/${ACME_ID}`,
    );
    expect(within(drawer).queryByTestId('invoice-detail-issue')).toBeNull();
    cleanup();
    enterprise();
    renderPage(<InvoiceListPage />, PATH, `/financial/customer-bill/list/${GLOBEX_ID}`);
    expect((await screen.findByTestId('invoice-detail-not-found')).textContent).toBe(texts.notFound);
  });

  it('gives finance the customer filter, issue and reject with checks, and an export disabled until a customer is chosen', async () => {
    finance();
    renderPage(<InvoiceListPage />, PATH, '/financial/customer-bill/list');
    const table = await screen.findByTestId('invoice-table');
    await waitFor(() => expect(table.textContent).toContain('Globex Logistics'));
    expect((screen.getByTestId('invoice-export') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('invoice-export-hint').textContent).toBe(texts.export.chooseCustomer);
    const requested = screen.getByTestId(`invoice-actions-${ACME_ID}`);
    await userEvent.click(within(requested).getByTestId('invoice-issue'));
    const issue = await screen.findByTestId('invoice-issue-dialog');
    await userEvent.type(within(issue).getByTestId('invoice-number'), '12');
    await userEvent.click(within(issue).getByTestId('dialog-confirm'));
    expect(within(issue).getByText(texts.rules.invoiceNumber)).toBeTruthy();
    await userEvent.type(within(issue).getByTestId('invoice-number'), '345678');
    await userEvent.click(within(issue).getByTestId('dialog-confirm'));
    await userEvent.click(within(await screen.findByTestId('invoice-issue-confirm')).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('invoice.issue')).toHaveLength(1));
    expect(api$.bodiesOf('invoice.issue')[0]).toMatchObject({ invoiceId: ACME_ID, invoiceNumber: '12345678' });
    await userEvent.click(within(screen.getByTestId(`invoice-actions-${ACME_ID}`)).getByTestId('invoice-reject'));
    const reject = await screen.findByTestId('invoice-reject-dialog');
    await userEvent.click(within(reject).getByTestId('dialog-confirm'));
    expect(api$.bodiesOf('invoice.reject')).toHaveLength(0);
    await userEvent.type(within(reject).getByTestId('invoice-reject-reason'), 'Wrong title');
    await userEvent.click(within(reject).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('invoice.reject')).toEqual([{ invoiceId: ACME_ID, reason: 'Wrong title' }]));
  });

  it('speaks Chinese', async () => {
    finance();
    setLanguage('zh-CN');
    renderPage(<InvoiceListPage />, PATH, '/financial/customer-bill/list');
    const table = await screen.findByTestId('invoice-table');
    await waitFor(() => expect(table.textContent).toContain(zhCN.financial.invoice.states.issued));
    expect(screen.getByTestId('invoice-export-hint').textContent).toBe('请先选择客户');
  });
});
