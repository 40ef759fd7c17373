/**
 * The report roll-ups (issue #17, item 1; docs/decisions.md "Reports"): per customer (an enterprise,
 * or one of its secondary customers) and month, what its cards did and what they used. Written in
 * the same transaction as the change they count (card counters, usage-file marker), so they are
 * exactly once; never one platform-wide item: the platform's months are a few shards summed at read.
 */
import { attr, attrsNamed, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

const owner = {
  channelCustId: attr<string>(),
  custId: optionalAttr<string | null>(),
  month: attr<string>(),
};

/**
 * An enterprise's card month (and, as `<custId>#<attr>`, each of its secondary customers'): the net change of its card counters in the month (`total`, `s60`..`s68`,
 * `opCMCC`..) — the counts at a month's end are today's counters less the later months' changes —
 * and the flows: cards entering a state by a state change (`in64` activations, `in65`, `in67`, `in68`),
 * cards added or removed (`added`, `removed`) and allocated to or taken from secondary customers
 * (`alloc`, `dealloc`).
 */
export const reportCardMonthEntity = /* @__PURE__ */ entity({
  name: 'report card month',
  attributes: {
    ...owner,
    total: optionalAttr<number>(),
    added: optionalAttr<number>(),
    removed: optionalAttr<number>(),
    alloc: optionalAttr<number>(),
    dealloc: optionalAttr<number>(),
    ...attrsNamed('s', attr<number>()),
    ...attrsNamed('op', attr<number>()),
    ...attrsNamed('in', attr<number>()),
  },
  /** `custId` is null: a secondary customer's counters live in its enterprise's item as `<custId>#<attr>`. */
  key: ({ month, channelCustId }: { month: string; channelCustId: string; custId?: string | null }) =>
    keys.reportCardMonth(month, channelCustId),
});

/** A customer's usage of one billing-cycle month: `total` bytes, per plan `p_<goodsReleaseId>`, per operator `o_<operator>`. */
export const reportUsageMonthEntity = /* @__PURE__ */ entity({
  name: 'report usage month',
  attributes: {
    ...owner,
    total: optionalAttr<number>(),
    ...attrsNamed('p_', attr<number>()),
    ...attrsNamed('o_', attr<number>()),
  },
  key: ({ month, channelCustId, custId }: { month: string; channelCustId: string; custId: string | null }) =>
    keys.reportUsageMonth(month, channelCustId, custId),
});

/**
 * One shard of the platform's month (issue #17 item 1, issue #19): the enterprises' own card-month
 * attributes (as `reportCardMonthEntity`, secondary customers left out) and their usage of the
 * billing-cycle month as `u_total`, `u_p_<plan>`, `u_o_<operator>`, summed over the shards on read.
 * Every write adds to one shard (report-rollups.ts `shardOf`), never to a single platform-wide item.
 */
export const reportPlatformMonthEntity = /* @__PURE__ */ entity({
  name: 'report platform month shard',
  attributes: {
    month: attr<string>(),
    shard: attr<number>(),
    total: optionalAttr<number>(),
    added: optionalAttr<number>(),
    removed: optionalAttr<number>(),
    alloc: optionalAttr<number>(),
    dealloc: optionalAttr<number>(),
    ...attrsNamed('s', attr<number>()),
    ...attrsNamed('op', attr<number>()),
    ...attrsNamed('in', attr<number>()),
    ...attrsNamed('u_', attr<number>()),
  },
  key: ({ month, shard }: { month: string; shard: number }) => keys.reportPlatformMonth(month, shard),
});
