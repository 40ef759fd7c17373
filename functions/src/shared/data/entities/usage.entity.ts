/**
 * Usage and counters maintained on write: a card's usage of a month (in the card's partition), the
 * roll-ups of a scope (card counters, usage per month and year) and the marker of an ingested file.
 */
import { attr, attrsNamed, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

export const cardUsageMonthEntity = /* @__PURE__ */ entity({
  name: 'card usage month',
  attributes: { ...attrsNamed('d', attr<number>()) },
  /** `month` is `YYYY-MM`. */
  key: ({ channelCustId, iccid, month }: { channelCustId: string; iccid: string; month: string }) =>
    keys.cardUsageMonth(channelCustId, iccid, month),
});

/** A scope is `PLATFORM`, `CUST#<c>` or `CUST#<c>#SUB#<s>` (scopeKeys). */
export const cardStatsEntity = /* @__PURE__ */ entity({
  name: 'card counters',
  attributes: {
    total: optionalAttr<number>(),
    quotaActive: optionalAttr<number>(),
    /** Cards per lifecycle state, `s60`..`s68`. */
    ...attrsNamed('s', attr<number>()),
    /** Cards per operator, `opCMCC`, `opCUCC`, `opCTCC`. */
    ...attrsNamed('op', attr<number>()),
  },
  key: ({ scope }: { scope: string }) => keys.cardStats(scope),
});

export const usageMonthEntity = /* @__PURE__ */ entity({
  name: 'usage month roll-up',
  attributes: {
    total: optionalAttr<number>(),
    topCards: optionalAttr<{ iccid: string; bytes: number }[]>(),
    /** Bytes per day, `d01`..`d31`. */
    ...attrsNamed('d', attr<number>()),
    /** Bytes per child customer, `c_<id>`. */
    ...attrsNamed('c_', attr<number>()),
  },
  key: ({ scope, month }: { scope: string; month: string }) => keys.usageMonth(scope, month),
});

export const usageYearEntity = /* @__PURE__ */ entity({
  name: 'usage year roll-up',
  attributes: { ...attrsNamed('m', attr<number>()) },
  key: ({ scope, year }: { scope: string; year: string }) => keys.usageYear(scope, year),
});

export const usageFileEntity = /* @__PURE__ */ entity({
  name: 'usage file marker',
  attributes: { status: attr<'rolledUp' | 'done'>() },
  key: ({ key }: { key: string }) => keys.usageFile(key),
});

/** One part's marker of a large usage file's roll-ups: the part landed (usage.repository.ts `applyRollups`). */
export const usageFilePartEntity = /* @__PURE__ */ entity({
  name: 'usage file part marker',
  attributes: {},
  key: ({ key, part }: { key: string; part: number }) => keys.usageFilePart(key, part),
});
