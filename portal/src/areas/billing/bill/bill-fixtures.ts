// Test support (not bundled: only tests import it): an enterprise's October consumption bill as the
// bill routes answer it, with what a test changes.

export const billSummary = (over: Record<string, unknown>) => ({
  channelCustId: 'C1001',
  custId: null,
  cycle: '2026-10',
  calendar: 'month',
  kind: 'consumption',
  start: '2026-10-01',
  end: '2026-10-31',
  status: 1,
  publishStatus: 0,
  totals: { amount: 728880, tax: 43735, total: 772615, cardCount: 195 },
  currency: 'CNY',
  createdAt: '2026-11-01T03:00:00.000Z',
  enterpriseName: 'Acme IoT Ltd.',
  customerName: 'Acme IoT Ltd.',
  ...over,
});
