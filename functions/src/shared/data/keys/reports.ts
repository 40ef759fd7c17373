/** Report roll-ups: financial days and months, card and usage months (docs/decisions.md "Financial reports"). */
export const reportKeys = {
  /**
   * An enterprise's roll-up of one Shanghai day (`period` YYYY-MM-DD) in the partition of its month
   * (`range` YYYY-MM), by day then enterprise: the platform's month is one Query, one day of every
   * enterprise a sort-key prefix, an enterprise's days are read by key.
   */
  finReportDay: (range: string, period: string, channelCustId: string) => ({
    pk: `FINREPORT#DAY#${range}`,
    sk: `${period}#${channelCustId}`,
  }),
  /** An enterprise's roll-up of one Shanghai month (`period` YYYY-MM) in the partition of its year (`range` YYYY). */
  finReportMonth: (range: string, period: string, channelCustId: string) => ({
    pk: `FINREPORT#MONTH#${range}`,
    sk: `${period}#${channelCustId}`,
  }),
  /**
   * An enterprise's card roll-up of one Shanghai month (its secondary customers' inside it), in the
   * month's partition: the platform's month is one Query, an enterprise's year ≤ 12 keys.
   */
  reportCardMonth: (month: string, channelCustId: string) => ({ pk: `RPT#CARDS#${month}`, sk: channelCustId }),
  /** A customer's usage roll-up of one billing-cycle month (Unicom cards: the cycle ending on the 25th), keyed like the card roll-up. */
  reportUsageMonth: (month: string, channelCustId: string, custId: string | null) =>
    custId ? { pk: `RPT#USAGE#${month}#${channelCustId}`, sk: custId } : { pk: `RPT#USAGE#${month}`, sk: channelCustId },
  /**
   * One shard of the platform's roll-up of a month (cards of the Shanghai month, usage of the billing-cycle
   * month): a partition per shard, so every enterprise's writes spread over a few keys (issue #19), read as a handful.
   */
  reportPlatformMonth: (month: string, shard: number) => ({ pk: `RPT#PLAT#${month}#${shard}`, sk: 'ROLLUP' }),
} as const;
