/**
 * The financial report's roll-ups (issue #14, item 7; docs/decisions.md "Financial reports"): per
 * enterprise and Shanghai day, and per enterprise and Shanghai month, the fen and the number of the
 * transfers that moved money, one pair of counters per kind of movement. The ledger ADDs to them in
 * the same transaction as each transfer (ledger/ledger-rollup.ts), so they never disagree with the
 * ledger and a replayed transfer (refused by its absent-only put) adds nothing.
 */
import { attr, attrsNamed, entity } from '../entity.ts';
import { keys } from '../keys.ts';

const rollupAttributes = {
  channelCustId: attr<string>(),
  /** The partition: `YYYY-MM` of a day roll-up, `YYYY` of a month roll-up. */
  range: attr<string>(),
  /** `YYYY-MM-DD` (a day roll-up) or `YYYY-MM` (a month roll-up). */
  period: attr<string>(),
  /** Fen moved per kind of movement: `fen:<settles kind>:<debit account kind>:<credit account kind>`. */
  ...attrsNamed('fen:', attr<number>()),
  /** Transfers per kind of movement: `n:<settles kind>:<debit account kind>:<credit account kind>`. */
  ...attrsNamed('n:', attr<number>()),
};

/** An enterprise's movements of one Shanghai day. */
export const finReportDayEntity = /* @__PURE__ */ entity({
  name: 'financial report day',
  attributes: rollupAttributes,
  key: ({ range, period, channelCustId }: { range: string; period: string; channelCustId: string }) =>
    keys.finReportDay(range, period, channelCustId),
});

/** An enterprise's movements of one Shanghai month. */
export const finReportMonthEntity = /* @__PURE__ */ entity({
  name: 'financial report month',
  attributes: rollupAttributes,
  key: ({ range, period, channelCustId }: { range: string; period: string; channelCustId: string }) =>
    keys.finReportMonth(range, period, channelCustId),
});

/** The partition a day (`YYYY-MM-DD`) or month (`YYYY-MM`) roll-up lies in: its month or its year. */
export const rangeOfPeriod = (period: string): string => period.slice(0, period.length === 10 ? 7 : 4);
