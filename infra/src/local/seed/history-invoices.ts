/**
 * The demo's C-end invoices (issue #14 item 7), made as users would through the API: Acme asks for an
 * invoice over its written-off bill and paid orders (issued by finance), for a paid fee (rejected: the
 * title was wrong) and for what is left (waiting); Globex the same over one-off fees the platform
 * records and marks paid here. Everything is requested today, so it all lies in the export's 2 months.
 * Call after the orders and write-offs (history-orders.ts, history-writeoffs.ts).
 */
import type { SeedClient } from './history-client.ts';

interface Candidates {
  buyer: {
    title: string;
    taxNumber: string;
    type: string;
    address: string;
    phone: string;
    bankName: string;
    bankAccount: string;
  };
  orders: { orderId: string }[];
  bills: { billId: string }[];
}
interface Invoice {
  invoiceId: string;
}

const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Acme and Globex: one issued, one rejected, one requested each, and a paid fee left to invoice. */
export async function seedInvoices(api: SeedClient): Promise<void> {
  const admin = api.as('admin');
  let n = 0;
  const number = () => `0440${String(1_000_000 + n++).padStart(8, '0')}`;
  /** A one-off fee the platform records and marks paid: its id. */
  const paidFee = async (channelCustId: string, itemName: string, unitPrice: number) => {
    const o = await admin<{ orderId: string }>('/cmp/order/create', {
      orderType: 'oneoff',
      channelCustId,
      itemName,
      quantity: 1,
      unitPrice,
    });
    await admin('/cmp/order/payState', { orderId: o.orderId, payState: 2 });
    return o.orderId;
  };
  const issue = (i: Invoice) =>
    admin('/cmp/invoice/issue', { invoiceId: i.invoiceId, invoiceNumber: number(), issueDay: shanghaiToday() });
  const reject = (i: Invoice, reason: string) => admin('/cmp/invoice/reject', { invoiceId: i.invoiceId, reason });

  for (const login of ['acme', 'globex'] as const) {
    const as = api.as(login);
    const channelCustId = login === 'acme' ? 'C1001' : 'C1002';
    const fees =
      login === 'acme'
        ? [await paidFee(channelCustId, 'Platform onboarding', 150_000), await paidFee(channelCustId, 'Custom APN setup', 80_000)]
        : [
            await paidFee(channelCustId, 'Fleet SIM kitting', 260_000),
            await paidFee(channelCustId, 'Custom APN setup', 80_000),
            await paidFee(channelCustId, 'Priority support, Q4', 45_000),
          ];
    const c = await as<Candidates>('/cmp/invoice/candidates', {});
    const buyer = { ...c.buyer, type: c.buyer.type === 'special' ? 'special' : 'normal' };
    // The demo customers have no invoice information on file: a special VAT invoice's details for Acme, a tax number for Globex.
    const details =
      login === 'acme'
        ? {
            type: 'special',
            taxNumber: '91310115MA1K3ACME1',
            address: '88 Century Avenue, Pudong, Shanghai',
            phone: '021-5888 1001',
            bankName: 'Bank of Shanghai, Pudong branch',
            bankAccount: '6222 0212 3456 7890',
          }
        : { taxNumber: '91440300MA5GLOBEX2' };
    const clean = { ...Object.fromEntries(Object.entries(buyer).filter(([, v]) => v !== '')), ...details };
    const others = c.orders.map((o) => o.orderId).filter((id) => !fees.includes(id));
    // Issued: the written-off bills and the orders paid before, with the first fee.
    const issued = await as<Invoice>('/cmp/invoice/request', {
      ...clean,
      orderIds: [fees[0]!, ...others.slice(0, 3)],
      billIds: c.bills.slice(0, 2).map((b) => b.billId),
      remark: 'Services of the last cycles',
    });
    await issue(issued);
    // Rejected: a wrong title; its fee goes back to what may be invoiced.
    const wrong = await as<Invoice>('/cmp/invoice/request', {
      ...clean,
      title: `${buyer.title} (old name)`,
      orderIds: [fees[1]!],
    });
    await reject(wrong, 'The invoice title is the old company name; please request again with the registered name');
    // Waiting for finance: the released fee (and Globex's last one).
    await as<Invoice>('/cmp/invoice/request', { ...clean, orderIds: fees.slice(1) });
    // And a paid fee not invoiced yet, for the request dialog to offer.
    await paidFee(channelCustId, login === 'acme' ? 'Dedicated APN, December' : 'SIM kitting, December', 36_000);
  }
}
