// @vitest-environment jsdom
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditA11y } from '../../../ui-kit/src/test-utils/a11y.ts';
import { fakeApi, mountWidget, textOf } from '../test/widget-harness.ts';
import type { BillSummaryBill } from './bill-summary.tsx';
import * as billSummary from './index.ts';

const bill: BillSummaryBill = {
  billId: 'C1001_202610_MC_C1001',
  cycle: '2026-10',
  start: '2026-10-01',
  end: '2026-10-31',
  kind: 'consumption',
  status: 5,
  totals: { amount: 100000, tax: 6000, total: 106000, cardCount: 321 },
  currency: 'CNY',
  dueDate: '2026-11-20',
  customerName: 'Acme',
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<cmp-bill-summary>', () => {
  it('shows the current bill and says there is no last one, in English', async () => {
    fakeApi({ '/cmp/widget/bill/summary': () => ({ data: { current: bill, last: null } }) });
    const { root } = mountWidget(billSummary, { lang: 'en-US', session: 's'.repeat(43) });
    await waitFor(() => expect(textOf(root)).toContain('Current bill'));
    const [current, last] = [...root.querySelectorAll('article')];
    expect(textOf(current!)).toContain('2026-10 · Consumption bill');
    expect(textOf(current!)).toContain('CN¥1,060.00');
    expect(textOf(current!)).toContain('Overdue, not written off');
    expect(textOf(current!)).toContain('321');
    expect(textOf(last!)).toContain('No bill yet');
    expect(auditA11y(root)).toEqual([]);
  });

  it('speaks Chinese, and shows the server’s refusal of a card-list scope', async () => {
    fakeApi({ '/cmp/widget/bill/summary': () => ({ status: 403, errorCode: 50455, msg: '该数据不在组件会话的范围内' }) });
    const { root } = mountWidget(billSummary, { session: 's'.repeat(43) });
    await waitFor(() => expect(textOf(root)).toContain('该数据不在组件会话的范围内'));
    expect(textOf(root)).toContain('账单');
    expect(root.querySelector('button')?.textContent).toBe('重试');
  });
});
