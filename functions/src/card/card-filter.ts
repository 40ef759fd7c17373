/**
 * The card-list filter (docs/api.md `CardFilter`): its input schema, reusable by any route that
 * takes the same filter (`{ ...cardFilterSchema, format }`), and the checks a schema cannot express.
 */
import { AppError } from '../shared/http/error-catalogue.ts';
import { type Infer, int, oneOf, optional, str } from '../shared/http/schema.ts';
import { cardOperators, networkTypes } from './card-codes.ts';
import { lifecycleCodes } from './lifecycle.ts';

const digits = (min: number, max: number) => optional(str({ pattern: new RegExp(`^\\d{${min},${max}}$`) }));
const day = optional(str({ pattern: /^\d{4}-\d{2}-\d{2}$/ }));

export { cardOperators, networkTypes };

/** Schema fields of `CardFilter`, for `route({ input: { ...cardFilterSchema, ... } })`. */
export const cardFilterSchema = {
  channelCustId: optional(str({ max: 40 })),
  custId: optional(str({ max: 40 })),
  state: optional(oneOf(lifecycleCodes)),
  operator: optional(oneOf(cardOperators)),
  iccid: digits(19, 20),
  iccidFrom: digits(19, 20),
  iccidTo: digits(19, 20),
  msisdn: digits(5, 15),
  msisdnFrom: digits(5, 15),
  msisdnTo: digits(5, 15),
  imsi: digits(15, 15),
  imei: digits(15, 15),
  goodsReleaseId: optional(str({ max: 64 })),
  networkType: optional(oneOf(networkTypes)),
  activatedFrom: day,
  activatedTo: day,
  /** Cards of one data pool (card-pool). */
  poolId: optional(str({ max: 40, pattern: /^P[0-9A-F]{12}$/ })),
  /** Cards carrying one of the enterprise's labels (card-label): read through the label's memberships. */
  labelId: optional(str({ max: 40, pattern: /^L[0-9A-F]{12}$/ })),
  /** Cards a sales order covers (sale-order): read through the order's memberships. */
  salesOrderNumber: optional(str({ pattern: /^SO\d{16}$/ })),
};

export type CardFilter = Infer<typeof cardFilterSchema>;

const validDay = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/**
 * Checks across fields (call after the schema): real calendar days, `iccidFrom ≤ iccidTo`,
 * `msisdnFrom ≤ msisdnTo`, `activatedFrom ≤ activatedTo`. Empty strings count as absent.
 * Returns the filter without empty values.
 */
export function validateCardFilter<F extends CardFilter>(filter: F): F {
  const f = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as F;
  for (const field of ['activatedFrom', 'activatedTo'] as const) {
    const v = f[field];
    if (v !== undefined && !validDay(v)) throw new AppError('VALIDATION', { reasonKey: 'format' }, field);
  }
  // Text order, as the index compares them (ICCIDs and MSISDNs of one range have the same length).
  for (const [from, to] of [
    ['iccidFrom', 'iccidTo'],
    ['msisdnFrom', 'msisdnTo'],
    ['activatedFrom', 'activatedTo'],
  ] as const) {
    const a = f[from];
    const b = f[to];
    if (a !== undefined && b !== undefined && a > b) throw new AppError('CARD_LIST_RANGE_ORDER', { field: to }, to);
  }
  return f;
}

const OFFSET_MS = 8 * 60 * 60 * 1000;
/** The UTC instant a Shanghai calendar day starts at (ISO-8601). */
export const shanghaiDayStart = (dayText: string): string =>
  new Date(Date.parse(`${dayText}T00:00:00Z`) - OFFSET_MS).toISOString();
/** The UTC instant the Shanghai calendar day after `dayText` starts at: the exclusive end of the day. */
export const shanghaiDayEnd = (dayText: string): string =>
  new Date(Date.parse(`${dayText}T00:00:00Z`) - OFFSET_MS + 86_400_000).toISOString();
