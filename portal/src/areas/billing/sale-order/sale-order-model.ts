import {
  type ResponseOf,
  type RouteId,
  type SaleOrderResult,
  handleStatuses,
  replyStatuses,
  saleOrderResults,
  saleOrderTypes,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';

// Pure rules of the sales order screens (unit-tested): the routes, the tabs of the list, the tones of
// the badges, where an order and its cards open, and what the platform may still do with an order.

export const SALE_ORDER_LIST = 'sale-order.list' satisfies RouteId;
export const SALE_ORDER_DETAIL = 'sale-order.detail' satisfies RouteId;

export type SaleOrderRow = ResponseOf<'sale-order.list'>['items'][number];
export type SaleOrderRecord = ResponseOf<'sale-order.detail'>;

export const ORDER_TYPES = saleOrderTypes;
export const RESULTS = saleOrderResults;
export const REPLY_STATUSES = replyStatuses;
export const HANDLE_STATUSES = handleStatuses;

/** The list's tabs: every order, then one per order type (`/billing/saleOrder/list/:orderType?`). */
export const ORDER_TABS = ['all', ...saleOrderTypes.map(String)] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const tabOf = (param: string | undefined): OrderTab =>
  (ORDER_TABS as readonly string[]).includes(param ?? '') ? (param as OrderTab) : 'all';
/** The request field of a tab: none for every order. */
export const typeOfTab = (tab: OrderTab): { orderType?: number } => (tab === 'all' ? {} : { orderType: Number(tab) });

export const replyTones: Record<0 | 1, StateTone> = { 0: 'amber', 1: 'green' };
export const handleTones: Record<0 | 1, StateTone> = { 0: 'amber', 1: 'blue' };
export const resultTones: Record<SaleOrderResult, StateTone> = { processed: 'green', modified: 'blue', cancelled: 'slate' };

export const orderPath = (o: { salesOrderNumber: string }) =>
  `/billing/saleOrder/detail/${encodeURIComponent(o.salesOrderNumber)}`;
/** The card list of the order's cards; platform users name the enterprise. */
export const orderCardsPath = (o: { salesOrderNumber: string }, query: string) =>
  `/card/card-list/list/${encodeURIComponent(o.salesOrderNumber)}${query}`;

type Order = Pick<SaleOrderRecord, 'quantity' | 'handledCards' | 'replyStatus'> & { result?: SaleOrderResult | null };
const cancelled = (o: Order) => o.replyStatus === 1 && o.result === 'cancelled';
/** The platform may link more cards while the order is not cancelled and not full. */
export const canHandle = (o: Order): boolean => !cancelled(o) && o.handledCards < o.quantity;
/** An order is replied to once. */
export const canReply = (o: Order): boolean => o.replyStatus === 0;
/** The results a reply may give now: `processed` only once the order is handled. */
export const replyChoices = (o: Order): SaleOrderResult[] => RESULTS.filter((r) => r !== 'processed' || o.handledCards > 0);

/** ICCIDs pasted one a line, or separated by commas, semicolons or spaces; duplicates once. */
export function parseIccids(text: string): { iccids: string[]; invalid: string[] } {
  const parts = text.split(/[\s,;，；]+/).filter(Boolean);
  const iccids = [...new Set(parts.filter((p) => /^\d{19,20}$/.test(p)))];
  return { iccids, invalid: parts.filter((p) => !/^\d{19,20}$/.test(p)) };
}

/** The payer a person reads: the secondary customer, else the enterprise. */
export const payerOf = (o: { customerName?: string | null; enterpriseName?: string | null }) =>
  o.customerName ?? o.enterpriseName ?? '';
