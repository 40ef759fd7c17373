/**
 * Sales orders of cards (spec §2 `/billing/saleOrder/*`, §3, §4; docs/decisions.md "Sales orders"):
 * the order types and their operator trade codes, the reply results, order numbers, and the pure
 * rules of handling and replying (unit-tested without AWS).
 */
import type { SaleOrderResult, SaleOrderType } from '../shared/data/entities/sale-order.entity.ts';
import type { saleOrderEntity } from '../shared/data/entities/sale-order.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { fieldsFor } from '../shared/http/response-view.ts';

export type { SaleOrderResult, SaleOrderType };
export type SaleOrder = InferItem<typeof saleOrderEntity>;

/** 1 new cards, 2 renewal, 3 plan change. */
export const saleOrderTypes = [1, 2, 3] as const satisfies readonly SaleOrderType[];
/** Spec §4: processed, order modified, order cancelled. */
export const saleOrderResults = ['processed', 'modified', 'cancelled'] as const satisfies readonly SaleOrderResult[];
export const replyStatuses = [0, 1] as const;
export const handleStatuses = [0, 1] as const;

/** The operator trade type code each order type is placed with (the code operators print on their orders). */
export const tradeTypeCodes: Record<SaleOrderType, string> = { 1: '0010', 2: '0120', 3: '0110' };

/** The most cards one order covers (the card list's selection limit, spec §5). */
export const SALE_ORDER_MAX_CARDS = 10_000;
/** ICCIDs one handle request links (a larger order is handled in several requests). */
export const HANDLE_MAX_ICCIDS = 1000;

const NUMBER = /^SO\d{16}$/;
export const isSalesOrderNumber = (s: string): boolean => NUMBER.test(s);

/**
 * A new order number: `SO` + the Shanghai date (yyyyMMdd) + eight digits: the hundredths of a
 * second of the day and a random digit, so numbers sort by creation day and rarely collide (a
 * collision is refused by the conditional write and retried).
 */
export function newSalesOrderNumber(now: Date, random: () => number = Math.random): string {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  const day = shanghai.toISOString().slice(0, 10).replaceAll('-', '');
  const centiseconds = Math.floor((shanghai.getTime() % 86_400_000) / 10);
  const tail = String(centiseconds).padStart(7, '0') + String(Math.floor(random() * 10));
  return `SO${day}${tail}`;
}

/** The amount an order costs its payer: the retail price for a secondary customer, else the basic price, times the quantity. */
export const orderAmount = (o: { quantity: number; basicPrice: number; retailPrice: number | null }): number =>
  o.quantity * (o.retailPrice ?? o.basicPrice);

/**
 * What a handle request does: the ICCIDs that are new to the order. Handling again with cards the
 * order already covers is a no-op (idempotent); more cards than ordered are refused.
 */
export function cardsToLink(
  order: Pick<SaleOrder, 'quantity' | 'handledCards' | 'replyStatus' | 'result'>,
  linked: ReadonlySet<string>,
  iccids: readonly string[],
) {
  if (order.replyStatus === 1 && order.result === 'cancelled') throw new AppError('SALE_ORDER_CANCELLED');
  const fresh = [...new Set(iccids.map((i) => i.trim()))].filter((i) => !linked.has(i));
  if (order.handledCards + fresh.length > order.quantity)
    throw new AppError('SALE_ORDER_TOO_MANY_CARDS', { quantity: order.quantity, linked: order.handledCards }, 'iccids');
  return fresh;
}

/**
 * Whether a reply changes the order: a repeated identical reply is a no-op (false); another reply
 * after the first is refused; `processed` needs a handled order.
 */
export function replyChanges(
  order: Pick<SaleOrder, 'handleStatus' | 'replyStatus' | 'result' | 'replyRemark'>,
  reply: { result: SaleOrderResult; remark: string },
): boolean {
  if (order.replyStatus === 1) {
    if (order.result === reply.result && (order.replyRemark ?? '') === reply.remark) return false;
    throw new AppError('SALE_ORDER_REPLIED');
  }
  if (reply.result === 'processed' && order.handleStatus !== 1) throw new AppError('SALE_ORDER_NOT_HANDLED', {}, 'result');
  return true;
}

/**
 * Who sees which field: a secondary customer never the basic price (the enterprise's cost, hence its
 * margin); the platform staff who handled and replied are named to the platform only.
 */
export const saleOrderView = fieldsFor({
  basicPrice: ['platform', 'enterprise'],
  handledBy: ['platform'],
  repliedBy: ['platform'],
});
