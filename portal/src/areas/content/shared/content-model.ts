// Types, paths and pure rules of the content screens (issue #17 item 4; docs/api.md "Content and rights").
import type { RequestOf, ResponseOf, RouteId } from '@cmp/functions/contracts';
import { api } from '../../../app/services';

export type ContentProduct = ResponseOf<'content.productList'>['items'][number];
export type ContentOrder = ResponseOf<'content.orderList'>['items'][number];
export type ContentUser = ResponseOf<'content.userList'>['items'][number];
export type ContentBill = ResponseOf<'content.billList'>['items'][number];
export type ContentProvider = ResponseOf<'content.providerList'>[number];
export type ContentSyncRun = ResponseOf<'content.syncList'>['items'][number];

export const PRODUCT_CATEGORIES = ['media', 'navigation', 'music', 'video', 'parking'] as const;
export const PRODUCT_STATES = ['onSale', 'withdrawn'] as const;
export const TARGET_KINDS = ['iccid', 'vin'] as const;
export const USER_STATES = ['active', 'expired'] as const;
/** ISO 3779: 17 characters, digits and capitals without I, O and Q (the server checks it too). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const ICCID_PATTERN = /^\d{19,20}$/;

const post = <Id extends RouteId>(id: Id, body: RequestOf<Id>) => api.call(id, body, { silent: true });

export const placeOrder = (body: RequestOf<'content.order'>) => post('content.order', body);
export const runSync = () => post('content.sync', {});

const q = (query: string) => query;
export const productPath = (productId: string) => `/content/product/detail/${encodeURIComponent(productId)}`;
export const orderPath = (orderId: string, query = '') => `/content/order/detail/${encodeURIComponent(orderId)}${q(query)}`;
/** A card's user page is `/content/user/detail/<iccid>`, a vehicle's `/content/user/detail/-/<vin>`. */
export const userPath = (targetKind: string, target: string, query = '') =>
  targetKind === 'vin'
    ? `/content/user/detail/-/${encodeURIComponent(target)}${query}`
    : `/content/user/detail/${encodeURIComponent(target)}${query}`;
export const billPath = (billId: string, query = '') => `/content/bill/detail/${encodeURIComponent(billId)}${query}`;

/** The request of a user's detail from the URL's `:iccid?/:vin?` (null when neither is there). */
export function userRequest(params: Record<string, string | undefined>): { iccid: string } | { vin: string } | null {
  if (params.iccid && params.iccid !== '-') return { iccid: params.iccid };
  if (params.vin) return { vin: params.vin };
  return null;
}

/** What the order form's target field must hold: an ICCID (19–20 digits) or a VIN; the message key otherwise. */
export function targetProblem(kind: string, value: string): string | null {
  const v = value.trim().toUpperCase();
  if (!v) return null;
  if (kind === 'iccid') return ICCID_PATTERN.test(v) ? null : 'content.order.invalid.iccid';
  return VIN_PATTERN.test(v) ? null : 'content.order.invalid.vin';
}
